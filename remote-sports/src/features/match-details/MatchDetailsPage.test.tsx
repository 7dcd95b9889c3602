import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, fetchMatchDetails } from '@sportsbook/shared/api';
import type { Bet } from '@sportsbook/shared/contracts';
import { MatchDetailsPage } from './MatchDetailsPage';
import { bet, betEvent, match } from '../../test/fixtures';
import { emitOddsChange } from '../../test/fake-realtime';
import { renderAt } from '../../test/render';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<Record<string, unknown>>('@sportsbook/shared/api'),
  fetchMatchDetails: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../../test/fake-realtime'));

const fetchDetails = jest.mocked(fetchMatchDetails);

const START = '2026-11-22T14:05:00.000Z';

function market(id: number, title: string): Bet {
  return bet({
    id,
    match_id: 41,
    bet_title: title,
    bet_events: [betEvent(id * 10, `${title} option`, 1.5 + id / 100, id)],
  });
}

const MARKETS = [
  market(1, 'Match Winner'),
  market(2, 'Toss Winner'),
  market(3, 'Total Runs Over/Under'),
  market(4, 'Top Batsman'),
  market(5, 'Match Winner'),
];

const DETAILS = match({
  id: 41,
  match_title: 'CSK vs MI',
  first_team: 'Chennai Super Kings',
  second_team: 'Mumbai Indians',
  status: 'LIVE',
  live_updates: 'CSK 88/2 (10 ov)',
  match_datetime: START,
  bets: MARKETS,
});

function renderDetails(id = '41') {
  return renderAt(<MatchDetailsPage />, { url: `/match/${id}`, path: '/match/:id' });
}

function shownMarkets(): string[] {
  const bets = screen.getByRole('region', { name: 'Bets' });
  return within(bets)
    .queryAllByRole('group')
    .map((group) => group.getAttribute('aria-label') ?? '');
}

beforeEach(() => {
  fetchDetails.mockReset();
  fetchDetails.mockResolvedValue(DETAILS);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('MatchDetailsPage', () => {
  it('loads the match of the path and shows breadcrumb, match, bets and disclaimer', async () => {
    renderDetails();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(fetchDetails).toHaveBeenCalledWith(41, expect.any(AbortSignal));
    expect(crumbs).toHaveTextContent('Indian Premier League›CSK vs MI');
    expect(within(crumbs).getByRole('link', { name: 'Indian Premier League' })).toHaveAttribute(
      'href',
      '/sports/3',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'CSK vs MI' })).toBeInTheDocument();
    // The markets' h3 titles sit under the Bets h2: no level skipped.
    const bets = screen.getByRole('region', { name: 'Bets' });
    expect(within(bets).getByRole('heading', { level: 2, name: 'Bets' })).toBeInTheDocument();
    expect(within(bets).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('CSK 88/2 (10 ov)')).toBeInTheDocument();
    expect(screen.getByText('22-Nov-26, 02:05 PM')).toBeInTheDocument();
    expect(shownMarkets()).toEqual([
      'Match Winner',
      'Toss Winner',
      'Total Runs Over/Under',
      'Top Batsman',
      'Match Winner',
    ]);
    expect(
      screen.getByText(/the live time display is only an indicator/i, { selector: 'p' }),
    ).toHaveTextContent(
      /company takes no responsibility for the correctness of the score or the time/i,
    );
  });

  it('counts down to the start, then counts the time since, every second', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T14:04:58.000Z') });
    renderDetails();
    // The request starts after the next paint (two frames of the fake clock); let it resolve.
    await act(async () => {
      jest.advanceTimersByTime(50);
      await Promise.resolve();
    });
    expect(screen.getByText('Match Will Start Within')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00:02');

    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('Match Will Start Within00:00:01');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Match Started From00:00:00');
    expect(screen.queryByText('Match Will Start Within')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(65_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Match Started From00:01:05');
  });

  it('filters the bets by title with the dropdown', async () => {
    renderDetails();
    const select = await screen.findByRole('combobox', { name: 'Bet type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Match Winner', 'Toss Winner', 'Total Runs Over/Under', 'Top Batsman']);
    fireEvent.change(select, { target: { value: 'Match Winner' } });
    expect(shownMarkets()).toEqual(['Match Winner', 'Match Winner']);
    fireEvent.change(select, { target: { value: '' } });
    expect(shownMarkets()).toHaveLength(5);
  });

  it('filters the bets by a case-insensitive title search', async () => {
    const user = userEvent.setup();
    renderDetails();
    const search = await screen.findByRole('searchbox', { name: 'Search bets' });
    await user.type(search, 'WINNER');
    expect(shownMarkets()).toEqual(['Match Winner', 'Toss Winner', 'Match Winner']);
    await user.clear(search);
    await user.type(search, 'top bat');
    expect(shownMarkets()).toEqual(['Top Batsman']);
    await user.clear(search);
    await user.type(search, 'penalties');
    expect(shownMarkets()).toEqual([]);
    expect(screen.getByText('No bet matches your search.')).toBeInTheDocument();
  });

  it('pages the bets ten at a time with the pagination control', async () => {
    const many = Array.from({ length: 23 }, (_, index) => market(index + 1, `Market ${index + 1}`));
    fetchDetails.mockResolvedValue({ ...DETAILS, bets: many });
    renderDetails();
    await screen.findByRole('navigation', { name: 'Bet pages' });
    expect(shownMarkets()).toHaveLength(10);
    expect(shownMarkets()[0]).toBe('Market 1');

    const pages = screen.getByRole('navigation', { name: 'Bet pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(shownMarkets()[0]).toBe('Market 11');
    fireEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(shownMarkets()).toEqual(['Market 21', 'Market 22', 'Market 23']);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new search starts again on the first page.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search bets' }), {
      target: { value: 'market 1' },
    });
    expect(shownMarkets()).toEqual([
      'Market 1',
      'Market 10',
      'Market 11',
      'Market 12',
      'Market 13',
      'Market 14',
      'Market 15',
      'Market 16',
      'Market 17',
      'Market 18',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Bet pages' })).getByRole('button', {
        name: '1',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('updates the odds of the match live with an up or down mark', async () => {
    renderDetails();
    await screen.findByRole('button', { name: 'Toss Winner option 1.52' });
    act(() => emitOddsChange({ betId: 2, data: [{ id: 20, bet_ratio: 1.4 }] }));
    expect(
      screen.getByRole('button', { name: 'Toss Winner option 1.40 odds down' }),
    ).toHaveTextContent('▼');
  });

  it('goes to /404 when the match does not exist', async () => {
    fetchDetails.mockRejectedValue(
      new ApiError('Match not found.', { status: 404, code: 'NOT_FOUND' }),
    );
    renderDetails('999');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('goes to /404 for an id that is not a number, without calling the API', async () => {
    renderDetails('abc');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(fetchDetails).not.toHaveBeenCalled();
  });

  it('stays on the page with a retry when the server fails for another reason', async () => {
    fetchDetails.mockRejectedValueOnce(
      new ApiError('Server error', { status: 500, code: 'INTERNAL' }),
    );
    renderDetails();
    expect(await screen.findByText('This match could not be loaded.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/match/41');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CSK vs MI' })).toBeInTheDocument();
  });
});
