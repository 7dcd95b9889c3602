import Cookies from 'js-cookie';
import { API_PATHS, FIRST_PARTY_CLIENT, type TokenResponse } from '../contracts';
import type { TokenProvider } from './client';
import { apiPostForm } from './client';
import { ApiError } from './api-error';
import { publish } from '../events/bus';
import { withRefreshLock } from './refresh-lock';

/** Cookie names and attributes of SPEC section 4. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/**
 * Set while the bettor signed in with "Remember" ticked, as long as the refresh token cookie:
 * every copy of the client that refreshes the tokens reads it, so a remembered session stays
 * remembered whichever copy refreshes (docs/shared-code.md, the wire rule).
 */
export const REMEMBER_COOKIE = 'remember_me';
/** How long a remembered session's refresh token cookie lives (SPEC-READINGS.md "Sign-in, ..."). */
export const REMEMBERED_SESSION_DAYS = 30;
const COOKIE_PATH = '/';
const DAY_MS = 86_400_000;

/**
 * The attributes of every session cookie: path /, SameSite=Lax (never sent with another site's
 * requests but a top-level navigation), and Secure on a page served over HTTPS, so the browser
 * never sends a token over plain HTTP (issue 27). `npm start` serves plain HTTP on localhost,
 * where a Secure cookie would not be kept.
 */
function cookieAttributes(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location?.protocol === 'https:';
  return { path: COOKIE_PATH, sameSite: 'lax', ...(secure ? { secure: true } : {}) };
}

/** Whether the session was signed in with "Remember" ticked. */
export function isSessionRemembered(): boolean {
  return Cookies.get(REMEMBER_COOKIE) === '1';
}

/**
 * Stores a token response: the access token cookie lives `expires_in` seconds (SPEC section 4);
 * the refresh token cookie lives 30 days when the bettor asked to be remembered, and is a session
 * cookie otherwise (SPEC's "no expiry": it goes when the browser closes); all on path /.
 * `remember` is the choice at sign-in; a refresh leaves it out and keeps the sign-in's choice.
 */
export function storeTokens(
  tokens: TokenResponse,
  nowMs: number = Date.now(),
  remember: boolean = isSessionRemembered(),
): void {
  const attributes = cookieAttributes();
  Cookies.set(ACCESS_TOKEN_COOKIE, tokens.access_token, {
    ...attributes,
    expires: new Date(nowMs + tokens.expires_in * 1000),
  });
  if (remember) {
    const expires = new Date(nowMs + REMEMBERED_SESSION_DAYS * DAY_MS);
    Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, { ...attributes, expires });
    Cookies.set(REMEMBER_COOKIE, '1', { ...attributes, expires });
  } else {
    Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, attributes);
    Cookies.remove(REMEMBER_COOKIE, { path: COOKIE_PATH });
  }
}

/** Ends the session in this browser: both tokens and the "Remember" choice go. */
export function clearTokens(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: COOKIE_PATH });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: COOKIE_PATH });
  Cookies.remove(REMEMBER_COOKIE, { path: COOKIE_PATH });
}

export function readTokens(): { accessToken: string | null; refreshToken: string | null } {
  return {
    accessToken: Cookies.get(ACCESS_TOKEN_COOKIE) ?? null,
    refreshToken: Cookies.get(REFRESH_TOKEN_COOKIE) ?? null,
  };
}

/** `POST /oauth/token` with the refresh_token grant. */
export function requestTokenRefresh(refreshToken: string): Promise<TokenResponse> {
  return apiPostForm<TokenResponse>(API_PATHS.oauthToken, {
    grant_type: 'refresh_token',
    client_id: FIRST_PARTY_CLIENT.id,
    client_secret: FIRST_PARTY_CLIENT.secret,
    refresh_token: refreshToken,
  });
}

export interface CookieSessionHooks {
  /** New tokens were stored after a refresh (the host mirrors them into the auth slice). */
  onTokensRefreshed?(tokens: TokenResponse): void;
  /**
   * Neither cookie exists, or the refresh was refused: the session is over. The host decides
   * what that means (SPEC: go to /sign-in); this module never navigates.
   */
  onSessionMissing?(): void;
}

/**
 * The default hooks: announce on the bus, whose wire (window events) every build of shared on
 * the page hears, so the host learns about a refresh or a lost session whichever copy of the
 * client saw it. The tokens themselves stay in the cookies; listeners read them there.
 */
export const announceSessionOnBus: CookieSessionHooks = {
  onTokensRefreshed() {
    publish('session:refreshed', {});
  },
  onSessionMissing() {
    publish('session:lost', {});
  },
};

/**
 * The token provider of DESIGN.md section 4: before each authenticated call read the access token
 * cookie; when it is missing, refresh once with the refresh token cookie; when neither exists,
 * report the session missing.
 *
 * "Once" holds across the page, not only inside this copy: concurrent calls of this copy share one
 * refresh, and the refresh itself runs under a lock every copy of the client takes
 * (`withRefreshLock`). Inside the lock the cookies are read again: a copy that waited finds the
 * access token another copy stored and uses it, so no refresh token is ever presented twice.
 */
export function createCookieTokenProvider(
  hooks: CookieSessionHooks = announceSessionOnBus,
): TokenProvider {
  let refreshing: Promise<string | null> | null = null;

  async function refresh(refreshToken: string): Promise<string | null> {
    try {
      const tokens = await requestTokenRefresh(refreshToken);
      storeTokens(tokens);
      hooks.onTokensRefreshed?.(tokens);
      return tokens.access_token;
    } catch (error) {
      // A refused refresh (rotated, revoked, expired) ends the session; a network failure keeps
      // the refresh cookie so a later call can try again.
      if (error instanceof ApiError && error.status !== null && error.status < 500) {
        clearTokens();
        hooks.onSessionMissing?.();
      }
      return null;
    }
  }

  /** Runs holding the page-wide refresh lock: the cookies may have changed while it waited. */
  async function refreshUnlessDone(): Promise<string | null> {
    const { accessToken, refreshToken } = readTokens();
    if (accessToken) return accessToken;
    if (!refreshToken) {
      hooks.onSessionMissing?.();
      return null;
    }
    return refresh(refreshToken);
  }

  return {
    async getAccessToken() {
      const { accessToken, refreshToken } = readTokens();
      if (accessToken) return accessToken;
      if (!refreshToken) {
        hooks.onSessionMissing?.();
        return null;
      }
      refreshing ??= withRefreshLock(refreshUnlessDone).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    onRejected(rejectedToken) {
      // The server no longer accepts this access token: drop it so the next call refreshes, unless
      // another copy has already replaced it with a fresh one.
      if (Cookies.get(ACCESS_TOKEN_COOKIE) === rejectedToken) {
        Cookies.remove(ACCESS_TOKEN_COOKIE, { path: COOKIE_PATH });
      }
    },
  };
}
