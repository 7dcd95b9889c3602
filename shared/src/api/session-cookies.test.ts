import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import { apiGet, apiHttp, setTokenProvider } from './client';
import { configureApi } from './config';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REMEMBER_COOKIE,
  clearTokens,
  createCookieTokenProvider,
  isSessionRemembered,
  readTokens,
  storeTokens,
} from './session-cookies';
import { tokens } from './test-tokens';

let calls: InternalAxiosRequestConfig[] = [];
let refreshReply: { status: number; data: unknown } = { status: 200, data: {} };

beforeEach(() => {
  calls = [];
  clearTokens();
  configureApi({ baseUrl: 'http://api.test/' });
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply =
      config.url === 'oauth/token' ? refreshReply : { status: 200, data: { data: 'ok' } };
    // Let concurrent callers pile up behind one refresh before it answers.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  apiHttp.defaults.adapter = adapter;
});

describe('session cookies', () => {
  it('stores the access token for expires_in seconds and the refresh token with no expiry, on path /', () => {
    // The test's clock decides "now"; the expiry is computed from it, whatever today's date is.
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    jest.useFakeTimers({ now });
    const set = jest.spyOn(Cookies, 'set');
    try {
      storeTokens(tokens('a1', 'r1'));
      expect(set).toHaveBeenCalledWith(ACCESS_TOKEN_COOKIE, 'a1', {
        path: '/',
        expires: new Date(now + 3_600_000),
        sameSite: 'lax',
      });
      // A session cookie: it goes when the browser closes.
      expect(set).toHaveBeenCalledWith(REFRESH_TOKEN_COOKIE, 'r1', { path: '/', sameSite: 'lax' });
      expect(isSessionRemembered()).toBe(false);
    } finally {
      set.mockRestore();
      jest.useRealTimers();
    }
  });

  it('keeps a remembered session 30 days: the refresh token and the choice, which a refresh keeps', () => {
    // jsdom's cookie jar judges expiry by the machine's clock, so "now" is the machine's.
    const now = Date.now();
    const thirtyDays = new Date(now + 30 * 86_400_000);
    const set = jest.spyOn(Cookies, 'set');
    try {
      storeTokens(tokens('a1', 'r1'), now, true);
      expect(set).toHaveBeenCalledWith(REFRESH_TOKEN_COOKIE, 'r1', {
        path: '/',
        expires: thirtyDays,
        sameSite: 'lax',
      });
      expect(set).toHaveBeenCalledWith(REMEMBER_COOKIE, '1', {
        path: '/',
        expires: thirtyDays,
        sameSite: 'lax',
      });
      expect(isSessionRemembered()).toBe(true);

      // A refresh a day later (no choice given) keeps the session remembered, from its own time.
      set.mockClear();
      const later = now + 86_400_000;
      storeTokens(tokens('a2', 'r2'), later);
      expect(set).toHaveBeenCalledWith(REFRESH_TOKEN_COOKIE, 'r2', {
        path: '/',
        expires: new Date(later + 30 * 86_400_000),
        sameSite: 'lax',
      });
    } finally {
      set.mockRestore();
    }
  });

  it('forgets the choice when a sign-in is not remembered, and on logout', () => {
    storeTokens(tokens('a1', 'r1'), Date.now(), true);
    storeTokens(tokens('a2', 'r2'), Date.now(), false);
    expect(isSessionRemembered()).toBe(false);
    expect(readTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });

    storeTokens(tokens('a3', 'r3'), Date.now(), true);
    clearTokens();
    expect(isSessionRemembered()).toBe(false);
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(Cookies.get(REMEMBER_COOKIE)).toBeUndefined();
  });

  it('reads back what it stored, and the access token no longer once expires_in has passed', () => {
    // jsdom's cookie jar judges expiry by the machine's clock, so the issue times are relative to it.
    storeTokens(tokens('a1', 'r1'), Date.now());
    expect(readTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    storeTokens(tokens('a2', 'r2'), Date.now() - 3_600_000 - 1000);
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: 'r2' });
  });

  it('uses the access token cookie when it exists, without refreshing', async () => {
    storeTokens(tokens('a1', 'r1'));
    setTokenProvider(createCookieTokenProvider());
    await apiGet('ng/user/coins', { auth: true });
    expect(calls.map((c) => c.url)).toEqual(['ng/user/coins']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer a1');
  });

  it('refreshes once for concurrent calls when the access token cookie is missing', async () => {
    Cookies.set(REFRESH_TOKEN_COOKIE, 'r1', { path: '/' });
    refreshReply = { status: 200, data: tokens('a2', 'r2') };
    const refreshed = jest.fn();
    setTokenProvider(createCookieTokenProvider({ onTokensRefreshed: refreshed }));
    await Promise.all([
      apiGet('ng/user/coins', { auth: true }),
      apiGet('ng/user/profile', { auth: true }),
      apiGet('ng/user/profile/bet-history', { auth: true }),
    ]);
    const refreshCalls = calls.filter((c) => c.url === 'oauth/token');
    expect(refreshCalls).toHaveLength(1);
    expect(String(refreshCalls[0]?.data)).toContain('grant_type=refresh_token');
    expect(String(refreshCalls[0]?.data)).toContain('refresh_token=r1');
    const authorised = calls.filter((c) => c.url !== 'oauth/token');
    expect(authorised.map((c) => c.headers.Authorization)).toEqual([
      'Bearer a2',
      'Bearer a2',
      'Bearer a2',
    ]);
    expect(readTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it('reports the session missing when neither cookie exists, and calls nothing', async () => {
    const missing = jest.fn();
    setTokenProvider(createCookieTokenProvider({ onSessionMissing: missing }));
    await expect(apiGet('ng/user/coins', { auth: true })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(missing).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('ends the session when the server refuses the refresh token', async () => {
    Cookies.set(REFRESH_TOKEN_COOKIE, 'stale', { path: '/' });
    refreshReply = {
      status: 400,
      data: {
        message: 'The refresh token is invalid.',
        code: 'INVALID_GRANT',
        errors: { message: 'The refresh token is invalid.' },
      },
    };
    const missing = jest.fn();
    setTokenProvider(createCookieTokenProvider({ onSessionMissing: missing }));
    await expect(apiGet('ng/user/coins', { auth: true })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(missing).toHaveBeenCalledTimes(1);
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
  });
});
