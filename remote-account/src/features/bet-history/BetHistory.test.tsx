import { act, screen, within } from '@testing-library/react';
import { fetchBetHistory } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { BetHistoryItem } from '@sportsbook/shared/contracts';
import { paged, renderWithSession, settle, setupUser, testUser } from '../../common/test-session';
import { deliverUserEvent, listeningUser } from '@sportsbook/shared/testing';
import { BetHistory } from './BetHistory';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchBetHistory: jest.fn(),
}));
const fetchBetHistoryMock = jest.mocked(fetchBetHistory);

jest.mock('@sportsbook/shared/realtime', () => ({
  ...jest.requireActual<object>('@sportsbook/shared/realtime'),
  ...jest.requireActual<object>('@sportsbook/shared/testing'),
}));

function bet(id: number, status: BetHistoryItem['status']): BetHistoryItem {
  return {
    id,
    bet_placed_at: new Date(2026, 10, 22, 14, 5).toISOString(),
    tournament: 'IPL',
    match_title: `Match ${id}`,
    bet_title: 'Match Winner',
    bet_event: { bet_event_title: 'Mumbai' },
    bet_rate: 1.5,
    bet_amount: 20,
    status,
  };
}

async function loaded(): Promise<void> {
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchBetHistoryMock.mockReset();
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('Bet History', () => {
  it('shows a table of SPEC columns with the status in words', async () => {
    fetchBetHistoryMock.mockResolvedValue(
      paged([bet(1, 'pending'), bet(2, 'won'), bet(3, 'lost'), bet(4, 'void')]),
    );
    renderWithSession(<BetHistory />);
    await loaded();
    const table = screen.getByRole('table', { name: 'Bets' });
    // The table's scroll region takes keyboard focus, under a name apart from the page's own
    // region (Bet History): axe's landmark-unique compares names case-insensitively.
    expect(screen.getByRole('region', { name: 'Bets' })).toHaveAttribute('tabindex', '0');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Tournament',
      'Match',
      'Bet',
      'Selection',
      'Odds',
      'Stake',
      'Status',
    ]);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '22/11/2026 02:05 PM',
      'IPL',
      'Match 1',
      'Match Winner',
      'Mumbai',
      '1.50',
      '20.00',
      'Pending',
    ]);
    for (const word of ['Won', 'Lost', 'Void']) expect(within(table).getByText(word)).toBeVisible();
  });

  it('prints the match once per bet, as the title of its card where the list is cards', async () => {
    fetchBetHistoryMock.mockResolvedValue(paged([bet(1, 'won')]));
    renderWithSession(<BetHistory />);
    await loaded();
    const row = within(screen.getByRole('table', { name: 'Bets' })).getAllByRole('row')[1]!;
    const match = within(row).getAllByText('Match 1');
    expect(match).toHaveLength(1);
    // shared's list lays this cell out as the card's title (paged-list.css).
    expect(match[0]!.closest('td')).toHaveClass('sb-paged-list-table__title');
  });

  it('says No bet is Available when there is none, or the list cannot be loaded', async () => {
    fetchBetHistoryMock.mockResolvedValueOnce(paged([]));
    const { unmount } = renderWithSession(<BetHistory />);
    await loaded();
    expect(screen.getByText('No bet is Available')).toBeVisible();
    unmount();
    fetchBetHistoryMock.mockRejectedValueOnce(new Error('offline'));
    renderWithSession(<BetHistory />);
    await loaded();
    expect(screen.getByText('No bet is Available')).toBeVisible();
  });

  it('loads another page and scrolls to the top', async () => {
    fetchBetHistoryMock.mockResolvedValueOnce(paged([bet(1, 'won')], 1, 2));
    fetchBetHistoryMock.mockResolvedValueOnce(paged([bet(2, 'lost')], 2, 2));
    renderWithSession(<BetHistory />);
    await loaded();
    expect(fetchBetHistoryMock).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    await setupUser().click(screen.getByRole('button', { name: 'Next' }));
    await loaded();
    expect(fetchBetHistoryMock).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByText('Match 2')).toBeVisible();
  });

  it("shows a settled bet's new status at once, from the bettor's private channel", async () => {
    fetchBetHistoryMock.mockResolvedValue(paged([bet(1, 'pending'), bet(2, 'pending')]));
    renderWithSession(<BetHistory />, testUser({ id: 7 }));
    await loaded();
    expect(listeningUser('BetsSettled')).toBe(7);
    act(() => deliverUserEvent('BetsSettled', { bets: [{ id: 2, status: 'won' }] }));
    const rows = within(screen.getByRole('table', { name: 'Bets' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[2]).toHaveTextContent('Won');
    expect(fetchBetHistoryMock).toHaveBeenCalledTimes(1);
  });
});
