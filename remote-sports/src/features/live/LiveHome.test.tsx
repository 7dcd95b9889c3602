import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, fetchLiveMatches } from '@sportsbook/shared/api';
import { subscribe } from '@sportsbook/shared/events';
import { LiveHome } from './LiveHome';
import { ODDS_MARK_MS } from '../../common/use-live-matches';
import { bet, betEvent, BET_STATUS_LOCKED, match } from '../../test/fixtures';
import type { Match } from '@sportsbook/shared/contracts';
import {
  confirmSubscriptions,
  emitMatchBetUpdate,
  emitOddsChange,
  emitReconnect,
  emitReloadMatches,
  listenerCount,
} from '../../test/fake-realtime';
import { renderAt } from '../../test/render';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<Record<string, unknown>>('@sportsbook/shared/api'),
  fetchLiveMatches: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../../test/fake-realtime'));

const fetchLive = jest.mocked(fetchLiveMatches);

const LIVE_MATCH = match({
  id: 41,
  match_title: 'CSK vs MI',
  first_team: 'Chennai Super Kings',
  second_team: 'Mumbai Indians',
  status: 'LIVE',
  live_updates: 'CSK 145/3 (17.2 ov)',
  match_datetime: '2026-11-22T14:05:00.000Z',
  bets: [
    bet({
      id: 410,
      match_id: 41,
      bet_title: 'Match Winner',
      bet_events: [
        betEvent(4101, 'Chennai Super Kings', 1.85, 410),
        betEvent(4102, 'Mumbai Indians', 2, 410),
      ],
    }),
    bet({
      id: 411,
      match_id: 41,
      bet_title: 'Toss Winner',
      bet_status: BET_STATUS_LOCKED,
      bet_events: [betEvent(4111, 'Chennai Super Kings', 1.9, 411)],
    }),
  ],
});

/** `source` with one bet event's odds changed, as the API answers after a move. */
function withOdds(source: Match, betEventId: number, betRatio: number): Match {
  return {
    ...source,
    bets: source.bets.map((item) => ({
      ...item,
      bet_events: item.bet_events.map((event) =>
        event.id === betEventId ? { ...event, bet_ratio: betRatio } : event,
      ),
    })),
  };
}

const UPCOMING_MATCH = match({
  id: 42,
  match_title: 'Arsenal vs Chelsea',
  first_team: 'Arsenal',
  second_team: 'Chelsea',
  status: 'UPCOMING',
  match_datetime: '2026-12-01T09:30:00.000Z',
  tournaments: {
    id: 20,
    tournament_name: 'Premier League',
    categories: {
      id: 4,
      category_name: 'Football',
      category_icon_url: 'http://localhost:8000/static/icons/football.svg',
    },
  },
  bets: [
    bet({
      id: 420,
      match_id: 42,
      bet_title: 'Full Time Result',
      bet_events: [betEvent(4201, 'Arsenal', 2.4, 420)],
    }),
  ],
});

beforeEach(() => {
  fetchLive.mockReset();
});

async function card(title: string) {
  return screen.findByRole('article', { name: title });
}

describe('LiveHome match list', () => {
  it('shows skeletons while the list loads', () => {
    fetchLive.mockReturnValue(new Promise(() => undefined));
    renderAt(<LiveHome />, { url: '/' });
    expect(screen.getByRole('status', { name: /loading live matches/i })).toBeInTheDocument();
  });

  it('asks for the list once the frame showing its skeletons has been painted, not while rendering', async () => {
    fetchLive.mockResolvedValue([LIVE_MATCH]);
    renderAt(<LiveHome />, { url: '/' });
    expect(screen.getByRole('status', { name: /loading live matches/i })).toBeInTheDocument();
    expect(fetchLive).not.toHaveBeenCalled();
    await card('CSK vs MI');
    expect(fetchLive).toHaveBeenCalledTimes(1);
  });

  it('shows every field of a match, the date as DD-MMM-YY, hh:mm A, and links to its details', async () => {
    fetchLive.mockResolvedValue([LIVE_MATCH, UPCOMING_MATCH]);
    renderAt(<LiveHome />, { url: '/' });
    const live = await card('CSK vs MI');
    expect(within(live).getByRole('heading', { name: 'CSK vs MI' })).toBeInTheDocument();
    expect(within(live).getByRole('img', { name: 'Cricket' })).toHaveAttribute(
      'src',
      'http://localhost:8000/static/icons/cricket.svg',
    );
    expect(
      within(live).getByText('Chennai Super Kings', { selector: '.sb-sports-match__team' }),
    ).toBeInTheDocument();
    expect(
      within(live).getByText('Mumbai Indians', { selector: '.sb-sports-match__team' }),
    ).toBeInTheDocument();
    expect(within(live).getByText('CSK 145/3 (17.2 ov)')).toBeInTheDocument();
    expect(within(live).getByText('22-Nov-26, 02:05 PM')).toBeInTheDocument();
    expect(within(live).getByRole('link')).toHaveAttribute('href', '/match/41');

    // Each bet with its title and options.
    const winner = within(live).getByRole('group', { name: 'Match Winner' });
    expect(within(winner).getByRole('heading', { name: 'Match Winner' })).toBeInTheDocument();
    expect(within(winner).getByRole('button', { name: 'Chennai Super Kings 1.85' })).toBeEnabled();
    expect(within(winner).getByRole('button', { name: 'Mumbai Indians 2.00' })).toBeEnabled();
    const toss = within(live).getByRole('group', { name: 'Toss Winner' });
    expect(within(toss).getByRole('button', { name: 'Chennai Super Kings locked' })).toBeDisabled();

    const other = await card('Arsenal vs Chelsea');
    expect(within(other).getByText('01-Dec-26, 09:30 AM')).toBeInTheDocument();
    expect(within(other).getByRole('link')).toHaveAttribute('href', '/match/42');
  });

  it('shows the LIVE icon only for matches whose status is LIVE', async () => {
    fetchLive.mockResolvedValue([LIVE_MATCH, UPCOMING_MATCH]);
    renderAt(<LiveHome />, { url: '/' });
    expect(within(await card('CSK vs MI')).getByText('LIVE')).toBeInTheDocument();
    expect(within(await card('Arsenal vs Chelsea')).queryByText('LIVE')).not.toBeInTheDocument();
  });

  it('says No Match Is Available Now! when there are no matches', async () => {
    fetchLive.mockResolvedValue([]);
    renderAt(<LiveHome />, { url: '/' });
    expect(await screen.findByText('No Match Is Available Now!')).toBeInTheDocument();
  });

  it('ends loading and says No Match Is Available Now! when the list fails to load', async () => {
    fetchLive.mockRejectedValue(new ApiError('Server down', { status: 500, code: 'INTERNAL' }));
    renderAt(<LiveHome />, { url: '/' });
    expect(await screen.findByText('No Match Is Available Now!')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
  });

  it('publishes bet:select for an open bet and nothing for a locked one, without navigating', async () => {
    fetchLive.mockResolvedValue([LIVE_MATCH]);
    const selected: number[] = [];
    const stop = subscribe('bet:select', ({ betEventId }) => selected.push(betEventId));
    renderAt(<LiveHome />, { url: '/' });
    const live = await card('CSK vs MI');
    fireEvent.click(within(live).getByRole('button', { name: 'Mumbai Indians 2.00' }));
    fireEvent.click(within(live).getByRole('button', { name: 'Chennai Super Kings locked' }));
    stop();
    expect(selected).toEqual([4102]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('LiveHome realtime', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows new odds with an up or down mark right after an odds change, then drops the mark', async () => {
    jest.useFakeTimers();
    fetchLive.mockResolvedValue([LIVE_MATCH]);
    renderAt(<LiveHome />, { url: '/' });
    await card('CSK vs MI');

    act(() =>
      emitOddsChange({
        betId: 410,
        data: [
          { id: 4101, bet_ratio: 2.05 },
          { id: 4102, bet_ratio: 1.7 },
        ],
      }),
    );
    const up = screen.getByRole('button', { name: 'Chennai Super Kings 2.05 odds up' });
    expect(up).toHaveTextContent('2.05▲');
    const down = screen.getByRole('button', { name: 'Mumbai Indians 1.70 odds down' });
    expect(down).toHaveTextContent('1.70▼');

    act(() => jest.advanceTimersByTime(ODDS_MARK_MS));
    expect(screen.getByRole('button', { name: 'Chennai Super Kings 2.05' })).not.toHaveTextContent(
      '▲',
    );
  });

  it("replaces a match's bets on a match-bet-update", async () => {
    fetchLive.mockResolvedValue([LIVE_MATCH]);
    renderAt(<LiveHome />, { url: '/' });
    const live = await card('CSK vs MI');
    act(() =>
      emitMatchBetUpdate({
        match_id: 41,
        data: [
          bet({
            id: 412,
            match_id: 41,
            bet_title: 'Top Batsman',
            bet_events: [betEvent(4121, 'MS Dhoni', 4.5, 412)],
          }),
          bet({
            id: 410,
            match_id: 41,
            bet_title: 'Match Winner',
            bet_status: BET_STATUS_LOCKED,
            bet_events: [betEvent(4101, 'Chennai Super Kings', 1.85, 410)],
          }),
        ],
      }),
    );
    expect(within(live).getByRole('button', { name: 'MS Dhoni 4.50' })).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Chennai Super Kings locked' })).toBeDisabled();
    expect(within(live).queryByRole('group', { name: 'Toss Winner' })).not.toBeInTheDocument();
  });

  it('refetches the list on a reload signal and after a reconnect, keeping it shown meanwhile', async () => {
    fetchLive.mockResolvedValueOnce([LIVE_MATCH]);
    renderAt(<LiveHome />, { url: '/' });
    await card('CSK vs MI');

    fetchLive.mockResolvedValueOnce([LIVE_MATCH, UPCOMING_MATCH]);
    act(() => emitReloadMatches());
    expect(screen.getByRole('article', { name: 'CSK vs MI' })).toBeInTheDocument();
    await card('Arsenal vs Chelsea');
    expect(fetchLive).toHaveBeenCalledTimes(2);

    fetchLive.mockResolvedValueOnce([UPCOMING_MATCH]);
    act(() => emitReconnect());
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'CSK vs MI' })).not.toBeInTheDocument(),
    );
    expect(fetchLive).toHaveBeenCalledTimes(3);
  });

  it('stops listening when it unmounts', async () => {
    fetchLive.mockResolvedValue([LIVE_MATCH]);
    const { unmount } = renderAt(<LiveHome />, { url: '/' });
    await card('CSK vs MI');
    expect(listenerCount()).toBe(4);
    unmount();
    expect(listenerCount()).toBe(0);
  });

  it('listens only once the list has loaded, then refetches when the server confirms, so odds moved in between show', async () => {
    let answer: (matches: Match[]) => void = () => undefined;
    fetchLive.mockReturnValueOnce(new Promise<Match[]>((resolve) => (answer = resolve)));
    renderAt(<LiveHome />, { url: '/' });
    expect(listenerCount()).toBe(0);
    await act(async () => answer([LIVE_MATCH]));
    await card('CSK vs MI');
    expect(listenerCount()).toBe(4);

    // The odds moved on the server after the first answer and before the subscription.
    fetchLive.mockResolvedValueOnce([withOdds(LIVE_MATCH, 4101, 2.2)]);
    act(() => confirmSubscriptions());
    expect(
      await screen.findByRole('button', { name: 'Chennai Super Kings 2.20' }),
    ).toBeInTheDocument();
    expect(fetchLive).toHaveBeenCalledTimes(2);
  });

  it('keeps an odds change heard during a refetch on top of an answer read before it', async () => {
    fetchLive.mockResolvedValueOnce([LIVE_MATCH]);
    renderAt(<LiveHome />, { url: '/' });
    await card('CSK vs MI');

    let answer: (matches: Match[]) => void = () => undefined;
    fetchLive.mockReturnValueOnce(new Promise<Match[]>((resolve) => (answer = resolve)));
    act(() => emitReloadMatches());
    // The refetch's request is out (it starts after the next paint); the change is heard now.
    await waitFor(() => expect(fetchLive).toHaveBeenCalledTimes(2));
    act(() => emitOddsChange({ betId: 410, data: [{ id: 4101, bet_ratio: 2.05 }] }));
    await act(async () => answer([LIVE_MATCH]));

    expect(
      screen.getByRole('button', { name: 'Chennai Super Kings 2.05 odds up' }),
    ).toBeInTheDocument();
    expect(fetchLive).toHaveBeenCalledTimes(2);
  });
});
