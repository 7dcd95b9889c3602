import { REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import { useUserRowUpdates } from '@sportsbook/shared/realtime';
import { useSessionSelector } from '@sportsbook/shared/session';
import { fetchBetHistory } from '@sportsbook/shared/api';
import type { BetHistoryItem, BetSlipStatus } from '@sportsbook/shared/contracts';
import { formatAmount, formatHistoryDateTime, formatOdds } from '@sportsbook/shared/format';
import {
  LIST_COLUMN_WIDTHS_PX as WIDTHS,
  ListDateTime,
  PagedList,
  usePagedList,
  type ListColumn,
} from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';

export const NO_BET_TEXT = 'No bet is Available';

/** The bet statuses in the words a bettor reads (SPEC-READINGS "Lists and dates"). */
export const BET_STATUS_WORDS: Record<BetSlipStatus, string> = {
  pending: 'Pending',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
};

// Names wrap between their words; each text column is as wide as its longest word.
const COLUMNS: readonly ListColumn<BetHistoryItem>[] = [
  {
    header: 'Date',
    cell: (bet) => <ListDateTime text={formatHistoryDateTime(bet.bet_placed_at)} />,
    minWidth: WIDTHS.dateTime,
  },
  { header: 'Tournament', cell: (bet) => bet.tournament, minWidth: 100 },
  // The match heads each card, once (not again as a label and value).
  { header: 'Match', cell: (bet) => bet.match_title, minWidth: 100, cardTitle: true },
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
    cell: (bet) => (
      <span className={`sb-account-status sb-account-status--${bet.status}`}>
        {BET_STATUS_WORDS[bet.status] ?? bet.status}
      </span>
    ),
  },
];

const load = (page: number, signal: AbortSignal) => fetchBetHistory(page, signal);

/** Bet History (SPEC section 2): the signed-in user's bets, newest first, paginated. */
export function BetHistory() {
  const paged = usePagedList(load);
  const userId = useSessionSelector((state) => state.auth.user?.id ?? null);
  // A settled bet's row shows its new status at once (BetsSettled on the private channel).
  useUserRowUpdates(userId, REALTIME_EVENTS.betsSettled, ({ bets }) => bets, paged.updateRows);
  return (
    <AccountPage title="Bet History">
      <PagedList
        paged={paged}
        columns={COLUMNS}
        rowKey={(bet) => bet.id}
        label="Bets"
        loadingLabel="Loading bets"
        emptyText={NO_BET_TEXT}
      />
    </AccountPage>
  );
}
