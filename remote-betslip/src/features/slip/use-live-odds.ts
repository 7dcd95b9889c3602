import { useEffect, type Dispatch } from 'react';
import { onOddsChange } from '@sportsbook/shared/realtime';
import type { SlipAction } from './slip-reducer';

/**
 * Follows live odds (`bet-ratio-change`) while a bet is on the slip; the reducer keeps only the
 * changes of that bet. Stops listening when the slip empties, the market changes or it unmounts.
 */
export function useLiveOdds(betId: number | null, dispatch: Dispatch<SlipAction>): void {
  useEffect(() => {
    if (betId === null) return undefined;
    return onOddsChange((payload) => dispatch({ type: 'oddsChanged', payload }));
  }, [betId, dispatch]);
}
