import { act, screen, waitFor, within } from '@testing-library/react';
import { fetchSports } from '@sportsbook/shared/api';
import { SportsSidebar } from './SportsSidebar';
import { resetSportsStore } from '../../common/use-sports';
import { sport } from '../../test/fixtures';
import { confirmSubscriptions, emitReloadMatches, listenerCount } from '../../test/fake-realtime';
import { renderAt } from '../../test/render';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<Record<string, unknown>>('@sportsbook/shared/api'),
  fetchSports: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../../test/fake-realtime'));

const fetchSportsMock = jest.mocked(fetchSports);

// The API's order is not alphabetical on purpose: the sidebar sorts.
const SPORTS = [sport(5, 'Tennis', 2), sport(3, 'Cricket', 4), sport(8, 'football', 1)];

beforeEach(() => {
  resetSportsStore();
  fetchSportsMock.mockReset();
  fetchSportsMock.mockResolvedValue(SPORTS);
});

async function items() {
  const nav = await screen.findByRole('navigation', { name: 'Sports (A-Z)' });
  await within(nav).findByRole('link', { name: /Cricket/ });
  return within(nav).getAllByRole('link');
}

describe('SportsSidebar', () => {
  it('lists All and every sport A-Z with its icon, name and match count', async () => {
    renderAt(<SportsSidebar />, { url: '/' });
    expect(screen.getByRole('heading', { name: 'Sports (A-Z)' })).toBeInTheDocument();
    const links = await items();
    expect(links.map((link) => link.textContent)).toEqual([
      'All7',
      'Cricket4',
      'football1',
      'Tennis2',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/sports/all',
      '/sports/3',
      '/sports/8',
      '/sports/5',
    ]);
    expect(links[1].querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:8000/static/icons/cricket.svg',
    );
  });

  it('marks All active on the home page and the sport of /sports/{id} on its page', async () => {
    const { unmount } = renderAt(<SportsSidebar />, { url: '/in-play' });
    let links = await items();
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    unmount();

    renderAt(<SportsSidebar />, { url: '/sports/5' });
    links = await items();
    expect(screen.getByRole('link', { name: /Tennis/ })).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('follows the path when the user navigates', async () => {
    renderAt(<SportsSidebar />, { url: '/' });
    await items();
    act(() => screen.getByRole('link', { name: /Cricket/ }).click());
    expect(screen.getByTestId('location')).toHaveTextContent('/sports/3');
    expect(screen.getByRole('link', { name: /Cricket/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /All/ })).not.toHaveAttribute('aria-current');
  });

  it('uses the pre-match prefix on pre-match pages, All active by default', async () => {
    const { unmount } = renderAt(<SportsSidebar />, { url: '/pre-match' });
    let links = await items();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pre-match/sports/all',
      '/pre-match/sports/3',
      '/pre-match/sports/8',
      '/pre-match/sports/5',
    ]);
    expect(screen.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Cricket/ })).not.toHaveAttribute('aria-current');
    unmount();

    renderAt(<SportsSidebar />, { url: '/pre-match/sports/8' });
    links = await items();
    expect(screen.getByRole('link', { name: /football/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Cricket/ })).not.toHaveAttribute('aria-current');
  });

  it('refetches the counts on a reload signal and stops listening when unmounted', async () => {
    const { unmount } = renderAt(<SportsSidebar />, { url: '/' });
    await items();
    fetchSportsMock.mockResolvedValue([sport(3, 'Cricket', 9)]);
    act(() => emitReloadMatches());
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Cricket/ })).toHaveTextContent('Cricket9'),
    );
    expect(screen.getByRole('link', { name: /All/ })).toHaveTextContent('All9');
    expect(fetchSportsMock).toHaveBeenCalledTimes(2);
    unmount();
    expect(listenerCount()).toBe(0);
  });

  it('listens only once the list has loaded, and reloads when the server confirms', async () => {
    let answer: (sports: typeof SPORTS) => void = () => undefined;
    fetchSportsMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { unmount } = renderAt(<SportsSidebar />, { url: '/' });
    expect(listenerCount()).toBe(0);
    await act(async () => answer(SPORTS));
    await items();
    expect(listenerCount()).toBe(2);

    // A count changed between the first answer and the subscription.
    fetchSportsMock.mockResolvedValue([sport(3, 'Cricket', 9)]);
    act(() => confirmSubscriptions());
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Cricket/ })).toHaveTextContent('Cricket9'),
    );
    expect(fetchSportsMock).toHaveBeenCalledTimes(2);
    unmount();
  });
});
