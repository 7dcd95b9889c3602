import { act, screen } from '@testing-library/react';
import { fetchSiteSettings, postWithdraw } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { settle, useFakeClock } from '../../test/clock';
import { renderPage, setupUser, typeAndClear, type User } from '../../test/render-page';
import { WithdrawPage } from './WithdrawPage';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  // The coins summary above the page (common/CoinsSummary.test.tsx).
  fetchCoins: jest.fn(() => new Promise(() => undefined)),
  fetchSiteSettings: jest.fn(),
  postWithdraw: jest.fn(),
}));

const settingsMock = jest.mocked(fetchSiteSettings);
const withdrawMock = jest.mocked(postWithdraw);

async function fill(user: User) {
  await user.type(screen.getByLabelText('Amount'), '600');
  await user.type(screen.getByLabelText('Account No'), '01800000000');
  await user.type(screen.getByLabelText('Current Password'), 'secret123');
}

beforeEach(() => {
  useFakeClock();
  settingsMock.mockReset().mockResolvedValue([
    { key: 'withdraw_min_limit', value: '700' },
    { key: 'withdraw_max_limit', value: '20000' },
  ]);
  withdrawMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the withdraw page', () => {
  it('shows the limits of the site settings and Reserve Coin: 10', async () => {
    await renderPage(WithdrawPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-limits')).toHaveTextContent(
      'Minimum withdraw: 700 coins. Maximum withdraw: 20000 coins.',
    );
    expect(screen.getByText('Reserve Coin: 10')).toBeInTheDocument();
  });

  it('shows the default limits 500 and 15000 when the settings do not say', async () => {
    settingsMock.mockResolvedValue([{ key: 'withdraw_min_limit', value: 'soon' }]);
    await renderPage(WithdrawPage);
    expect(screen.getByTestId('withdraw-limits')).toHaveTextContent(
      'Minimum withdraw: 500 coins. Maximum withdraw: 15000 coins.',
    );
  });

  it('offers USDT, BKASH and NAGAD, and Agent and Personal', async () => {
    await renderPage(WithdrawPage);
    expect(screen.getByLabelText('Payment Method')).toHaveDisplayValue('BKASH');
    expect(screen.getByRole('option', { name: 'USDT' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'NAGAD' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Agent' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Personal' })).toBeInTheDocument();
  });

  it.each([
    ['Amount', '', 'Amount required'],
    ['Amount', '0', 'Amount must be greater than 0'],
    ['Account No', '', 'Account required'],
    ['Account No', '0180000', 'Account number must be 11 digit'],
    ['Current Password', '', 'Password required'],
  ])('validates %s on change: %j gives "%s"', async (label, typed, message) => {
    const user = setupUser();
    await renderPage(WithdrawPage);
    await typeAndClear(user, screen.getByLabelText(label), typed);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('asks for the payment type of BKASH and NAGAD: "Select Payment Mathod"', async () => {
    const user = setupUser();
    await renderPage(WithdrawPage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await settle();
    expect(screen.getByText('Select Payment Mathod')).toBeInTheDocument();
    expect(withdrawMock).not.toHaveBeenCalled();
  });

  it('refuses USDT with "Payment not supported now!" under the method and as an error toast', async () => {
    const user = setupUser();
    const { store } = await renderPage(WithdrawPage);
    await fill(user);
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'USDT');
    await settle();
    expect(screen.getByText('Payment not supported now!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await settle();
    expect(store.getState().message).toMatchObject({
      type: 'error',
      title: 'Payment not supported now!',
    });
    expect(withdrawMock).not.toHaveBeenCalled();
  });

  it('withdraws, sends coins:changed and shows the default message when the server gives none', async () => {
    const user = setupUser();
    withdrawMock.mockResolvedValue(undefined);
    const { coinsChanged } = await renderPage(WithdrawPage);
    await fill(user);
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'NAGAD');
    await user.selectOptions(screen.getByLabelText('Payment Type'), 'Personal');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await settle();
    expect(withdrawMock).toHaveBeenCalledWith(
      {
        withdraw_amount: '600',
        phone_no: '01800000000',
        payment_method: 'NAGAD',
        payment_type: 'Personal',
        password: 'secret123',
      },
      expect.any(String),
    );
    expect(coinsChanged).toEqual(['withdraw']);
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByText('Your request has been created.')).toBeInTheDocument();
  });
});
