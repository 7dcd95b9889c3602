import { act, screen } from '@testing-library/react';
import { changeClub, fetchClubs, fetchProfile } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { renderWithSession, settle, setupUser, testUser } from '../../common/test-session';
import { UpdateClub } from './UpdateClub';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  changeClub: jest.fn(),
  fetchClubs: jest.fn(),
  fetchProfile: jest.fn(),
}));
const changeClubMock = jest.mocked(changeClub);
const fetchClubsMock = jest.mocked(fetchClubs);
const fetchProfileMock = jest.mocked(fetchProfile);

const CLUBS = [
  { id: 2, name: 'Dhaka Kings' },
  { id: 3, name: 'Chittagong Lions' },
];

beforeEach(() => {
  jest.useFakeTimers();
  changeClubMock.mockReset();
  fetchClubsMock.mockReset().mockResolvedValue(CLUBS);
  fetchProfileMock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('Update Club', () => {
  it("starts at the user's club and sends the new club with the current password", async () => {
    const user = setupUser();
    changeClubMock.mockResolvedValue({
      message: 'Club changed successfully.',
      data: testUser({ club: { id: 3 }, clubs: { clubname: 'Chittagong Lions' } }),
    });
    const { store } = renderWithSession(<UpdateClub />, testUser());
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Update Club' })).toBeVisible();
    expect(screen.getByLabelText('Club')).toHaveValue('2');
    await user.selectOptions(screen.getByLabelText('Club'), 'Chittagong Lions');
    await user.type(screen.getByLabelText('Current Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Update Club' }));
    await settle();
    expect(changeClubMock).toHaveBeenCalledWith({ club: 3, password: 'secret-123' });
    expect(store.getState().auth.user?.clubs?.clubname).toBe('Chittagong Lions');
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByRole('status')).toHaveTextContent('Club changed successfully.');
  });

  it('says Password required on change', async () => {
    const user = setupUser();
    renderWithSession(<UpdateClub />, testUser());
    await settle();
    await user.type(screen.getByLabelText('Current Password'), 'x');
    await user.clear(screen.getByLabelText('Current Password'));
    await settle();
    expect(screen.getByText('Password required')).toBeVisible();
  });

  it('renders the form only when a user exists', async () => {
    fetchProfileMock.mockRejectedValue(new Error('signed out'));
    renderWithSession(<UpdateClub />, null);
    await settle();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('No Profile Data is Available')).toBeVisible();
  });

  it('loads the user when the session has none yet', async () => {
    fetchProfileMock.mockResolvedValue(testUser({ club: { id: 3 } }));
    renderWithSession(<UpdateClub />, null);
    await settle();
    expect(screen.getByLabelText('Club')).toHaveValue('3');
  });
});
