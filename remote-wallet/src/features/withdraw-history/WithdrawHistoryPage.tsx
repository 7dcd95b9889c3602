import { REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import { useUserRowUpdates } from '@sportsbook/shared/realtime';
import { useSessionSelector } from '@sportsbook/shared/session';
import { fetchWithdrawHistory } from '@sportsbook/shared/api';
import type { WithdrawRecord } from '@sportsbook/shared/contracts';
import { formatAmount, formatWithdrawDate } from '@sportsbook/shared/format';
import {
  LIST_COLUMN_WIDTHS_PX as WIDTHS,
  ListDateTime,
  PagedList,
  usePagedList,
  type ListColumn,
} from '@sportsbook/shared/ui';
import { StatusBadge } from '../../common/StatusBadge';
import { WalletPage } from '../../common/WalletPage';

export const NO_WITHDRAW_TEXT = 'No Withdraw is Available';

/** The payment method with the payment type the bettor chose, e.g. "BKASH (Agent)". */
export function withdrawMethod(row: WithdrawRecord): string {
  return row.method ? `${row.payment_method} (${row.method})` : row.payment_method;
}

const COLUMNS: ListColumn<WithdrawRecord>[] = [
  {
    header: 'Date',
    cell: (row) => <ListDateTime text={formatWithdrawDate(row.date)} />,
    minWidth: WIDTHS.dateTime,
  },
  {
    header: 'Amount/Coins',
    cell: (row) => <span className="sb-wallet-num">{formatAmount(row.withdraw_amount)}</span>,
    minWidth: WIDTHS.amount,
  },
  // "BKASH (Personal)" wraps before the type.
  { header: 'Method', cell: withdrawMethod, minWidth: 80 },
  { header: 'To Number', cell: (row) => row.phone_no, minWidth: WIDTHS.phone },
  // WD-000123, never broken at its dash.
  {
    header: 'Reference',
    cell: (row) => <span className="sb-wallet-num">{row.reference}</span>,
    minWidth: 80,
  },
  {
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} />,
    minWidth: WIDTHS.status,
  },
];

/**
 * /wallet/withdraw-history (SPEC section 2): the bettor's withdrawals, newest first, with the
 * date as DD/MM/YYYY, h:mm a and the status as the server gives it.
 */
export function WithdrawHistoryPage() {
  const paged = usePagedList(fetchWithdrawHistory, { reloadOnCoinsChanged: true });
  const userId = useSessionSelector((state) => state.auth.user?.id ?? null);
  // A paid or rejected withdrawal's row shows its status at once (WithdrawalUpdated).
  useUserRowUpdates(
    userId,
    REALTIME_EVENTS.withdrawalUpdated,
    ({ withdrawal }) => (withdrawal ? [withdrawal] : undefined),
    paged.updateRows,
  );
  return (
    <WalletPage page="withdraw-history">
      <PagedList
        paged={paged}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        emptyText={NO_WITHDRAW_TEXT}
        label="Withdrawals"
      />
    </WalletPage>
  );
}
