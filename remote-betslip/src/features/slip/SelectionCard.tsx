import type { BetEventDetails } from '@sportsbook/shared/contracts';
import { BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import { OddsValue } from './OddsValue';
import type { OddsTrend } from './slip-reducer';

interface SelectionCardProps {
  bet: BetEventDetails;
  oddsTrend: OddsTrend | null;
  /** The card's accessible name. */
  label: string;
  /** The remove button's accessible name. */
  removeLabel: string;
  onRemove: () => void;
  /**
   * On a slip of several (issue 32) the teams line is left out: the match title names them, and
   * twenty selections must fit a phone. SPEC's slip of one shows it.
   */
  compact?: boolean;
}

/** A bet on the slip as SPEC section 2 shows it: the match, the teams, the pick and its odds. */
export function SelectionCard({
  bet,
  oddsTrend,
  label,
  removeLabel,
  onRemove,
  compact = false,
}: SelectionCardProps) {
  const market = bet.bets;
  const match = market.matches;
  const locked = market.bet_status !== BET_STATUS_OPEN;
  return (
    <article className="sb-slip-bet" aria-label={label}>
      <div className="sb-slip-bet__head">
        <p className="sb-slip-bet__match">{match.match_title}</p>
        <button
          type="button"
          className="sb-slip-bet__remove"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      {!compact && (
        <p className="sb-slip-bet__teams">
          <span>{match.first_team}</span>
          <span className="sb-slip-bet__vs">vs</span>
          <span>{match.second_team}</span>
        </p>
      )}
      <div className="sb-slip-bet__pick">
        <div className="sb-slip-bet__pick-text">
          <p className="sb-slip-bet__market">{market.bet_title}</p>
          <p className="sb-slip-bet__event">{bet.bet_event_title}</p>
        </div>
        <OddsValue odds={bet.bet_ratio} trend={oddsTrend} locked={locked} />
      </div>
    </article>
  );
}
