import { act, screen } from '@testing-library/react';
import { ApiError, changePassword } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { renderWithSession, settle, setupUser } from '../../common/test-session';
import { UpdatePassword } from './UpdatePassword';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  changePassword: jest.fn(),
}));
const changePasswordMock = jest.mocked(changePassword);

beforeEach(() => {
  jest.useFakeTimers();
  changePasswordMock.mockReset();
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

const button = () => screen.getByRole('button', { name: 'Update Password' });

async function fill(user: ReturnType<typeof setupUser>) {
  await user.type(screen.getByLabelText('Current Password'), 'old-secret');
  await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
  await user.type(screen.getByLabelText('Confirm Password'), 'new-secret-1');
}

describe('Update Password', () => {
  it('validates on change with SPEC messages', async () => {
    const user = setupUser();
    renderWithSession(<UpdatePassword />);
    expect(screen.getByRole('heading', { level: 1, name: 'Update Password' })).toBeVisible();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await settle();
    expect(screen.getByText('Minimum 8 characters')).toBeVisible();
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await settle();
    expect(screen.getByText('Password not match')).toBeVisible();
    await user.type(screen.getByLabelText('Current Password'), 'x');
    await user.clear(screen.getByLabelText('Current Password'));
    await settle();
    expect(screen.getByText('Password required')).toBeVisible();
  });

  it('has a show/hide toggle on each of its three fields', async () => {
    const user = setupUser();
    renderWithSession(<UpdatePassword />);
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'password');
      await user.click(screen.getByRole('button', { name: `Show ${label.toLowerCase()}` }));
      expect(input).toHaveAttribute('type', 'text');
      await user.click(screen.getByRole('button', { name: `Hide ${label.toLowerCase()}` }));
      expect(input).toHaveAttribute('type', 'password');
    }
  });

  it("sends the three fields, shows the server's message after about 2.1 s and resets the form", async () => {
    changePasswordMock.mockResolvedValue('Password changed successfully.');
    const user = setupUser();
    renderWithSession(<UpdatePassword />);
    await fill(user);
    await user.click(button());
    await settle();
    expect(changePasswordMock).toHaveBeenCalledWith({
      current_password: 'old-secret',
      password: 'new-secret-1',
      password_confirm: 'new-secret-1',
    });
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully.');
    await user.click(screen.getByRole('button', { name: 'Change it again' }));
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it("shows the server's errors.message in the Error! box about 1 s after the answer", async () => {
    changePasswordMock.mockRejectedValue(
      new ApiError('The current password is wrong.', { status: 422, code: 'VALIDATION_FAILED' }),
    );
    const user = setupUser();
    renderWithSession(<UpdatePassword />);
    await fill(user);
    await user.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Error!');
    expect(screen.getByRole('alert')).toHaveTextContent('The current password is wrong.');
  });
});
