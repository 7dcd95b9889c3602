import { ApiError, clearTokens, fetchProfile, readTokens } from '@sportsbook/shared/api';
import type { User } from '@sportsbook/shared/contracts';
import { publish, subscribe } from '@sportsbook/shared/events';
import {
  authActions,
  commonActions,
  messageActions,
  type SessionStore,
} from '@sportsbook/shared/session';
import { SESSION_ENDED_MESSAGE } from './messages';

export type Navigate = (path: string) => void;

/** The host's side of the session: the start-up check, refreshed tokens, the lost session. */
export interface SessionController {
  /**
   * Listens to what every copy of shared's API client announces on the bus (a refresh, a lost
   * session), before any call; the clients authenticate from the cookies by themselves. Returns
   * the function that stops listening.
   */
  install(): () => void;
  /**
   * The start-up check of SPEC section 4: with a refresh token the profile is loaded (the user is
   * logged in), and if that fails the user is logged out; without one the visitor is anonymous.
   */
  start(): Promise<void>;
  /** The router's navigate, registered by the shell once the router exists. */
  setNavigate(navigate: Navigate | null): void;
}

/** A refused session (4xx) ends it; a network failure or a 5xx says nothing about it. */
function sessionRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status !== null && error.status < 500;
}

/** The profile, once more after a 401: the provider has dropped the rejected access token, so the
 * second call refreshes it with the refresh token cookie. */
async function loadProfile(): Promise<User> {
  try {
    return await fetchProfile();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return fetchProfile();
    throw error;
  }
}

export function createSessionController(store: SessionStore): SessionController {
  let navigate: Navigate | null = null;

  /**
   * An authenticated call found no session (neither cookie, or the refresh was refused) while the
   * user was signed in: that is the "login-required action" of SPEC section 7, so the state is
   * cleared and the browser goes to /sign-in. For a visitor who never signed in, or during the
   * start-up check, nothing happens here: the call fails with "Please Log In!" and start() decides.
   * The betslip drawer and the mobile menu close so the sign-in page is in view; the bet on the
   * slip stays, to be placed after signing in again.
   */
  function onSessionMissing(): void {
    if (!store.getState().auth.loggedIn) return;
    clearTokens();
    store.dispatch(authActions.loggedOut());
    store.dispatch(commonActions.setBetSlipShow(false));
    store.dispatch(commonActions.setMobileMenuShow(false));
    publish('betslip:toggle', { open: false });
    publish('session:changed', { loggedIn: false });
    store.dispatch(messageActions.showMessage({ type: 'warn', title: SESSION_ENDED_MESSAGE }));
    navigate?.('/sign-in');
  }

  return {
    install() {
      // Over the bus, not through hooks on the host's own copy: a remote that loads a newer build
      // of shared refreshes or loses the session in its own copy of the client (docs/shared-code.md).
      const stopRefreshed = subscribe('session:refreshed', () => {
        const { auth } = store.getState();
        // Mirror the new pair into the store while signed in or while start() is deciding.
        if (!auth.loggedIn && auth.loaded) return;
        const { accessToken, refreshToken } = readTokens();
        if (!accessToken || !refreshToken) return;
        store.dispatch(authActions.signedIn({ accessToken, refreshToken }));
      });
      const stopLost = subscribe('session:lost', onSessionMissing);
      return () => {
        stopRefreshed();
        stopLost();
      };
    },

    async start() {
      const { accessToken, refreshToken } = readTokens();
      if (!refreshToken) {
        // A session that was not remembered ended with the browser (its refresh token was a
        // session cookie): the access token it left behind goes too.
        if (accessToken) clearTokens();
        store.dispatch(authActions.anonymous());
        return;
      }
      try {
        const user = await loadProfile();
        const { accessToken, refreshToken } = readTokens();
        if (!refreshToken) throw new Error('The session ended while the profile loaded.');
        store.dispatch(authActions.signedIn({ accessToken: accessToken ?? '', refreshToken }));
        store.dispatch(authActions.userLoaded(user));
      } catch (error) {
        // The cookies go only when the server refused them; an unreachable API keeps them, so the
        // next page load can try again.
        if (sessionRefused(error)) clearTokens();
        store.dispatch(authActions.loggedOut());
      }
    },

    setNavigate(next) {
      navigate = next;
    },
  };
}
