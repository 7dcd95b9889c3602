import { useEffect } from 'react';
import type { MatchBetUpdatePayload, OddsChangePayload } from '@sportsbook/shared/contracts';
import { onMatchBetUpdate, onOddsChange } from '@sportsbook/shared/realtime';

/** The live news a slip's reducer follows. */
export type LiveAction =
  | { type: 'oddsChanged'; payload: OddsChangePayload }
  | { type: 'marketUpdated'; payload: MatchBetUpdatePayload };

/**
 * Follows the slip's markets live while a bet is on the slip (`active`): their odds
 * (`bet-ratio-change`) and status (`match-bet-update`: locked, open again). The reducer keeps only
 * what concerns its bets. Stops listening when the slip empties or unmounts.
 */
export function useLiveOdds(active: boolean, dispatch: (action: LiveAction) => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const stopOdds = onOddsChange((payload) => dispatch({ type: 'oddsChanged', payload }));
    const stopMarkets = onMatchBetUpdate((payload) => dispatch({ type: 'marketUpdated', payload }));
    return () => {
      stopOdds();
      stopMarkets();
    };
  }, [active, dispatch]);
}
