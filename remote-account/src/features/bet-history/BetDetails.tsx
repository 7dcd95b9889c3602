import {
  isOpenBet,
  type BetHistoryItem,
  type BetLegResult,
  type BetSlipStatus,
  type PlacedBetLeg,
} from '@sportsbook/shared/contracts';
import { formatAmount, formatOdds } from '@sportsbook/shared/format';
import { CashOut } from './CashOut';

/**
 * The bet statuses, and a multiple's legs' results, in the words a bettor reads (SPEC-READINGS
 * "Lists and dates").
 */
export const BET_STATUS_WORDS: Record<BetSlipStatus | BetLegResult, string> = {
  pending: 'Pending',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
};

/** The id of a bet's details, which its disclosure button controls. */
export function betDetailsId(bet: Pick<BetHistoryItem, 'id'>): string {
  return `sb-bet-details-${bet.id}`;
}

/** A bet cashed out in full: nothing rides any more. */
export function cashedOutInFull(bet: BetHistoryItem): boolean {
  return bet.remaining_stake === 0 && (bet.cashed_out ?? 0) > 0;
}

/**
 * The selections of a bet: a multiple's legs (each with its match and, from an API that sends it,
 * its tournament), or a single's one selection from its row.
 */
function legsOf(bet: BetHistoryItem): PlacedBetLeg[] {
  if (bet.legs && bet.legs.length > 0) return bet.legs;
  return [
    {
      bet_event_id: 0,
      title: bet.bet_event.bet_event_title,
      match_title: bet.match_title,
      tournament: bet.tournament,
      odds: bet.bet_rate,
      result: bet.status,
    },
  ];
}

/**
 * A bet's details (issue 32): its reference, its selections with their odds and results, the
 * stake, what it returns (actual once settled, potential while open), what cash-outs paid so far,
 * and, while it is open, its cash-out. Every field the API adds is optional: an older API's row
 * shows what it has.
 */
export function BetDetails({
  bet,
  onBetChanged,
}: {
  bet: BetHistoryItem;
  onBetChanged: (bet: BetHistoryItem) => void;
}) {
  const open = isOpenBet(bet);
  const headingId = `${betDetailsId(bet)}-title`;
  const partlyCashedOut =
    bet.remaining_stake !== undefined &&
    bet.remaining_stake > 0 &&
    bet.remaining_stake < bet.bet_amount;
  return (
    <div className="sb-bet-details" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="sb-bet-details__heading">
        Bet details: {bet.match_title}
      </h2>
      <dl className="sb-bet-details__facts">
        {bet.reference && (
          <div>
            <dt>Reference</dt>
            <dd className="sb-account-num">{bet.reference}</dd>
          </div>
        )}
        {bet.kind && (
          <div>
            <dt>Type</dt>
            <dd>
              {bet.kind === 'multiple' ? `Multiple (${legsOf(bet).length} selections)` : 'Single'}
            </dd>
          </div>
        )}
        <div>
          <dt>Stake</dt>
          <dd className="sb-account-num">{formatAmount(bet.bet_amount)}</dd>
        </div>
        {partlyCashedOut && (
          <div>
            <dt>Stake still riding</dt>
            <dd className="sb-account-num">{formatAmount(bet.remaining_stake ?? 0)}</dd>
          </div>
        )}
        <div>
          {/* A multiple's odds are its legs' product (issue 32); a single's are SPEC's Odds. */}
          <dt>{bet.kind === 'multiple' ? 'Combined odds' : 'Odds'}</dt>
          <dd className="sb-account-num">{formatOdds(bet.bet_rate)}</dd>
        </div>
        {bet.returns !== undefined && (
          <div>
            <dt>{open ? 'Potential returns' : 'Returns'}</dt>
            <dd className="sb-account-num">{formatAmount(bet.returns)}</dd>
          </div>
        )}
        {bet.cashed_out !== undefined && (
          <div>
            <dt>Cashed out so far</dt>
            <dd className="sb-account-num">
              {bet.cashed_out > 0 ? formatAmount(bet.cashed_out) : 'None'}
              {cashedOutInFull(bet) && ' (cashed out in full)'}
            </dd>
          </div>
        )}
      </dl>
      <h3 className="sb-bet-details__subheading">Selections</h3>
      <ul className="sb-bet-details__legs">
        {legsOf(bet).map((leg, index) => (
          <li key={`${leg.bet_event_id}-${index}`} className="sb-bet-details__leg">
            <span className="sb-bet-details__leg-name">
              {leg.match_title && (
                <span className="sb-bet-details__leg-match">{leg.match_title}</span>
              )}
              {leg.tournament && (
                <span className="sb-bet-details__leg-match">{leg.tournament}</span>
              )}
              <span>{leg.title}</span>
            </span>
            <span className="sb-account-num">{formatOdds(leg.odds)}</span>
            <span className={`sb-account-status sb-account-status--${leg.result}`}>
              {BET_STATUS_WORDS[leg.result] ?? leg.result}
            </span>
          </li>
        ))}
      </ul>
      {open && <CashOut bet={bet} onBetChanged={onBetChanged} />}
    </div>
  );
}
