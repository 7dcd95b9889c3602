import type { ReactNode } from 'react';
import { BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import { formatOdds } from '@sportsbook/shared/format';
import { OddsValue } from './OddsValue';
import { PossibleWin } from './PossibleWin';
import { SelectionCard } from './SelectionCard';
import type { SlipState } from './slip-reducer';
import { StakeControl } from './StakeControl';
import { possibleWin, stakeRangeMessage } from './stake-rules';

/** Shown while the slip's market is locked; the odds come back when it opens again. */
export const MARKET_LOCKED_NOTICE =
  'This market is locked right now. Your bet stays here and can be placed when it opens again.';

interface SlipBetProps {
  state: Pick<SlipState, 'stake' | 'stakeMessage' | 'oddsTrend'> & {
    bet: NonNullable<SlipState['bet']>;
  };
  onRemove: () => void;
  onEnterStake: (raw: string) => void;
  onStepStake: (direction: 'down' | 'up') => void;
  /** Shown under the stake box: the quick-stake chips, which belong to their own feature. */
  stakeShortcuts?: ReactNode;
  /** The submit button, which belongs to the submit feature. */
  children?: ReactNode;
}

/** The active bet of SPEC section 2: what was picked, the stake, and what it may win. */
export function SlipBet({
  state,
  onRemove,
  onEnterStake,
  onStepStake,
  stakeShortcuts,
  children,
}: SlipBetProps) {
  const { bet, stake, stakeMessage, oddsTrend } = state;
  const market = bet.bets;
  const win = possibleWin(bet.bet_ratio, stake, market.cash_limit);
  const locked = market.bet_status !== BET_STATUS_OPEN;
  return (
    <div className="sb-slip-content">
      <SelectionCard
        bet={bet}
        oddsTrend={oddsTrend}
        label="Bet on the slip"
        removeLabel="Remove bet"
        onRemove={onRemove}
      />

      <p className="sb-slip-range">{stakeRangeMessage(market.cash_limit)}</p>
      <StakeControl
        stake={stake}
        message={stakeMessage}
        onEnter={onEnterStake}
        onStep={onStepStake}
      />
      {stakeShortcuts}

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
        <PossibleWin win={win} />
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
