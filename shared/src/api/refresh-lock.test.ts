import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type * as Axios from 'axios';
import Cookies from 'js-cookie';
import type * as SharedApi from './index';
import { subscribe } from '../events/bus';
import { tokens } from './test-tokens';

/**
 * Two builds of shared on one page are two copies of this client, each with its own module state
 * (its own provider, its own "refresh in flight"). These tests load the client twice, as the page
 * does when a remote brings a newer shared, and check that the copies never present one refresh
 * token twice: the server would revoke the whole token family and sign the user out.
 */

interface ClientCopy {
  api: typeof SharedApi;
  /** The AxiosError class of the copy's own axios, which its client recognises. */
  AxiosError: typeof Axios.AxiosError;
}

function loadCopy(): ClientCopy {
  let copy: ClientCopy | undefined;
  jest.isolateModules(() => {
    copy = {
      api: jest.requireActual<typeof SharedApi>('./index'),
      AxiosError: jest.requireActual<typeof Axios>('axios').AxiosError,
    };
  });
  if (!copy) throw new Error('the client did not load');
  return copy;
}

/**
 * The token endpoint as the API runs it: each refresh token works once and is rotated; presenting
 * a rotated one again revokes the family (400 INVALID_GRANT).
 */
class TokenServer {
  readonly requests: InternalAxiosRequestConfig[] = [];
  readonly presented: string[] = [];
  private generation = 1;
  private live = 'refresh-1';
  revoked = false;
  /** Resolves a held refresh answer; set while one is held. */
  private holds: (() => void)[] = [];
  holdRefreshes = false;

  /** The network as one copy of the client sees it (failures in its own AxiosError class). */
  adapterFor(AxiosError: typeof Axios.AxiosError): AxiosAdapter {
    return (config) => this.answer(config, AxiosError);
  }

  private async answer(
    config: InternalAxiosRequestConfig,
    AxiosError: typeof Axios.AxiosError,
  ): Promise<Axios.AxiosResponse> {
    this.requests.push(config);
    if (config.url === 'oauth/token') {
      const presented = new URLSearchParams(String(config.data)).get('refresh_token') ?? '';
      this.presented.push(presented);
      if (this.holdRefreshes) await new Promise<void>((resolve) => this.holds.push(resolve));
      if (this.revoked || presented !== this.live) {
        this.revoked = true;
        return this.reply(config, AxiosError, 400, {
          message: 'The refresh token is invalid.',
          code: 'INVALID_GRANT',
          errors: { message: 'The refresh token is invalid.' },
        });
      }
      this.generation += 1;
      this.live = `refresh-${this.generation}`;
      return this.reply(config, AxiosError, 200, tokens(`access-${this.generation}`, this.live));
    }
    const bearer = String(config.headers.Authorization ?? '');
    if (this.revoked || bearer !== `Bearer access-${this.generation}`) {
      return this.reply(config, AxiosError, 401, {
        message: 'Please Log In!',
        code: 'UNAUTHENTICATED',
        errors: { message: 'Please Log In!' },
      });
    }
    return this.reply(config, AxiosError, 200, { data: { current_balance: 100 } });
  }

  releaseRefreshes(): void {
    this.holdRefreshes = false;
    for (const release of this.holds.splice(0)) release();
  }

  get refreshCount(): number {
    return this.presented.length;
  }

  private reply(
    config: InternalAxiosRequestConfig,
    AxiosError: typeof Axios.AxiosError,
    status: number,
    data: unknown,
  ): Promise<Axios.AxiosResponse> {
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      return Promise.reject(
        new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response),
      );
    }
    return Promise.resolve(response);
  }
}

/** An exclusive Web Locks manager, as the browser gives every script of one origin. */
class FakeLockManager {
  readonly requested: string[] = [];
  private tails = new Map<string, Promise<void>>();

  async request<T>(name: string, callback: (lock: { name: string }) => Promise<T>): Promise<T> {
    this.requested.push(name);
    const previous = this.tails.get(name) ?? Promise.resolve();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.tails.set(
      name,
      previous.then(() => held),
    );
    await previous;
    try {
      return await callback({ name });
    } finally {
      release();
    }
  }
}

function installWebLocks(manager: FakeLockManager | null): void {
  if (manager) {
    Object.defineProperty(navigator, 'locks', { value: manager, configurable: true });
  } else {
    delete (navigator as { locks?: unknown }).locks;
  }
}

function signedInWithExpiredAccessToken(): void {
  Cookies.remove('access_token', { path: '/' });
  Cookies.set('refresh_token', 'refresh-1', { path: '/' });
}

let server: TokenServer;
let copies: (typeof SharedApi)[];
let events: string[];
let stopListening: (() => void)[];

beforeEach(() => {
  server = new TokenServer();
  copies = [loadCopy(), loadCopy()].map(({ api, AxiosError }) => {
    api.configureApi({ baseUrl: 'http://api.test/' });
    api.apiHttp.defaults.adapter = server.adapterFor(AxiosError);
    return api;
  });
  events = [];
  stopListening = [
    subscribe('session:refreshed', () => events.push('refreshed')),
    subscribe('session:lost', () => events.push('lost')),
  ];
  signedInWithExpiredAccessToken();
});

afterEach(() => {
  stopListening.forEach((stop) => stop());
  installWebLocks(null);
  Cookies.remove('access_token', { path: '/' });
  Cookies.remove('refresh_token', { path: '/' });
});

describe.each([
  ['with the Web Locks API', () => new FakeLockManager()],
  ['without Web Locks (page-wide fallback)', () => null],
])('two copies of the client %s', (_label, makeLocks) => {
  let locks: FakeLockManager | null;

  beforeEach(() => {
    locks = makeLocks();
    installWebLocks(locks);
  });

  it('refresh the expired access token once for calls fired from both at once', async () => {
    const [first, second] = copies;
    if (!first || !second) throw new Error('two copies expected');
    const results = await Promise.all([
      first.fetchCoins(),
      second.fetchCoins(),
      first.fetchProfile().catch(() => 'profile failed'),
      second.fetchCoins(),
    ]);

    expect(server.refreshCount).toBe(1);
    expect(server.presented).toEqual(['refresh-1']);
    expect(server.revoked).toBe(false);
    expect(results[0]).toEqual({ current_balance: 100 });
    expect(results[1]).toEqual({ current_balance: 100 });
    expect(results[3]).toEqual({ current_balance: 100 });
    const bearers = server.requests
      .filter((request) => request.url !== 'oauth/token')
      .map((request) => request.headers.Authorization);
    expect(new Set(bearers)).toEqual(new Set(['Bearer access-2']));
    expect(first.readTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    // The copy that refreshed tells the page once; nobody hears that the session was lost.
    expect(events).toEqual(['refreshed']);
    if (locks)
      expect(locks.requested.every((name) => name === first.TOKEN_REFRESH_LOCK)).toBe(true);
  });

  it('let the copy that waited use the token the other stored, even while the refresh is slow', async () => {
    const [first, second] = copies;
    if (!first || !second) throw new Error('two copies expected');
    server.holdRefreshes = true;
    const fromFirst = first.fetchCoins();
    const fromSecond = second.fetchCoins();
    // Both copies have asked for a token; only one refresh reached the server while it is held.
    await waitUntil(() => server.refreshCount === 1);
    server.releaseRefreshes();

    await expect(Promise.all([fromFirst, fromSecond])).resolves.toEqual([
      { current_balance: 100 },
      { current_balance: 100 },
    ]);
    expect(server.refreshCount).toBe(1);
    expect(server.revoked).toBe(false);
  });

  it('refresh again with the rotated token when the access token is gone a second time', async () => {
    const [first, second] = copies;
    if (!first || !second) throw new Error('two copies expected');
    await first.fetchCoins();
    Cookies.remove('access_token', { path: '/' });
    await second.fetchCoins();
    expect(server.presented).toEqual(['refresh-1', 'refresh-2']);
    expect(server.revoked).toBe(false);
  });
});

describe('a copy of the client', () => {
  it('announces a lost session on the bus, so the host hears it from any build', async () => {
    const [copy] = copies;
    Cookies.remove('refresh_token', { path: '/' });
    await expect(copy?.fetchCoins()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(events).toEqual(['lost']);
  });

  it('drops a rejected access token, but not one another copy stored since', async () => {
    const [copy] = copies;
    if (!copy) throw new Error('a copy expected');
    Cookies.set('access_token', 'access-stale', { path: '/' });
    // The server refuses the stale token: the copy drops it and refreshes on the next call.
    await expect(copy.fetchCoins()).rejects.toMatchObject({ status: 401 });
    expect(copy.readTokens().accessToken).toBeNull();
    await expect(copy.fetchCoins()).resolves.toEqual({ current_balance: 100 });

    // A 401 for a token that is no longer the cookie's (another copy refreshed meanwhile) keeps
    // the cookie, so the page does not refresh twice.
    const provider = copy.createCookieTokenProvider({});
    provider.onRejected?.('access-stale');
    expect(copy.readTokens().accessToken).toBe('access-2');
    expect(server.refreshCount).toBe(1);
  });
});

/** Lets promise callbacks run until `condition` holds (no wall-clock waiting). */
async function waitUntil(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !condition(); turn += 1) {
    await Promise.resolve();
  }
  if (!condition()) throw new Error('the condition never held');
}
