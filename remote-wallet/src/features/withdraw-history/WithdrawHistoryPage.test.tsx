import { act, screen, within } from '@testing-library/react';
import { fetchWithdrawHistory } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { WithdrawRecord } from '@sportsbook/shared/contracts';
import { renderPage } from '../../test/render-page';
import { deliverUserEvent } from '../../test/user-events';
import { WithdrawHistoryPage } from './WithdrawHistoryPage';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchWithdrawHistory: jest.fn(),
}));

const historyMock = jest.mocked(fetchWithdrawHistory);

jest.mock('@sportsbook/shared/realtime', () => ({
  ...jest.requireActual<object>('@sportsbook/shared/realtime'),
  ...jest.requireActual<object>('../../test/user-events'),
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

beforeEach(() => historyMock.mockReset());

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
