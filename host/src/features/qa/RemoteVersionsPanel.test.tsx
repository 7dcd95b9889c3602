import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteReporter } from '../../federation/remote-report';
import { RemoteReportContext } from '../../federation/remote-report-context';
import { CHOSEN_REMOTES } from '../../test/chosen-remotes';
import { RemoteVersionsPanel } from './RemoteVersionsPanel';

function renderPanel() {
  const reporter = new RemoteReporter({
    send: () => undefined,
    pageLoadId: 'page-load-7',
    setTimer: () => undefined,
  });
  reporter.track(CHOSEN_REMOTES);
  render(
    <RemoteReportContext.Provider value={reporter}>
      <button type="button">Elsewhere</button>
      <RemoteVersionsPanel />
    </RemoteReportContext.Provider>,
  );
  return reporter;
}

describe('RemoteVersionsPanel', () => {
  it('stays hidden until Alt+Shift+V, then lists each remote’s version, channel and status', async () => {
    const user = userEvent.setup();
    const reporter = renderPanel();
    expect(screen.queryByRole('complementary', { name: 'Remote versions' })).toBeNull();

    await user.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');
    // Its table loads at the first key press (a chunk of its own).
    const panel = await screen.findByRole('complementary', { name: 'Remote versions' });
    const betslip = within(panel).getByRole('row', { name: /betslip/ });
    expect(betslip).toHaveTextContent('betslip1.0.1canarypending');
    expect(within(panel).getByRole('row', { name: /sports/ })).toHaveTextContent('live');
    expect(panel).toHaveTextContent('Page load page-load-7');

    act(() => reporter.failed('betslip', new Error('chunk 404')));
    expect(within(panel).getByRole('row', { name: /betslip/ })).toHaveTextContent('failed');
  });

  it('closes with its button, with Escape and with the key again', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).toBeNull();

    await user.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();

    await user.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
    await user.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
