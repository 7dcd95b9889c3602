import { screen } from '@testing-library/react';
import { ApiError, fetchLiveMatches, fetchSportMatches, fetchSports } from '@sportsbook/shared/api';
import { SportPage } from './SportPage';
import { resetSportsStore } from '../../common/use-sports';
import { match, sport } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<Record<string, unknown>>('@sportsbook/shared/api'),
  fetchSports: jest.fn(),
  fetchSportMatches: jest.fn(),
  fetchLiveMatches: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../../test/fake-realtime'));

beforeEach(() => {
  resetSportsStore();
  jest.mocked(fetchSports).mockResolvedValue([sport(3, 'Cricket', 1), sport(4, 'Football', 1)]);
  jest.mocked(fetchSportMatches).mockReset();
  jest.mocked(fetchLiveMatches).mockReset();
});

describe('SportPage', () => {
  it("loads the matches of the sport in the path and titles the page with the sport's name", async () => {
    jest
      .mocked(fetchSportMatches)
      .mockResolvedValue([match({ id: 9, match_title: 'Arsenal vs Spurs' })]);
    renderAt(<SportPage />, { url: '/sports/4', path: '/sports/:id' });
    expect(await screen.findByRole('article', { name: 'Arsenal vs Spurs' })).toBeInTheDocument();
    expect(fetchSportMatches).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    expect(await screen.findByRole('heading', { name: 'Football', level: 2 })).toBeInTheDocument();
    // The page's one h1 (axe page-has-heading-one).
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Football',
    ]);
  });

  it('says No Match Is Available Now! for a sport without matches', async () => {
    jest.mocked(fetchSportMatches).mockResolvedValue([]);
    renderAt(<SportPage />, { url: '/sports/3', path: '/sports/:id' });
    expect(await screen.findByText('No Match Is Available Now!')).toBeInTheDocument();
  });

  it('shows the live list on /sports/all', async () => {
    jest.mocked(fetchLiveMatches).mockResolvedValue([match({ id: 5, match_title: 'Live one' })]);
    renderAt(<SportPage />, { url: '/sports/all', path: '/sports/:id' });
    expect(await screen.findByRole('article', { name: 'Live one' })).toBeInTheDocument();
    expect(fetchSportMatches).not.toHaveBeenCalled();
  });

  it('goes to /404 for a sport that does not exist', async () => {
    jest
      .mocked(fetchSportMatches)
      .mockRejectedValue(new ApiError('Sport not found.', { status: 404, code: 'NOT_FOUND' }));
    renderAt(<SportPage />, { url: '/sports/999', path: '/sports/:id' });
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('goes to /404 for a segment that is not a sport id, without calling the API', async () => {
    renderAt(<SportPage />, { url: '/sports/abc', path: '/sports/:id' });
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(fetchSportMatches).not.toHaveBeenCalled();
    expect(fetchLiveMatches).not.toHaveBeenCalled();
  });

  it('keeps the page for a failure that is not a 404', async () => {
    jest.mocked(fetchSportMatches).mockRejectedValue(new Error('offline'));
    renderAt(<SportPage />, { url: '/sports/3', path: '/sports/:id' });
    expect(await screen.findByText('No Match Is Available Now!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sports/3');
  });
});
