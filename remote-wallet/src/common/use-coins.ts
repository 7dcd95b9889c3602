import { useEffect, useState } from 'react';
import { fetchCoins } from '@sportsbook/shared/api';
import type { Coins } from '@sportsbook/shared/contracts';
import { useBusEvent } from '@sportsbook/shared/events';

/**
 * The bettor's coins as `GET /ng/user/coins` answers them (balance, withdrawable, held), loaded
 * on arrival and again on every `coins:changed` (a withdrawal made or cancelled here, a decision
 * an operator took, a bet settled). Null until loaded, and when it cannot be loaded: the summary
 * then shows nothing rather than a wrong figure.
 */
export function useCoins(): Coins | null {
  const [coins, setCoins] = useState<Coins | null>(null);
  const [reloads, setReloads] = useState(0);
  useBusEvent('coins:changed', () => setReloads((n) => n + 1));
  useEffect(() => {
    const controller = new AbortController();
    fetchCoins(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setCoins(answer);
      })
      .catch(() => {
        if (!controller.signal.aborted) setCoins(null);
      });
    return () => controller.abort();
  }, [reloads]);
  return coins;
}
