import { screen, within } from '@testing-library/react';
import { fetchSports } from '@sportsbook/shared/api';
import { CategoryStrip } from './CategoryStrip';
import { resetSportsStore } from './use-sports';
import { sport } from '../test/fixtures';
import { renderAt } from '../test/render';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<Record<string, unknown>>('@sportsbook/shared/api'),
  fetchSports: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../test/fake-realtime'));

beforeEach(() => {
  resetSportsStore();
  jest
    .mocked(fetchSports)
    .mockResolvedValue([sport(5, 'Tennis', 2), sport(3, 'Cricket', 4), sport(8, 'Basketball', 0)]);
});

async function strip() {
  const nav = await screen.findByRole('navigation', { name: 'Sport categories' });
  await within(nav).findByRole('link', { name: 'Cricket' });
  return within(nav).getAllByRole('link');
}

describe('CategoryStrip', () => {
  it('shows All and each sport A-Z with its icon, All active on the home page', async () => {
    renderAt(<CategoryStrip />, { url: '/' });
    const links = await strip();
    expect(links.map((link) => link.textContent)).toEqual([
      'All',
      'Basketball',
      'Cricket',
      'Tennis',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/sports/all',
      '/sports/8',
      '/sports/3',
      '/sports/5',
    ]);
    expect(links[2].querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:8000/static/icons/cricket.svg',
    );
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveClass('sb-sports-strip__item--active');
  });

  it('highlights the sport of the page', async () => {
    renderAt(<CategoryStrip />, { url: '/sports/5' });
    await strip();
    const tennis = screen.getByRole('link', { name: 'Tennis' });
    expect(tennis).toHaveAttribute('aria-current', 'page');
    expect(tennis).toHaveClass('sb-sports-strip__item--active');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveClass(
      'sb-sports-strip__item--active',
    );
  });

  it('keeps the pre-match prefix on pre-match pages with All active', async () => {
    renderAt(<CategoryStrip />, { url: '/pre-match/sports/all' });
    const links = await strip();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pre-match/sports/all',
      '/pre-match/sports/8',
      '/pre-match/sports/3',
      '/pre-match/sports/5',
    ]);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Basketball' })).not.toHaveAttribute('aria-current');
  });
});
