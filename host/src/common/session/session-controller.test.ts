import {
  ApiError,
  clearTokens,
  fetchProfile,
  readTokens,
  storeTokens,
} from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { publish, subscribe } from '@sportsbook/shared/events';
import { commonActions, createSessionStore } from '@sportsbook/shared/session';
import { testUser } from '../../test/render-app';
import { SESSION_ENDED_MESSAGE } from './messages';
import { createSessionController } from './session-controller';

jest.mock('@sportsbook/shared/api', () => {
  const actual = jest.requireActual<typeof SharedApi>('@sportsbook/shared/api');
  return { ...actual, fetchProfile: jest.fn() };
});

/** What any copy of shared's API client announces when a call finds the session gone. */
function announceSessionLost(): void {
  publish('session:lost', {});
}

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

let uninstalls: (() => void)[] = [];

beforeEach(() => {
  clearTokens();
  fetchProfileMock.mockReset();
});

afterEach(() => {
  uninstalls.forEach((uninstall) => uninstall());
  uninstalls = [];
});

function install(controller: ReturnType<typeof createSessionController>): void {
  uninstalls.push(controller.install());
}

describe('the session controller', () => {
  it('hears a lost session announced by any copy of the API client only once installed', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockResolvedValue(testUser());
    const store = createSessionStore();
    const controller = createSessionController(store);
    await controller.start();
    announceSessionLost();
    expect(store.getState().auth.loggedIn).toBe(true);
    install(controller);
    announceSessionLost();
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('marks a visitor without a refresh token anonymous without calling the API', async () => {
    const store = createSessionStore();
    await createSessionController(store).start();
    expect(store.getState().auth).toMatchObject({ loaded: true, loggedIn: false });
    expect(fetchProfileMock).not.toHaveBeenCalled();
  });

  it('drops the access token a session left behind when its refresh token ended with the browser', async () => {
    // What a browser restart leaves of a session that was not remembered: the refresh token was a
    // session cookie, the access token lives its expires_in.
    document.cookie = 'access_token=access-0; path=/';
    const store = createSessionStore();
    await createSessionController(store).start();
    expect(store.getState().auth).toMatchObject({ loaded: true, loggedIn: false });
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
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

  it('mirrors tokens another copy of the client refreshed into the auth state', async () => {
    storeRefreshCookie();
    fetchProfileMock.mockResolvedValue(testUser());
    const store = createSessionStore();
    const controller = createSessionController(store);
    install(controller);
    await controller.start();
    // A copy of the client stores the new pair in the cookies, then announces it.
    storeTokens({
      token_type: 'Bearer',
      access_token: 'access-2',
      expires_in: 900,
      refresh_token: 'refresh-2',
    });
    publish('session:refreshed', {});
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
    install(controller);
    controller.setNavigate(navigate);
    await controller.start();
    store.dispatch(commonActions.setBetSlipShow(true));

    announceSessionLost();
    announceSessionLost();
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
    install(controller);
    controller.setNavigate(navigate);
    await controller.start();
    announceSessionLost();
    expect(navigate).not.toHaveBeenCalled();
  });
});
