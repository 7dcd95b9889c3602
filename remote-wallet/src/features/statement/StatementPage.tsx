import { fetchStatement } from '@sportsbook/shared/api';
import type { StatementRow } from '@sportsbook/shared/contracts';
import { formatAmount, formatHistoryDateTime } from '@sportsbook/shared/format';
import { PagedList, usePagedList, type ListColumn } from '@sportsbook/shared/ui';
import { WalletPage } from '../../common/WalletPage';

export const NO_STATEMENT_TEXT = 'No statement is Available';

/** A debit or credit: the amount, or a dash when the row moved nothing that way. */
function movement(amount: number, className: string) {
  return amount > 0 ? (
    <span className={`sb-wallet-num ${className}`}>{formatAmount(amount)}</span>
  ) : (
    <span className="sb-wallet-num">-</span>
  );
}

const COLUMNS: ListColumn<StatementRow>[] = [
  { header: 'Date and Time', cell: (row) => formatHistoryDateTime(row.date) },
  { header: 'Purpose', cell: (row) => <span className="sb-wallet-purpose">{row.reference}</span> },
  { header: 'Debit (OUT)', cell: (row) => movement(row.debit, 'sb-wallet-debit') },
  { header: 'Credit (IN)', cell: (row) => movement(row.credit, 'sb-wallet-credit') },
  {
    header: 'Current Balance',
    cell: (row) => <span className="sb-wallet-num">{formatAmount(row.current_balance)}</span>,
  },
];

/**
 * /wallet/statement (SPEC section 2): one row per movement of the bettor's coins, newest first,
 * read from the ledger by the server; the date and time as DD/MM/YYYY hh:mm A.
 */
export function StatementPage() {
  const paged = usePagedList(fetchStatement, { reloadOnCoinsChanged: true });
  return (
    <WalletPage page="statement">
      <PagedList
        paged={paged}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        emptyText={NO_STATEMENT_TEXT}
        label="Statement rows"
      />
    </WalletPage>
  );
}
