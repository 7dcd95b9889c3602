import {
  ApiError,
  clearTokens,
  createCookieTokenProvider,
  fetchProfile,
  readTokens,
  setTokenProvider,
  storeTokens,
  type CookieSessionHooks,
} from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { subscribe } from '@sportsbook/shared/events';
import { commonActions, createSessionStore } from '@sportsbook/shared/session';
import { testUser } from '../../test/render-app';
import { SESSION_ENDED_MESSAGE } from './messages';
import { createSessionController } from './session-controller';

let hooks: CookieSessionHooks = {};

jest.mock('@sportsbook/shared/api', () => {
  const actual = jest.requireActual<typeof SharedApi>('@sportsbook/shared/api');
  return {
    ...actual,
    fetchProfile: jest.fn(),
    setTokenProvider: jest.fn(),
    createCookieTokenProvider: jest.fn((given: CookieSessionHooks) => {
      hooks = given;
      return actual.createCookieTokenProvider(given);
    }),
  };
});

const fetchProfileMock = jest.mocked(fetchProfile);

function storeRefreshCookie(): void {
  storeTokens({
    token_type: 'Bearer',
    access_token: 'access-0',
    expires_in: 900,
    refresh_token: 'refresh-0',
  });
}

function unauthorized(): ApiError {
  return new ApiError('Please Log In!', { status: 401, code: 'UNAUTHENTICATED' });
}

beforeEach(() => {
  clearTokens();
  hooks = {};
  fetchProfileMock.mockReset();
});

describe('the session controller', () => {
  it('installs the cookie token provider on the API client', () => {
    createSessionController(createSessionStore()).install();
    expect(createCookieTokenProvider).toHaveBeenCalled();
    expect(setTokenProvider).toHaveBeenCalledWith(
      expect.objectContaining({ getAccessToken: expect.any(Function) }),
    );
  });

  it('marks a visitor without a refresh token anonymous without calling the API', async () => {
    const store = createSessionStore();
    await createSessionController(store).start();
    expect(store.getState().auth).toMatchObject({ loaded: true, loggedIn: false });
    expect(fetchProfileMock).not.toHaveBeenCalled();
  });

  it('loads the profile when a refresh token exists and logs the user in', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockResolvedValue(testUser({ username: 'demo' }));
    const store = createSessionStore();
    await createSessionController(store).start();
    expect(store.getState().auth).toMatchObject({
      loaded: true,
      loggedIn: true,
      accessToken: 'access-0',
      refreshToken: 'refresh-0',
      user: { username: 'demo' },
    });
  });

  it('tries once more after a 401, when the provider has refreshed the token', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce(testUser());
    const store = createSessionStore();
    await createSessionController(store).start();
    expect(fetchProfileMock).toHaveBeenCalledTimes(2);
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('logs the user out and removes the cookies when the server refuses the session', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockRejectedValue(unauthorized());
    const store = createSessionStore();
    await createSessionController(store).start();
    expect(store.getState().auth).toMatchObject({ loaded: true, loggedIn: false, user: null });
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('logs the user out but keeps the cookies when the API cannot be reached', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockRejectedValue(
      new ApiError('Could not reach the server.', { status: null, code: 'NETWORK' }),
    );
    const store = createSessionStore();
    await createSessionController(store).start();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(readTokens().refreshToken).toBe('refresh-0');
  });

  it('mirrors refreshed tokens into the auth state', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockResolvedValue(testUser());
    const store = createSessionStore();
    const controller = createSessionController(store);
    controller.install();
    await controller.start();
    hooks.onTokensRefreshed?.({
      token_type: 'Bearer',
      access_token: 'access-2',
      expires_in: 900,
      refresh_token: 'refresh-2',
    });
    expect(store.getState().auth).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('sends a signed-in user whose session ended to /sign-in, with the state cleared', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockResolvedValue(testUser());
    const store = createSessionStore();
    const controller = createSessionController(store);
    const navigate = jest.fn();
    const sessions: boolean[] = [];
    const toggles: boolean[] = [];
    const stops = [
      subscribe('session:changed', ({ loggedIn }) => sessions.push(loggedIn)),
      subscribe('betslip:toggle', ({ open }) => toggles.push(open)),
    ];
    controller.install();
    controller.setNavigate(navigate);
    await controller.start();
    store.dispatch(commonActions.setBetSlipShow(true));

    hooks.onSessionMissing?.();
    hooks.onSessionMissing?.();
    stops.forEach((stop) => stop());

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    expect(store.getState().auth).toMatchObject({ loggedIn: false, user: null });
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(store.getState().message).toMatchObject({ type: 'warn', title: SESSION_ENDED_MESSAGE });
    expect(sessions).toEqual([false]);
    // The drawer closes so /sign-in is in view; the bet itself is not cleared.
    expect(store.getState().common.betSlipShow).toBe(false);
    expect(toggles).toEqual([false]);
  });

  it('does not send a visitor anywhere when an authenticated call finds no session', async () => {
    const store = createSessionStore();
    const controller = createSessionController(store);
    const navigate = jest.fn();
    controller.install();
    controller.setNavigate(navigate);
    await controller.start();
    hooks.onSessionMissing?.();
    expect(navigate).not.toHaveBeenCalled();
  });
});
