import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, requestPasswordReset } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { settle, useFakeClock } from '../../test/clock';
import { renderAppSettled } from '../../test/render-app';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  requestPasswordReset: jest.fn(),
}));

const resetMock = jest.mocked(requestPasswordReset);

function page() {
  return within(screen.getByRole('region', { name: 'Forgot Password' }));
}

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

beforeEach(() => {
  useFakeClock();
  document.cookie = 'homemodal=1; path=/';
  resetMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the forgot-password page', () => {
  it('asks for a username or email before sending anything', async () => {
    const user = setup();
    await renderAppSettled('/forgot-password');
    await user.click(page().getByRole('button', { name: 'Send Request' }));
    await settle();
    expect(page().getByLabelText('Username or Email')).toHaveAccessibleDescription(
      'Username or email required',
    );
    expect(resetMock).not.toHaveBeenCalled();
  });

  it("records the request and shows the server's message in place of the form after the overlay's 2.1 s", async () => {
    const user = setup();
    resetMock.mockResolvedValue('If the account exists, your request has been recorded.');
    await renderAppSettled('/forgot-password');
    await user.type(page().getByLabelText('Username or Email'), ' demo@example.com ');
    await user.click(page().getByRole('button', { name: 'Send Request' }));
    await settle();

    expect(resetMock).toHaveBeenCalledWith('demo@example.com');
    act(() => jest.advanceTimersByTime(2099));
    expect(page().getByRole('button', { name: /Send Request$/ })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(page().getByRole('status')).toHaveTextContent(
      'If the account exists, your request has been recorded.',
    );
    expect(page().queryByLabelText('Username or Email')).not.toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows a failure in the red Error! box about 1 s later and keeps the form', async () => {
    const user = setup();
    resetMock.mockRejectedValue(
      new ApiError('Too many requests. Please try again later.', {
        status: 429,
        code: 'RATE_LIMITED',
      }),
    );
    await renderAppSettled('/forgot-password');
    await user.type(page().getByLabelText('Username or Email'), 'demo');
    await user.click(page().getByRole('button', { name: 'Send Request' }));
    await settle();

    act(() => jest.advanceTimersByTime(999));
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const alert = page().getByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Too many requests. Please try again later.');
    expect(page().getByLabelText('Username or Email')).toHaveValue('demo');
  });
});
