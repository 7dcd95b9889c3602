import { fetchBetHistory } from '@sportsbook/shared/api';
import type { BetHistoryItem, BetSlipStatus } from '@sportsbook/shared/contracts';
import { formatAmount, formatHistoryDateTime, formatOdds } from '@sportsbook/shared/format';
import { AccountPage } from '../../common/AccountPage';
import { ResponsiveList, type ListColumn } from '../../common/ResponsiveList';
import { usePagedList } from '../../common/use-paged-list';

export const NO_BET_TEXT = 'No bet is Available';

/** The bet statuses in the words a bettor reads (SPEC-READINGS "Lists and dates"). */
export const BET_STATUS_WORDS: Record<BetSlipStatus, string> = {
  pending: 'Pending',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
};

const COLUMNS: readonly ListColumn<BetHistoryItem>[] = [
  { key: 'date', header: 'Date', render: (bet) => formatHistoryDateTime(bet.bet_placed_at) },
  { key: 'tournament', header: 'Tournament', render: (bet) => bet.tournament },
  { key: 'match', header: 'Match', render: (bet) => bet.match_title },
  { key: 'bet', header: 'Bet', render: (bet) => bet.bet_title },
  { key: 'event', header: 'Selection', render: (bet) => bet.bet_event.bet_event_title },
  { key: 'rate', header: 'Odds', render: (bet) => formatOdds(bet.bet_rate) },
  { key: 'amount', header: 'Stake', render: (bet) => formatAmount(bet.bet_amount) },
  {
    key: 'status',
    header: 'Status',
    render: (bet) => (
      <span className={`sb-account-status sb-account-status--${bet.status}`}>
        {BET_STATUS_WORDS[bet.status] ?? bet.status}
      </span>
    ),
  },
];

const load = (page: number, signal: AbortSignal) => fetchBetHistory(page, signal);

/** Bet History (SPEC section 2): the signed-in user's bets, newest first, paginated. */
export function BetHistory() {
  const { list, goToPage } = usePagedList(load);
  return (
    <AccountPage title="Bet History">
      <ResponsiveList
        list={list}
        columns={COLUMNS}
        rowKey={(bet) => bet.id}
        caption="Bet history"
        emptyText={NO_BET_TEXT}
        onPageChange={goToPage}
        cardTitle={(bet) => bet.match_title}
      />
    </AccountPage>
  );
}
