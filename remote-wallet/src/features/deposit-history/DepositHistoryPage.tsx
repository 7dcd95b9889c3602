import { REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import { fetchDepositHistory } from '@sportsbook/shared/api';
import type { DepositRecord } from '@sportsbook/shared/contracts';
import { formatDepositDate } from '@sportsbook/shared/format';
import { LIST_COLUMN_WIDTHS_PX as WIDTHS, PagedList, type ListColumn } from '@sportsbook/shared/ui';
import { StatusBadge } from '../../common/StatusBadge';
import { WalletPage } from '../../common/WalletPage';
import { amountColumn, dateColumn, useLiveHistory } from '../../common/live-history';

export const NO_DEPOSIT_TEXT = 'No Deposit is Available';

/** A number the record does not carry (a card deposit has no phone numbers). */
const NONE = '-';

const COLUMNS: ListColumn<DepositRecord>[] = [
  dateColumn((row) => formatDepositDate(row.date)),
  amountColumn((row) => row.coin_number),
  // The longest method is BKASH_AGENT.
  { header: 'Method', cell: (row) => row.method, minWidth: 96 },
  { header: 'To Number', cell: (row) => row.phone_to || NONE, minWidth: WIDTHS.phone },
  { header: 'From Number', cell: (row) => row.phone_from || NONE, minWidth: WIDTHS.phone },
  {
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} />,
    minWidth: WIDTHS.status,
  },
];

/**
 * /wallet/deposit-history (SPEC section 2): the bettor's deposit requests, newest first, with
 * the date as DD/MM/YYYY hh:mm A and the status as the server gives it.
 */
export function DepositHistoryPage() {
  // A decided deposit's row shows its status at once, a rejection too (DepositUpdated).
  const paged = useLiveHistory(
    fetchDepositHistory,
    REALTIME_EVENTS.depositUpdated,
    ({ deposit }) => (deposit ? [deposit] : undefined),
  );
  return (
    <WalletPage page="deposit-history">
      <PagedList
        paged={paged}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        emptyText={NO_DEPOSIT_TEXT}
        label="Deposits"
      />
    </WalletPage>
  );
}
