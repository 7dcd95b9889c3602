import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Skeleton } from '@sportsbook/shared/ui';
import { settle, useFakeClock } from '../../test/clock';
import { renderWithProviders, stubLoader } from '../../test/render-app';
import { BETSLIP_MAX_WAIT_MS } from './BetslipSlot';
import { SportsSidebarSlot } from './SportsSidebarSlot';
import { PAGE_CONTENT_ID } from './use-page-content-shown';

/** The page around the slot: its content loads until "Show the list" is pressed. */
function Page() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <aside>
        <SportsSidebarSlot />
      </aside>
      <main id={PAGE_CONTENT_ID}>
        {loaded ? <p>Live matches</p> : <Skeleton rows={2} label="Loading live matches" />}
      </main>
      <button type="button" onClick={() => setLoaded(true)}>
        Show the list
      </button>
    </>
  );
}

describe('the sports sidebar slot', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads the sidebar once the page content has shown, with its skeleton until then', async () => {
    const loader = stubLoader();
    renderWithProviders(<Page />, { loader });
    await settle();
    expect(loader.loaded).toEqual([]);
    expect(screen.getByRole('status', { name: 'Loading sports' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the list' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('sports/SportsSidebar');
    expect(loader.loaded).toEqual(['sports/SportsSidebar']);
  });

  it('loads the sidebar when the betslip would, if the page content never shows', async () => {
    useFakeClock();
    const loader = stubLoader();
    renderWithProviders(<Page />, { loader });
    act(() => jest.advanceTimersByTime(BETSLIP_MAX_WAIT_MS - 1));
    await settle();
    expect(loader.loaded).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(screen.getByTestId('remote')).toHaveTextContent('sports/SportsSidebar');
  });
});
