import { act, screen } from '@testing-library/react';
import { fetchCountries, updateProfile } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { renderWithSession, settle, setupUser, testUser } from '../../common/test-session';
import { UpdateProfile } from './UpdateProfile';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchCountries: jest.fn(),
  updateProfile: jest.fn(),
}));
const fetchCountriesMock = jest.mocked(fetchCountries);
const updateProfileMock = jest.mocked(updateProfile);

beforeEach(() => {
  jest.useFakeTimers();
  fetchCountriesMock.mockReset().mockResolvedValue([
    { id: 1, name: 'Bangladesh', phone_code: '+880' },
    { id: 2, name: 'India', phone_code: '+91' },
  ]);
  updateProfileMock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('Update Profile', () => {
  it('starts from the saved contact details and sends the changed ones', async () => {
    const user = setupUser();
    updateProfileMock.mockResolvedValue({
      message: 'Profile updated successfully.',
      data: testUser({ email: 'new@example.com', country: { id: 2, name: 'India' } }),
    });
    const { store } = renderWithSession(<UpdateProfile />, testUser());
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Update Profile' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('rahim@example.com');
    expect(screen.getByLabelText('Country')).toHaveValue('1');
    expect(screen.getByLabelText('Phone')).toHaveValue('01712345678');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await settle();
    expect(updateProfileMock).toHaveBeenCalledWith({
      email: 'new@example.com',
      country: 2,
      phone: '01712345678',
    });
    expect(store.getState().auth.user?.email).toBe('new@example.com');
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully.');
  });

  it('validates email and phone on change with SPEC messages', async () => {
    const user = setupUser();
    renderWithSession(<UpdateProfile />, testUser());
    await settle();
    await user.clear(screen.getByLabelText('Email'));
    await settle();
    expect(screen.getByText('Email required')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await settle();
    expect(screen.getByText('Enter a valid email')).toBeVisible();
    await user.clear(screen.getByLabelText('Phone'));
    await settle();
    expect(screen.getByText('Phone required')).toBeVisible();
    await user.type(screen.getByLabelText('Phone'), '0171');
    await settle();
    expect(screen.getByText('Phone number must be 11 digit')).toBeVisible();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '0171234567a');
    await settle();
    expect(screen.getByText('Please enter a number')).toBeVisible();
  });
});
