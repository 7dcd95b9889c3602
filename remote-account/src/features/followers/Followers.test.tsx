import { screen, within } from '@testing-library/react';
import { fetchFollowers } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { paged, renderWithSession, settle } from '../../common/test-session';
import { Followers } from './Followers';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchFollowers: jest.fn(),
}));
const fetchFollowersMock = jest.mocked(fetchFollowers);

beforeEach(() => {
  fetchFollowersMock.mockReset();
});

describe('My Followers', () => {
  it('lists username, phone and join date (DD/MM/YYYY)', async () => {
    fetchFollowersMock.mockResolvedValue(
      paged([
        {
          username: 'nadia',
          phone: '01812345678',
          join_date: new Date(2026, 1, 9, 23, 30).toISOString(),
        },
      ]),
    );
    renderWithSession(<Followers />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'My Followers' })).toBeVisible();
    const row = within(screen.getByRole('table', { name: 'Followers' })).getAllByRole('row')[1];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['nadia', '01812345678', '09/02/2026']);
  });

  it('says No follower is Available when there is none', async () => {
    fetchFollowersMock.mockResolvedValue(paged([]));
    renderWithSession(<Followers />);
    await settle();
    expect(screen.getByText('No follower is Available')).toBeVisible();
  });
});
