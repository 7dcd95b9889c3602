import { act, screen, within } from '@testing-library/react';
import { fetchDepositHistory } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { DepositRecord, Paged } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import { settle, useFakeClock } from '../../test/clock';
import { renderPage, setupUser } from '../../test/render-page';
import { deliverUserEvent } from '@sportsbook/shared/testing';
import { DepositHistoryPage } from './DepositHistoryPage';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchDepositHistory: jest.fn(),
}));

const historyMock = jest.mocked(fetchDepositHistory);

jest.mock('@sportsbook/shared/realtime', () => ({
  ...jest.requireActual<object>('@sportsbook/shared/realtime'),
  ...jest.requireActual<object>('@sportsbook/shared/testing'),
}));

// Built from local components so the expectations hold in any time zone.
const AFTERNOON = new Date(2026, 10, 22, 14, 5).toISOString();

function record(overrides: Partial<DepositRecord> = {}): DepositRecord {
  return {
    id: 1,
    date: AFTERNOON,
    updated_at: AFTERNOON,
    coin_number: 500,
    method: 'BKASH',
    phone_to: '01711111111',
    phone_from: '01800000000',
    status: 'pending',
    ...overrides,
  };
}

function page(rows: DepositRecord[], currentPage = 1, lastPage = 1): Paged<DepositRecord> {
  return {
    data: rows,
    current_page: currentPage,
    last_page: lastPage,
    per_page: 10,
    total: rows.length,
  };
}

beforeEach(() => {
  useFakeClock();
  historyMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the deposit history page', () => {
  it('shows a table with the date as DD/MM/YYYY hh:mm A and each status as given', async () => {
    historyMock.mockResolvedValue(
      page([
        record(),
        record({
          id: 2,
          status: 'approved',
          method: 'Skrill',
          phone_to: null,
          phone_from: null,
          coin_number: 1200.5,
        }),
        record({ id: 3, status: 'on hold' }),
      ]),
    );
    await renderPage(DepositHistoryPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit History' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deposits' });
    // A table wider than its column scrolls, so its region takes keyboard focus.
    expect(screen.getByRole('region', { name: 'Deposits' })).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Amount/Coins', 'Method', 'To Number', 'From Number', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['22/11/2026 02:05 PM', '500.00', 'BKASH', '01711111111', '01800000000', 'pending']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['22/11/2026 02:05 PM', '1200.50', 'Skrill', '-', '-', 'approved']);
    expect(within(rows[2]!).getByText('on hold')).toHaveClass('sb-wallet-status--other');
    expect(within(rows[1]!).getByText('approved')).toHaveClass('sb-wallet-status--good');
    expect(historyMock).toHaveBeenCalledWith(1, expect.any(AbortSignal));
  });

  it('shows a loading state, then "No Deposit is Available" when there are none', async () => {
    let answer: (body: Paged<DepositRecord>) => void = () => undefined;
    historyMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderPage(DepositHistoryPage);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => answer(page([])));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByText('No Deposit is Available')).toBeInTheDocument();
  });

  it('ends loading with the empty text when the list cannot be loaded, and can retry', async () => {
    const user = setupUser();
    historyMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(page([record()]));
    await renderPage(DepositHistoryPage);
    expect(screen.getByText('No Deposit is Available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByText('01711111111')).toBeInTheDocument();
  });

  it('loads another page on a page change and scrolls to the top', async () => {
    const user = setupUser();
    const scrollTo = jest.spyOn(window, 'scrollTo');
    historyMock
      .mockResolvedValueOnce(page([record()], 1, 3))
      .mockResolvedValueOnce(page([record({ id: 9, phone_from: '01899999999' })], 2, 3));
    await renderPage(DepositHistoryPage);
    const pages = screen.getByRole('navigation', { name: 'Deposits pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await settle();
    expect(historyMock).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByText('01899999999')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Deposits pages' })).getByRole('button', {
        name: '2',
      }),
    ).toHaveAttribute('aria-current', 'page');
    scrollTo.mockRestore();
  });

  it('reloads the shown page when the balance changes', async () => {
    historyMock
      .mockResolvedValueOnce(page([record()]))
      .mockResolvedValueOnce(page([record({ status: 'approved' })]));
    await renderPage(DepositHistoryPage);
    act(() => publish('coins:changed', { reason: 'deposit-approved' }));
    await settle();
    expect(historyMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('approved')).toBeInTheDocument();
  });

  it("shows an operator's decision on a deposit at once, a rejection too (no coins moved)", async () => {
    historyMock.mockResolvedValue(page([record({ id: 1 }), record({ id: 2 })]));
    await renderPage(DepositHistoryPage);
    act(() =>
      deliverUserEvent('DepositUpdated', { deposit: record({ id: 2, status: 'rejected' }) }),
    );
    const rows = within(screen.getByRole('table', { name: 'Deposits' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('pending');
    expect(rows[2]).toHaveTextContent('rejected');
    expect(historyMock).toHaveBeenCalledTimes(1);
  });
});
