import { useEffect } from 'react';
import { fetchCoins } from '@sportsbook/shared/api';
import { useBusEvent } from '@sportsbook/shared/events';
import {
  authActions,
  commonActions,
  useSessionDispatch,
  useSessionSelector,
} from '@sportsbook/shared/session';

/**
 * Keeps the header's balance current (SPEC section 4: "Balance reloads when a coins-changed signal
 * occurs"). `coins:changed` from any remote and `session:changed` (signed in) bump
 * `common.updatedCoinsChange`; every bump, including one a remote dispatches on the store itself,
 * reloads `GET /ng/user/coins` while signed in. A failed reload keeps the last balance shown.
 */
export function useBalanceSync(): void {
  const dispatch = useSessionDispatch();
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const signal = useSessionSelector((state) => state.common.updatedCoinsChange);

  useBusEvent('coins:changed', () => {
    dispatch(commonActions.coinsChanged(1));
  });
  useBusEvent('session:changed', ({ loggedIn: signedIn }) => {
    if (signedIn) dispatch(commonActions.coinsChanged(1));
  });

  useEffect(() => {
    if (!loggedIn || signal === 0) return undefined;
    const controller = new AbortController();
    fetchCoins(controller.signal)
      .then((coins) => {
        if (!controller.signal.aborted) {
          dispatch(authActions.balanceLoaded(coins.current_balance));
        }
      })
      .catch(() => {
        // Keep the last balance; the next signal tries again.
      });
    return () => controller.abort();
  }, [loggedIn, signal, dispatch]);
}
