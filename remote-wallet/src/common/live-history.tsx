import type { Paged, UserEventName, UserEventPayloads } from '@sportsbook/shared/contracts';
import { formatAmount } from '@sportsbook/shared/format';
import { useUserRowUpdates } from '@sportsbook/shared/realtime';
import { useSessionSelector } from '@sportsbook/shared/session';
import {
  LIST_COLUMN_WIDTHS_PX as WIDTHS,
  ListDateTime,
  usePagedList,
  type ListColumn,
  type PagedListControl,
} from '@sportsbook/shared/ui';

/**
 * A history of the bettor's money requests, newest first: reloaded when the coins change, and a
 * row the server decides (the user event `event`, whose rows `rowsOf` picks) shows its new status
 * at once.
 */
export function useLiveHistory<Row extends { id: number }, E extends UserEventName>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<Row>>,
  event: E,
  rowsOf: (payload: UserEventPayloads[E]) => readonly (Partial<Row> & { id: number })[] | undefined,
): PagedListControl<Row> {
  const paged = usePagedList(fetchPage, { reloadOnCoinsChanged: true });
  const userId = useSessionSelector((state) => state.auth.user?.id ?? null);
  useUserRowUpdates(userId, event, rowsOf, paged.updateRows);
  return paged;
}

/** The Date column of a history: the date as the page's format words it. */
export function dateColumn<Row>(text: (row: Row) => string): ListColumn<Row> {
  return {
    header: 'Date',
    cell: (row) => <ListDateTime text={text(row)} />,
    minWidth: WIDTHS.dateTime,
  };
}

/** The Amount/Coins column of a history. */
export function amountColumn<Row>(amount: (row: Row) => number): ListColumn<Row> {
  return {
    header: 'Amount/Coins',
    cell: (row) => <span className="sb-wallet-num">{formatAmount(amount(row))}</span>,
    minWidth: WIDTHS.amount,
  };
}
