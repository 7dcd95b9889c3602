import { useEffect, type Dispatch } from 'react';
import { onMatchBetUpdate, onOddsChange } from '@sportsbook/shared/realtime';
import type { SlipAction } from './slip-reducer';

/**
 * Follows the slip's market live while a bet is on the slip: its odds (`bet-ratio-change`) and its
 * status (`match-bet-update`: locked, open again). The reducer keeps only what concerns that bet.
 * Stops listening when the slip empties, the market changes or it unmounts.
 */
export function useLiveOdds(betId: number | null, dispatch: Dispatch<SlipAction>): void {
  useEffect(() => {
    if (betId === null) return undefined;
    const stopOdds = onOddsChange((payload) => dispatch({ type: 'oddsChanged', payload }));
    const stopMarkets = onMatchBetUpdate((payload) => dispatch({ type: 'marketUpdated', payload }));
    return () => {
      stopOdds();
      stopMarkets();
    };
  }, [betId, dispatch]);
}
