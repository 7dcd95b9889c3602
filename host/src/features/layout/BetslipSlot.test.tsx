import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish, useBusEvent } from '@sportsbook/shared/events';
import { Skeleton } from '@sportsbook/shared/ui';
import type { RemoteModuleId } from '../../federation/module-id';
import type { RemoteComponentModule, RemoteLoader } from '../../federation/remote-loader';
import { settle, useFakeClock } from '../../test/clock';
import { renderWithProviders } from '../../test/render-app';
import { BETSLIP_MAX_WAIT_MS, BetslipSlot, PAGE_CONTENT_ID } from './BetslipSlot';

/** A betslip that lists the bet events it heard on the bus, as the real one loads them. */
function FakeBetslip() {
  const [picked, setPicked] = useState<string[]>([]);
  useBusEvent('bet:select', ({ betEventId, details }) =>
    setPicked((list) => [...list, details ? `${betEventId}+details` : String(betEventId)]),
  );
  return <p data-testid="betslip">picked: {picked.join(',')}</p>;
}

function betslipLoader(): RemoteLoader & { loaded: RemoteModuleId[] } {
  const loaded: RemoteModuleId[] = [];
  return {
    loaded,
    load: (id) => {
      loaded.push(id);
      const module: RemoteComponentModule = { default: FakeBetslip };
      return Promise.resolve(module);
    },
    reset: () => Promise.resolve(),
  };
}

/** The page around the slot: its content loads until "Show the list" is pressed. */
function Page({ open = false }: { open?: boolean }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <main id={PAGE_CONTENT_ID}>
        {loaded ? <p>Live matches</p> : <Skeleton rows={2} label="Loading live matches" />}
      </main>
      <button type="button" onClick={() => setLoaded(true)}>
        Show the list
      </button>
      <BetslipSlot open={open} onDismiss={() => undefined} />
    </>
  );
}

describe('the betslip slot', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads the betslip once the page content has shown, with its skeleton until then', async () => {
    const loader = betslipLoader();
    renderWithProviders(<Page />, { loader });
    await settle();
    expect(loader.loaded).toEqual([]);
    expect(screen.getByRole('status', { name: 'Loading betslip' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the list' }));
    expect(await screen.findByTestId('betslip')).toHaveTextContent('picked:');
    expect(loader.loaded).toEqual(['betslip/Betslip']);
  });

  it('hands a bet picked before the betslip listened over to it once, in order, details and all', async () => {
    const loader = betslipLoader();
    renderWithProviders(<Page />, { loader });
    act(() => {
      publish('bet:select', { betEventId: 11 });
      publish('bet:select', {
        betEventId: 12,
        details: {
          id: 12,
          bet_id: 3,
          bet_event_title: 'Draw',
          bet_ratio: 3.2,
          bets: {
            id: 3,
            bet_title: 'Match Winner',
            bet_status: 1,
            cash_limit: 500,
            match_id: 4,
            matches: {
              id: 4,
              match_title: 'A v B',
              first_team: 'A',
              second_team: 'B',
              status: 'LIVE',
              match_datetime: '2025-04-12T14:00:00Z',
            },
          },
        },
      });
    });
    expect(await screen.findByText('picked: 11,12+details')).toBeInTheDocument();
    expect(loader.loaded).toEqual(['betslip/Betslip']);

    act(() => publish('bet:select', { betEventId: 13 }));
    expect(screen.getByTestId('betslip')).toHaveTextContent('picked: 11,12+details,13');
  });

  it('loads the betslip at once when the mobile drawer opens', async () => {
    const loader = betslipLoader();
    renderWithProviders(<Page open />, { loader });
    expect(await screen.findByTestId('betslip')).toBeInTheDocument();
  });

  it('loads the betslip after BETSLIP_MAX_WAIT_MS when the page content never shows', async () => {
    useFakeClock();
    const loader = betslipLoader();
    renderWithProviders(<Page />, { loader });
    act(() => jest.advanceTimersByTime(BETSLIP_MAX_WAIT_MS - 1));
    await settle();
    expect(loader.loaded).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(screen.getByTestId('betslip')).toBeInTheDocument();
  });
});
