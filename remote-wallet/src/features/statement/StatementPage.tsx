import { fetchStatement } from '@sportsbook/shared/api';
import type { StatementRow } from '@sportsbook/shared/contracts';
import { formatAmount, formatHistoryDateTime } from '@sportsbook/shared/format';
import {
  LIST_COLUMN_WIDTHS_PX,
  ListDateTime,
  PagedList,
  usePagedList,
  type ListColumn,
} from '@sportsbook/shared/ui';
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

/** Longer than any word a purpose is made of ("Withdrawal"), so only a name can be this long. */
const LONGEST_WORD_CHARS = 12;

/**
 * A purpose as the server words it. Its words never break ("Withdrawal held", not "Withdrawa l
 * held"); a name longer than any word (a username of up to 30 characters in "Transfer to ...")
 * may break where it must, so the column stays as narrow as its words.
 */
export function Purpose({ text }: { text: string }) {
  return (
    <span className="sb-wallet-purpose">
      {text.split(/(\s+)/).map((part, index) =>
        part.length > LONGEST_WORD_CHARS ? (
          <span key={index} className="sb-wallet-purpose__name">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

const COLUMNS: ListColumn<StatementRow>[] = [
  {
    header: 'Date and Time',
    cell: (row) => <ListDateTime text={formatHistoryDateTime(row.date)} />,
    minWidth: LIST_COLUMN_WIDTHS_PX.dateTime,
  },
  { header: 'Purpose', cell: (row) => <Purpose text={row.reference} />, minWidth: 120 },
  {
    header: 'Debit (OUT)',
    cell: (row) => movement(row.debit, 'sb-wallet-debit'),
    minWidth: LIST_COLUMN_WIDTHS_PX.amount,
  },
  {
    header: 'Credit (IN)',
    cell: (row) => movement(row.credit, 'sb-wallet-credit'),
    minWidth: LIST_COLUMN_WIDTHS_PX.amount,
  },
  {
    header: 'Current Balance',
    cell: (row) => <span className="sb-wallet-num">{formatAmount(row.current_balance)}</span>,
    minWidth: LIST_COLUMN_WIDTHS_PX.amount,
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
