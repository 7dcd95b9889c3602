import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, requestPasswordReset } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { renderAppSettled } from '../../test/render-app';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  requestPasswordReset: jest.fn(),
}));

const resetMock = jest.mocked(requestPasswordReset);

function page() {
  return within(screen.getByRole('region', { name: 'Forgot Password' }));
}

beforeEach(() => {
  document.cookie = 'homemodal=1; path=/';
  resetMock.mockReset();
});

describe('the forgot-password page', () => {
  it('asks for a username or email before sending anything', async () => {
    const user = userEvent.setup();
    await renderAppSettled('/forgot-password');
    await user.click(page().getByRole('button', { name: 'Send Request' }));
    expect(page().getByText('Username or email required')).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it("records the request and shows the server's message in place of the form", async () => {
    const user = userEvent.setup();
    resetMock.mockResolvedValue('If the account exists, your request has been recorded.');
    await renderAppSettled('/forgot-password');
    await user.type(page().getByLabelText('Username or Email'), ' demo@example.com ');
    await user.click(page().getByRole('button', { name: 'Send Request' }));

    expect(await page().findByRole('status')).toHaveTextContent(
      'If the account exists, your request has been recorded.',
    );
    expect(resetMock).toHaveBeenCalledWith('demo@example.com');
    expect(page().queryByLabelText('Username or Email')).not.toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows a failure in the red Error! box and keeps the form', async () => {
    const user = userEvent.setup();
    resetMock.mockRejectedValue(
      new ApiError('Too many requests. Please try again later.', {
        status: 429,
        code: 'RATE_LIMITED',
      }),
    );
    await renderAppSettled('/forgot-password');
    await user.type(page().getByLabelText('Username or Email'), 'demo');
    await user.click(page().getByRole('button', { name: 'Send Request' }));

    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Too many requests. Please try again later.');
    expect(page().getByLabelText('Username or Email')).toHaveValue('demo');
  });
});
