import { useEffect } from 'react';
import { fetchCoins } from '@sportsbook/shared/api';
import { publish, useBusEvent } from '@sportsbook/shared/events';
import { onUserCoinsChanged } from '@sportsbook/shared/realtime';
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
 * Coins the server moves on its own (a settled bet, an operator credit) arrive on the user's
 * private realtime channel and are passed on as `coins:changed`, so remotes hear them too.
 */
export function useBalanceSync(): void {
  const dispatch = useSessionDispatch();
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const signal = useSessionSelector((state) => state.common.updatedCoinsChange);
  const userId = useSessionSelector((state) => state.auth.user?.id ?? null);

  useBusEvent('coins:changed', () => {
    dispatch(commonActions.coinsChanged(1));
  });
  useBusEvent('session:changed', ({ loggedIn: signedIn }) => {
    if (signedIn) dispatch(commonActions.coinsChanged(1));
  });

  useEffect(() => {
    if (!loggedIn || userId === null) return undefined;
    // The socket opens once the page's content has shown; a change before the server confirmed
    // the channel was not delivered, so the balance reloads then.
    return onUserCoinsChanged(userId, ({ reason }) => publish('coins:changed', { reason }), {
      onSubscribed: () => dispatch(commonActions.coinsChanged(1)),
    });
  }, [loggedIn, userId, dispatch]);

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
