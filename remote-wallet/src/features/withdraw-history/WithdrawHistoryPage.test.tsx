import { act, screen, within } from '@testing-library/react';
import { ApiError, fetchWithdrawHistory, postWithdrawCancel } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { WithdrawRecord } from '@sportsbook/shared/contracts';
import { settle, useFakeClock } from '../../test/clock';
import { renderPage, setupUser } from '../../test/render-page';
import { deliverUserEvent } from '@sportsbook/shared/testing';
import { WithdrawHistoryPage } from './WithdrawHistoryPage';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  // The coins summary above the page (common/CoinsSummary.test.tsx).
  fetchCoins: jest.fn(() => new Promise(() => undefined)),
  fetchWithdrawHistory: jest.fn(),
  postWithdrawCancel: jest.fn(),
}));

const historyMock = jest.mocked(fetchWithdrawHistory);
const cancelMock = jest.mocked(postWithdrawCancel);

jest.mock('@sportsbook/shared/realtime', () => ({
  ...jest.requireActual<object>('@sportsbook/shared/realtime'),
  ...jest.requireActual<object>('@sportsbook/shared/testing'),
}));

// Built from local components so the expectations hold in any time zone.
const MORNING = new Date(2026, 0, 3, 9, 7).toISOString();

function record(overrides: Partial<WithdrawRecord> = {}): WithdrawRecord {
  return {
    id: 42,
    date: MORNING,
    withdraw_amount: 600,
    method: 'Agent',
    payment_method: 'BKASH',
    phone_no: '01800000000',
    reference: 'WD-000042',
    status: 'paid',
    ...overrides,
  };
}

beforeEach(() => {
  historyMock.mockReset();
  cancelMock.mockReset();
});

describe('the withdraw history page', () => {
  it('shows the date as DD/MM/YYYY, h:mm a, the method with its type, the reference and the status', async () => {
    historyMock.mockResolvedValue({
      data: [record(), record({ id: 43, reference: 'WD-000043', status: 'rejected' })],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
    });
    await renderPage(WithdrawHistoryPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw History' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Withdrawals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Amount/Coins', 'Method', 'To Number', 'Reference', 'Status']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '03/01/2026, 9:07 am',
      '600.00',
      'BKASH (Agent)',
      '01800000000',
      'WD-000042',
      'paid',
    ]);
    expect(within(table).getByText('rejected')).toHaveClass('sb-wallet-status--bad');
  });

  it('says "No Withdraw is Available" when there are none', async () => {
    historyMock.mockResolvedValue({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
    });
    await renderPage(WithdrawHistoryPage);
    expect(screen.getByText('No Withdraw is Available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows an operator's decision on a withdrawal at once", async () => {
    historyMock.mockResolvedValue({
      data: [record({ status: 'pending' })],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 1,
    });
    await renderPage(WithdrawHistoryPage);
    act(() => deliverUserEvent('WithdrawalUpdated', { withdrawal: record({ status: 'paid' }) }));
    const row = within(screen.getByRole('table', { name: 'Withdrawals' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('paid');
    expect(row).not.toHaveTextContent('pending');
    expect(historyMock).toHaveBeenCalledTimes(1);
  });
});

describe('cancelling a pending withdrawal', () => {
  const pending = record({ id: 44, reference: 'WD-000044', status: 'pending' });
  const pageOf = (rows: WithdrawRecord[]) => ({
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: rows.length,
  });

  beforeEach(() => {
    useFakeClock();
    historyMock.mockResolvedValue(
      pageOf([
        pending,
        record(),
        record({ id: 43, reference: 'WD-000043', status: 'rejected' }),
        record({ id: 41, reference: 'WD-000041', status: 'cancelled' }),
      ]),
    );
  });

  afterEach(() => jest.useRealTimers());

  it('offers Cancel on pending rows only, and shows "cancelled" in its own colour', async () => {
    await renderPage(WithdrawHistoryPage);
    expect(screen.getAllByRole('button', { name: /^Cancel withdrawal/ })).toEqual([
      screen.getByRole('button', { name: 'Cancel withdrawal WD-000044' }),
    ]);
    const cancelled = within(screen.getByRole('table')).getByText('cancelled');
    expect(cancelled).toHaveClass('sb-wallet-status--cancelled');
    expect(cancelled.className).not.toMatch(/--(pending|good|bad|other)/);
  });

  it('asks first, from the keyboard; "Keep it" and Escape send nothing and return the focus', async () => {
    const user = setupUser();
    await renderPage(WithdrawHistoryPage);
    const cancel = screen.getByRole('button', { name: 'Cancel withdrawal WD-000044' });
    cancel.focus();
    await user.keyboard('{Enter}');
    await settle();
    const question = screen.getByRole('group', {
      name: 'Cancel withdrawal WD-000044 of 600.00 coins? The coins go back to your balance.',
    });
    expect(within(question).getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
    await user.tab();
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.keyboard('{Enter}');
    await settle();
    expect(screen.getByRole('group')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(cancelMock).not.toHaveBeenCalled();
  });

  it('cancels on confirmation: the server message, the balance and the list reloaded', async () => {
    const user = setupUser();
    cancelMock.mockResolvedValue('Your withdrawal has been cancelled.');
    const { coinsChanged } = await renderPage(WithdrawHistoryPage);
    expect(historyMock).toHaveBeenCalledTimes(1);
    historyMock.mockResolvedValue(pageOf([{ ...pending, status: 'cancelled' }]));
    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal WD-000044' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await settle();
    expect(cancelMock).toHaveBeenCalledTimes(1);
    expect(cancelMock).toHaveBeenCalledWith({ id: '44' }, expect.any(String));
    expect(screen.getByRole('status')).toHaveTextContent('Your withdrawal has been cancelled.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(coinsChanged).toEqual(['withdraw-cancel']);
    expect(historyMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /^Cancel withdrawal/ })).not.toBeInTheDocument();
  });

  it("says the server's refusal (decided meanwhile) and reloads the list", async () => {
    const user = setupUser();
    const refusal = 'This withdrawal is already paid; only a pending withdrawal can be cancelled.';
    cancelMock.mockRejectedValue(new ApiError(refusal, { status: 409, code: 'CONFLICT' }));
    const { coinsChanged } = await renderPage(WithdrawHistoryPage);
    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal WD-000044' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(coinsChanged).toEqual([]);
    expect(historyMock).toHaveBeenCalledTimes(2);
  });

  it('sends the same key again when the outcome of the first press is unknown', async () => {
    const user = setupUser();
    cancelMock.mockRejectedValueOnce(new Error('network down')).mockResolvedValue(undefined);
    await renderPage(WithdrawHistoryPage);
    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal WD-000044' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The withdrawal could not be cancelled. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal WD-000044' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await settle();
    expect(cancelMock).toHaveBeenCalledTimes(2);
    expect(cancelMock.mock.calls[1]![1]).toBe(cancelMock.mock.calls[0]![1]);
    expect(screen.getByRole('status')).toHaveTextContent('Your withdrawal has been cancelled.');
  });
});
