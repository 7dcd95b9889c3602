import { fetchBetHistory } from '@sportsbook/shared/api';
import type { BetHistoryItem, BetSlipStatus } from '@sportsbook/shared/contracts';
import { formatAmount, formatHistoryDateTime, formatOdds } from '@sportsbook/shared/format';
import { PagedList, usePagedList, type ListColumn } from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';

export const NO_BET_TEXT = 'No bet is Available';

/** The bet statuses in the words a bettor reads (SPEC-READINGS "Lists and dates"). */
export const BET_STATUS_WORDS: Record<BetSlipStatus, string> = {
  pending: 'Pending',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
};

const COLUMNS: readonly ListColumn<BetHistoryItem>[] = [
  { header: 'Date', cell: (bet) => formatHistoryDateTime(bet.bet_placed_at) },
  { header: 'Tournament', cell: (bet) => bet.tournament },
  { header: 'Match', cell: (bet) => bet.match_title },
  { header: 'Bet', cell: (bet) => bet.bet_title },
  { header: 'Selection', cell: (bet) => bet.bet_event.bet_event_title },
  { header: 'Odds', cell: (bet) => formatOdds(bet.bet_rate) },
  { header: 'Stake', cell: (bet) => formatAmount(bet.bet_amount) },
  {
    header: 'Status',
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
  return (
    <AccountPage title="Bet History">
      <PagedList
        paged={paged}
        columns={COLUMNS}
        rowKey={(bet) => bet.id}
        label="Bets"
        loadingLabel="Loading bets"
        emptyText={NO_BET_TEXT}
        cardTitle={(bet) => bet.match_title}
      />
    </AccountPage>
  );
}
