import { act, screen, within } from '@testing-library/react';
import {
  ApiError,
  fetchAdvanceBets,
  fetchSportPreMatches,
  fetchSports,
} from '@sportsbook/shared/api';
import { PreMatchPage } from './PreMatchPage';
import { resetSportsStore } from '../../common/use-sports';
import { match, sport } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<Record<string, unknown>>('@sportsbook/shared/api'),
  fetchSports: jest.fn(),
  fetchSportPreMatches: jest.fn(),
  fetchAdvanceBets: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../../test/fake-realtime'));

const fetchPreMatches = jest.mocked(fetchSportPreMatches);
const fetchAdvance = jest.mocked(fetchAdvanceBets);

beforeEach(() => {
  resetSportsStore();
  // Not in A-Z order: Basketball (8) is the first sport.
  jest
    .mocked(fetchSports)
    .mockResolvedValue([sport(3, 'Cricket', 2), sport(8, 'Basketball', 1), sport(5, 'Tennis', 0)]);
  fetchPreMatches.mockReset();
  fetchPreMatches.mockImplementation(async (sportId) => [
    match({ id: sportId * 100, match_title: `Pre-match of sport ${sportId}` }),
  ]);
  fetchAdvance.mockReset();
  fetchAdvance.mockResolvedValue([
    match({ id: 300, match_title: 'Pre-match of sport 3' }),
    match({ id: 800, match_title: 'Pre-match of sport 8' }),
    match({ id: 500, match_title: 'Pre-match of sport 5' }),
  ]);
});

async function strip() {
  const nav = await screen.findByRole('navigation', { name: 'Sport categories' });
  await within(nav).findByRole('link', { name: 'Cricket' });
  return nav;
}

describe('PreMatchPage', () => {
  it.each(['/pre-match', '/pre-match/sports/all'])(
    'on %s makes All active and shows the advance matches of every sport',
    async (url) => {
      renderAt(<PreMatchPage />, {
        url,
        path: url === '/pre-match' ? url : '/pre-match/sports/:id',
      });
      const nav = await strip();
      expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Basketball' })).not.toHaveAttribute(
        'aria-current',
      );
      for (const sportId of [3, 8, 5]) {
        expect(
          await screen.findByRole('article', { name: `Pre-match of sport ${sportId}` }),
        ).toBeInTheDocument();
      }
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('All · Advance Matches');
      expect(fetchAdvance).toHaveBeenCalledTimes(1);
      expect(fetchPreMatches).not.toHaveBeenCalled();
    },
  );

  it.each(['/pre-match/sports/999', '/pre-match/sports/abc'])(
    'goes to /404 for %s, a sport that does not exist',
    async (url) => {
      fetchPreMatches.mockRejectedValue(
        new ApiError('Sport not found.', { status: 404, code: 'NOT_FOUND' }),
      );
      renderAt(<PreMatchPage />, { url, path: '/pre-match/sports/:id' });
      expect(await screen.findByText('Not found page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/404');
    },
  );

  it('has its own strip with pre-match links and shows the sport of the path', async () => {
    renderAt(<PreMatchPage />, { url: '/pre-match/sports/3', path: '/pre-match/sports/:id' });
    const nav = await strip();
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/pre-match/sports/all',
    );
    expect(within(nav).getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/pre-match/sports/5',
    );
    expect(within(nav).getByRole('link', { name: 'Cricket' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('article', { name: 'Pre-match of sport 3' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cricket · Advance Matches' })).toBeInTheDocument();
    // One h1 for the page, above the section's h2.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Advance Match',
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Advance Matches');
  });

  it('switches sport when the user picks another in the strip', async () => {
    renderAt(<PreMatchPage />, { url: '/pre-match/sports/3', path: '/pre-match/sports/:id' });
    const nav = await strip();
    await screen.findByRole('article', { name: 'Pre-match of sport 3' });
    act(() => within(nav).getByRole('link', { name: 'Tennis' }).click());
    expect(
      await screen.findByRole('article', { name: 'Pre-match of sport 5' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says No Match Is Available Now! when the pre-matches fail to load', async () => {
    fetchAdvance.mockRejectedValue(new Error('offline'));
    renderAt(<PreMatchPage />, { url: '/pre-match', path: '/pre-match' });
    expect(await screen.findByText('No Match Is Available Now!')).toBeInTheDocument();
  });
});
