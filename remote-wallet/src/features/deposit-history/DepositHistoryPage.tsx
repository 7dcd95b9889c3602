import { fetchDepositHistory } from '@sportsbook/shared/api';
import type { DepositRecord } from '@sportsbook/shared/contracts';
import { formatAmount, formatDepositDate } from '@sportsbook/shared/format';
import { PagedList, usePagedList, type ListColumn } from '@sportsbook/shared/ui';
import { StatusBadge } from '../../common/StatusBadge';
import { WalletPage } from '../../common/WalletPage';

export const NO_DEPOSIT_TEXT = 'No Deposit is Available';

/** A number the record does not carry (a card deposit has no phone numbers). */
const NONE = '-';

const COLUMNS: ListColumn<DepositRecord>[] = [
  { header: 'Date', cell: (row) => formatDepositDate(row.date) },
  {
    header: 'Amount/Coins',
    cell: (row) => <span className="sb-wallet-num">{formatAmount(row.coin_number)}</span>,
  },
  { header: 'Method', cell: (row) => row.method },
  { header: 'To Number', cell: (row) => row.phone_to || NONE },
  { header: 'From Number', cell: (row) => row.phone_from || NONE },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

/**
 * /wallet/deposit-history (SPEC section 2): the bettor's deposit requests, newest first, with
 * the date as DD/MM/YYYY hh:mm A and the status as the server gives it.
 */
export function DepositHistoryPage() {
  const paged = usePagedList(fetchDepositHistory, { reloadOnCoinsChanged: true });
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
