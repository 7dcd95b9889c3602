import { act, screen } from '@testing-library/react';
import { ApiError, postCoinTransfer } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { settle, useFakeClock } from '../../test/clock';
import { renderPage, setupUser, typeAndClear, type User } from '../../test/render-page';
import { CoinTransferPage } from './CoinTransferPage';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  postCoinTransfer: jest.fn(),
}));

const transferMock = jest.mocked(postCoinTransfer);

async function fill(user: User) {
  await user.type(screen.getByLabelText('Username'), 'bob');
  await user.type(screen.getByLabelText('Number of Coins'), '25');
  await user.type(screen.getByLabelText('Current Password'), 'secret123');
}

beforeEach(() => {
  useFakeClock();
  transferMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the coin transfer page', () => {
  it('is titled Coin Transfer with username, number of coins and current password', async () => {
    await renderPage(CoinTransferPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Coin Transfer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Number of Coins')).toHaveValue('');
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['Username', '', 'Username required'],
    ['Number of Coins', '', 'Coin required'],
    ['Number of Coins', '0', 'Coin must be greater than 0'],
    ['Current Password', '', 'Password required'],
  ])('validates %s on change: %j gives "%s"', async (label, typed, message) => {
    const user = setupUser();
    await renderPage(CoinTransferPage);
    const field = screen.getByLabelText(label);
    await typeAndClear(user, field, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing while the form breaks a rule', async () => {
    const user = setupUser();
    await renderPage(CoinTransferPage);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await settle();
    expect(screen.getByText('Username required')).toBeInTheDocument();
    expect(transferMock).not.toHaveBeenCalled();
  });

  it('transfers, keeps the overlay about 2.1 s, then shows the default message and sends coins:changed', async () => {
    const user = setupUser();
    transferMock.mockResolvedValue(undefined);
    const { coinsChanged } = await renderPage(CoinTransferPage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await settle();

    expect(transferMock).toHaveBeenCalledWith(
      { username: 'bob', transferring_coin_number: '25', password: 'secret123' },
      expect.any(String),
    );
    expect(coinsChanged).toEqual(['transfer']);
    expect(screen.getByTestId('form-overlay')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2099));
    expect(screen.queryByText('Your request has been created.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Your request has been created.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make another transfer' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it("shows the server's message on success", async () => {
    const user = setupUser();
    transferMock.mockResolvedValue('25.00 coins sent to bob.');
    await renderPage(CoinTransferPage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await settle();
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByText('25.00 coins sent to bob.')).toBeInTheDocument();
  });

  it('shows errors.message in the red Error! box after about 1 s and scrolls to the top', async () => {
    const user = setupUser();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    transferMock.mockRejectedValue(
      new ApiError('User not found.', {
        status: 422,
        code: 'VALIDATION_FAILED',
        fieldErrors: { username: 'User not found.' },
      }),
    );
    const { coinsChanged } = await renderPage(CoinTransferPage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await settle();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('User not found.');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(coinsChanged).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    scrollTo.mockRestore();
  });

  it('retries an unanswered transfer with the same idempotency key, a refused one with a new key', async () => {
    const user = setupUser();
    transferMock
      .mockRejectedValueOnce(
        new ApiError('Could not reach the server.', { status: null, code: 'NETWORK' }),
      )
      .mockRejectedValueOnce(
        new ApiError('Insufficient balance.', { status: 422, code: 'INSUFFICIENT_BALANCE' }),
      )
      .mockResolvedValueOnce(undefined);
    await renderPage(CoinTransferPage);
    await fill(user);
    const button = screen.getByRole('button', { name: 'Transfer' });
    for (let press = 0; press < 3; press += 1) {
      await user.click(button);
      await settle();
      act(() => jest.advanceTimersByTime(2100));
    }
    const keys = transferMock.mock.calls.map(([, key]) => key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
