import type { ReactNode } from 'react';
import { BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import { formatAmount, formatOdds } from '@sportsbook/shared/format';
import { OddsValue } from './OddsValue';
import type { SlipState } from './slip-reducer';
import { StakeControl } from './StakeControl';
import { possibleWin, stakeRangeMessage } from './stake-rules';

/** Shown while the slip's market is locked; the odds come back when it opens again. */
export const MARKET_LOCKED_NOTICE =
  'This market is locked right now. Your bet stays here and can be placed when it opens again.';

interface SlipBetProps {
  state: SlipState & { bet: NonNullable<SlipState['bet']> };
  onRemove: () => void;
  onEnterStake: (raw: string) => void;
  onStepStake: (direction: 'down' | 'up') => void;
  /** The submit button, which belongs to the submit feature. */
  children?: ReactNode;
}

/** The active bet of SPEC section 2: what was picked, the stake, and what it may win. */
export function SlipBet({ state, onRemove, onEnterStake, onStepStake, children }: SlipBetProps) {
  const { bet, stake, stakeMessage, oddsTrend } = state;
  const market = bet.bets;
  const match = market.matches;
  const win = possibleWin(bet.bet_ratio, stake, market.cash_limit);
  const locked = market.bet_status !== BET_STATUS_OPEN;
  return (
    <div className="sb-slip-content">
      <article className="sb-slip-bet" aria-label="Bet on the slip">
        <div className="sb-slip-bet__head">
          <p className="sb-slip-bet__match">{match.match_title}</p>
          <button
            type="button"
            className="sb-slip-bet__remove"
            aria-label="Remove bet"
            title="Remove bet"
            onClick={onRemove}
          >
            ×
          </button>
        </div>
        <p className="sb-slip-bet__teams">
          <span>{match.first_team}</span>
          <span className="sb-slip-bet__vs">vs</span>
          <span>{match.second_team}</span>
        </p>
        <div className="sb-slip-bet__pick">
          <div className="sb-slip-bet__pick-text">
            <p className="sb-slip-bet__market">{market.bet_title}</p>
            <p className="sb-slip-bet__event">{bet.bet_event_title}</p>
          </div>
          <OddsValue odds={bet.bet_ratio} trend={oddsTrend} locked={locked} />
        </div>
      </article>

      <p className="sb-slip-range">{stakeRangeMessage(market.cash_limit)}</p>
      <StakeControl
        stake={stake}
        message={stakeMessage}
        onEnter={onEnterStake}
        onStep={onStepStake}
      />

      <dl className="sb-slip-totals">
        <div className="sb-slip-totals__row">
          <dt>Overall odds</dt>
          <dd>
            {locked ? (
              <OddsValue odds={bet.bet_ratio} trend={null} locked />
            ) : (
              formatOdds(bet.bet_ratio)
            )}
          </dd>
        </div>
        <div
          className={`sb-slip-totals__row sb-slip-totals__row--win${win === 0 ? ' sb-slip-totals__row--none' : ''}`}
        >
          <dt>Possible Win</dt>
          <dd>{formatAmount(win)}</dd>
        </div>
      </dl>
      {locked && (
        <p className="sb-slip-notice sb-slip-notice--warn" role="status">
          {MARKET_LOCKED_NOTICE}
        </p>
      )}
      {children}
    </div>
  );
}
