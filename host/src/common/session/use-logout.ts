import { useCallback } from 'react';
import { clearTokens, readTokens, signOut } from '@sportsbook/shared/api';
import { publish } from '@sportsbook/shared/events';
import {
  authActions,
  commonActions,
  messageActions,
  useSessionDispatch,
} from '@sportsbook/shared/session';
import { LOGOUT_SUCCESS_MESSAGE } from './messages';

/**
 * Logout of SPEC section 4: the server is asked to revoke the sign-in (best effort, not awaited),
 * both cookies are removed, the user and the common UI state are cleared, the betslip is emptied
 * and closed, remotes hear `session:changed`, and "Logout Successfully" shows. A login-required
 * page the user is on sends them to / through its guard.
 */
export function useLogout(): () => void {
  const dispatch = useSessionDispatch();
  return useCallback(() => {
    const { accessToken } = readTokens();
    if (accessToken) {
      signOut(accessToken).catch(() => {
        // The cookies are gone either way; a token the server could not revoke expires soon.
      });
    }
    clearTokens();
    dispatch(authActions.loggedOut());
    dispatch(commonActions.reset());
    publish('bet:clear', {});
    publish('betslip:toggle', { open: false });
    publish('session:changed', { loggedIn: false });
    dispatch(messageActions.showMessage({ type: 'success', title: LOGOUT_SUCCESS_MESSAGE }));
  }, [dispatch]);
}
