import { clearTokens, fetchProfile, signIn, storeTokens } from '@sportsbook/shared/api';
import type { User } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import { authActions, type SessionDispatch } from '@sportsbook/shared/session';

/**
 * Sign-in of SPEC section 4: the password grant, both cookies stored, the user marked logged in,
 * then the profile loaded. If the profile cannot be loaded the sign-in counts as failed: the
 * cookies are removed again and the error is the caller's to show. `remember` ("Remember" ticked)
 * keeps the session across browser restarts: the refresh token cookie lives 30 days instead of
 * until the browser closes (SPEC-READINGS.md "Sign-in, the betslip and deposits").
 */
export async function signInWithPassword(
  dispatch: SessionDispatch,
  username: string,
  password: string,
  remember = false,
): Promise<User> {
  const tokens = await signIn(username, password);
  storeTokens(tokens, Date.now(), remember);
  dispatch(
    authActions.signedIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token }),
  );
  try {
    const user = await fetchProfile();
    dispatch(authActions.userLoaded(user));
    publish('session:changed', { loggedIn: true });
    return user;
  } catch (error) {
    clearTokens();
    dispatch(authActions.loggedOut());
    throw error;
  }
}
