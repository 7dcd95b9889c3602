import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-app';
import { HomeModal } from './HomeModal';
import { HOME_MODAL_COOKIE, hasHomeModalCookie } from './home-modal-cookie';

function clearCookie() {
  document.cookie = `${HOME_MODAL_COOKIE}=; path=/; max-age=0`;
}

describe('HomeModal', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it('shows until the homemodal cookie exists', () => {
    renderWithProviders(<HomeModal />);
    expect(screen.getByRole('dialog', { name: 'Welcome to Sportsbook' })).toBeInTheDocument();
  });

  it('stays hidden when the homemodal cookie exists', () => {
    document.cookie = `${HOME_MODAL_COOKIE}=1; path=/`;
    renderWithProviders(<HomeModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets the cookie when closed, so it does not come back', async () => {
    const first = renderWithProviders(<HomeModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasHomeModalCookie()).toBe(true);

    first.unmount();
    renderWithProviders(<HomeModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape too', async () => {
    renderWithProviders(<HomeModal />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasHomeModalCookie()).toBe(true);
  });

  it('takes focus when it opens, keeps it inside and gives it back when it closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <HomeModal />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Sportsbook' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    // Tab and Shift+Tab cycle through the dialog's own controls only.
    const stops: (Element | null)[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      stops.push(document.activeElement);
    }
    expect(stops.every((element) => dialog.contains(element))).toBe(true);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasHomeModalCookie()).toBe(true);
  });

  it('returns focus to the element that had it before it opened', async () => {
    const user = userEvent.setup();
    const before = document.createElement('button');
    before.textContent = 'Opener';
    document.body.append(before);
    before.focus();
    renderWithProviders(<HomeModal />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(before).toHaveFocus();
    before.remove();
  });
});
