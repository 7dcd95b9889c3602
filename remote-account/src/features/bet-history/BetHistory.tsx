import { useCallback, useMemo, useState } from 'react';
import {
  REALTIME_EVENTS,
  BET_HISTORY_FILTERS,
  betHistoryFilterMatches,
} from '@sportsbook/shared/contracts';
import { mergeRowsById, useUserRowUpdates } from '@sportsbook/shared/realtime';
import { useSessionSelector } from '@sportsbook/shared/session';
import { fetchBetHistory } from '@sportsbook/shared/api';
import type { BetHistoryFilter, BetHistoryItem } from '@sportsbook/shared/contracts';
import { formatAmount, formatHistoryDateTime, formatOdds } from '@sportsbook/shared/format';
import {
  LIST_COLUMN_WIDTHS_PX as WIDTHS,
  ListDateTime,
  PagedList,
  usePagedList,
  type ListColumn,
  type PagedListControl,
} from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';
import { BET_STATUS_WORDS, BetDetails, betDetailsId, cashedOutInFull } from './BetDetails';
import './bet-history.css';

export { BET_STATUS_WORDS };

export const NO_BET_TEXT = 'No bet is Available';

/** The status of a bet cashed out in full (issue 32). */
export const CASHED_OUT_WORD = 'Cashed out';

/** The filters' words (issue 32). */
export const FILTER_WORDS: Record<BetHistoryFilter, string> = {
  all: 'All',
  open: 'Open',
  settled: 'Settled',
};

/** The width of a reference such as "B-000042", never wrapped. */
const REFERENCE_WIDTH_PX = 80;

/**
 * SPEC's eight columns, exactly, and, where the list's container has room for them as a table
 * (`wideOnly`), the bet's reference and returns; elsewhere those are in the bet's details. The
 * match is the button that opens the details (a disclosure: `aria-expanded`), so a card keeps its
 * one title and a row its eight cells.
 */
function betColumns(
  isOpen: (bet: BetHistoryItem) => boolean,
  toggle: (bet: BetHistoryItem) => void,
  wide: { reference: boolean; returns: boolean },
): ListColumn<BetHistoryItem>[] {
  const columns: ListColumn<BetHistoryItem>[] = [
    {
      header: 'Date',
      cell: (bet) => <ListDateTime text={formatHistoryDateTime(bet.bet_placed_at)} />,
      minWidth: WIDTHS.dateTime,
    },
    { header: 'Tournament', cell: (bet) => bet.tournament, minWidth: 100 },
    // The match heads each card, once (not again as a label and value), and opens the details.
    {
      header: 'Match',
      cell: (bet) => (
        <button
          type="button"
          className="sb-bet-history__toggle"
          aria-expanded={isOpen(bet)}
          aria-controls={isOpen(bet) ? betDetailsId(bet) : undefined}
          onClick={() => toggle(bet)}
        >
          {bet.match_title}
          <svg
            className="sb-bet-history__chevron"
            viewBox="0 0 12 12"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      ),
      minWidth: 100,
      cardTitle: true,
    },
    { header: 'Bet', cell: (bet) => bet.bet_title, minWidth: 80 },
    { header: 'Selection', cell: (bet) => bet.bet_event.bet_event_title, minWidth: 90 },
    { header: 'Odds', cell: (bet) => formatOdds(bet.bet_rate), minWidth: 48 },
    {
      header: 'Stake',
      cell: (bet) => <span className="sb-account-num">{formatAmount(bet.bet_amount)}</span>,
      minWidth: WIDTHS.amount,
    },
    {
      header: 'Status',
      minWidth: WIDTHS.status,
      // A bet cashed out in full keeps the market's status on the wire (pending, then its
      // result); what the bettor reads is that it was cashed out.
      cell: (bet) =>
        cashedOutInFull(bet) ? (
          <span className="sb-account-status sb-account-status--cashed-out">{CASHED_OUT_WORD}</span>
        ) : (
          <span className={`sb-account-status sb-account-status--${bet.status}`}>
            {BET_STATUS_WORDS[bet.status] ?? bet.status}
          </span>
        ),
    },
  ];
  if (wide.returns) {
    columns.push({
      header: 'Returns',
      cell: (bet) =>
        bet.returns === undefined ? (
          ''
        ) : (
          <span className="sb-account-num">{formatAmount(bet.returns)}</span>
        ),
      minWidth: WIDTHS.amount,
      wideOnly: true,
    });
  }
  if (wide.reference) {
    columns.push({
      header: 'Reference',
      cell: (bet) => <span className="sb-account-num">{bet.reference ?? ''}</span>,
      minWidth: REFERENCE_WIDTH_PX,
      wideOnly: true,
    });
  }
  return columns;
}

/**
 * Bet History (SPEC section 2): the signed-in user's bets, newest first, paginated; filtered to
 * all, open or settled bets (issue 32); each bet's details open under it, with its cash-out while
 * it is open. Rows follow the bettor's private channel live: `BetsSettled` (a settlement) and
 * `BetUpdated` (a cash-out, a settlement, with the cash-out fields).
 */
export function BetHistory() {
  const [filter, setFilter] = useState<BetHistoryFilter>('all');
  // SPEC's call for all bets, exactly; an older API ignores the filter (the rows are filtered below).
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      filter === 'all' ? fetchBetHistory(page, signal) : fetchBetHistory(page, signal, filter),
    [filter],
  );
  const paged = usePagedList(load);
  const userId = useSessionSelector((state) => state.auth.user?.id ?? null);
  // A settled bet's row shows its new status at once (BetsSettled on the private channel).
  useUserRowUpdates(userId, REALTIME_EVENTS.betsSettled, ({ bets }) => bets, paged.updateRows);
  // A cashed-out or settled bet's row, with its cash-out fields (BetUpdated, shared 2.12.0).
  useUserRowUpdates(
    userId,
    REALTIME_EVENTS.betUpdated,
    ({ bet }) => (bet ? [bet] : undefined),
    paged.updateRows,
  );

  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((bet: BetHistoryItem) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(bet.id)) next.add(bet.id);
      return next;
    });
  }, []);
  const { updateRows, goToPage } = paged;
  const onBetChanged = useCallback(
    (bet: BetHistoryItem) => updateRows((rows) => mergeRowsById(rows, [bet])),
    [updateRows],
  );

  const rows = paged.list.state === 'loaded' ? paged.list.rows : [];
  const wide = {
    reference: rows.some((bet) => bet.reference !== undefined),
    returns: rows.some((bet) => bet.returns !== undefined),
  };
  const columns = useMemo(
    () => betColumns((bet) => openIds.has(bet.id), toggle, wide),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `wide` is rebuilt every render
    [openIds, toggle, wide.reference, wide.returns],
  );

  // The rows of the filter: what the API answered, less what a live update moved out of it. A bet
  // whose details are open stays until they close, so a cash-out does not pull it from under you.
  const shown: PagedListControl<BetHistoryItem> = useMemo(() => {
    if (paged.list.state !== 'loaded') return paged;
    const kept = paged.list.rows.filter(
      (bet) => betHistoryFilterMatches(bet, filter) || openIds.has(bet.id),
    );
    return { ...paged, list: { ...paged.list, rows: kept } };
  }, [paged, filter, openIds]);

  const choose = (next: BetHistoryFilter): void => {
    if (next === filter) return;
    setFilter(next);
    setOpenIds(new Set());
    goToPage(1);
  };

  return (
    <AccountPage title="Bet History">
      <div className="sb-bet-history__filters" role="group" aria-label="Show bets">
        {BET_HISTORY_FILTERS.map((each) => (
          <button
            key={each}
            type="button"
            className="sb-bet-history__filter"
            aria-pressed={filter === each}
            onClick={() => choose(each)}
          >
            {FILTER_WORDS[each]}
          </button>
        ))}
      </div>
      <PagedList
        paged={shown}
        columns={columns}
        rowKey={(bet) => bet.id}
        label="Bets"
        loadingLabel="Loading bets"
        emptyText={NO_BET_TEXT}
        rowDetails={(bet) =>
          openIds.has(bet.id) ? <BetDetails bet={bet} onBetChanged={onBetChanged} /> : null
        }
        detailsId={betDetailsId}
      />
    </AccountPage>
  );
}
