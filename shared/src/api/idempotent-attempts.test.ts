import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from '../contracts';
import { ApiError } from './api-error';
import { apiHttp, setTokenProvider } from './client';
import { configureApi } from './config';
import {
  IdempotentAttempts,
  MAX_UNKNOWN_ATTEMPTS,
  outcomeKnown,
  type AttemptStorage,
} from './idempotent-attempts';
import { postCoinTransfer } from './wallet';
import { countingKeys, mapStorage } from '../testing/attempts';

const STORAGE_KEY = 'test:attempts';

interface Bet {
  betEventId: number;
  stake: number;
  odds: number;
}

function isBet(value: unknown): value is Bet {
  if (typeof value !== 'object' || value === null) return false;
  const { betEventId, stake, odds } = value as Record<string, unknown>;
  return typeof betEventId === 'number' && typeof stake === 'number' && typeof odds === 'number';
}

/** Attempts as the betslip keeps them: one per event and stake, kept in `storage`. */
function betAttempts(storage: AttemptStorage | null): IdempotentAttempts<Bet> {
  return new IdempotentAttempts<Bet>({
    identify: (bet) => `${bet.betEventId}:${bet.stake}`,
    storage: { storage, storageKey: STORAGE_KEY, isRequest: isBet },
    newKey: countingKeys(),
  });
}

const bet: Bet = { betEventId: 501, stake: 40, odds: 1.85 };
const form = { username: 'bob', transferring_coin_number: '20', password: 'secret123' };

const failures = {
  network: new ApiError('Could not reach the server.', { status: null, code: 'NETWORK' }),
  timeout: new ApiError('Slow', { status: null, code: 'TIMEOUT' }),
  busy: new ApiError('Busy', { status: 503, code: 'SERVICE_UNAVAILABLE' }),
  internal: new ApiError('Oops', { status: 500, code: 'INTERNAL' }),
  noSession: new ApiError('Please Log In!', { status: null, code: 'UNAUTHENTICATED' }),
  tokenRejected: new ApiError('Unauthenticated.', { status: 401, code: 'UNAUTHENTICATED' }),
  rateLimited: new ApiError('Too many requests.', { status: 429, code: 'RATE_LIMITED' }),
  notPrepared: new ApiError('Not prepared', { status: null, code: 'REQUEST_PREPARATION' }),
  other: new Error('boom'),
};
const refusals = {
  insufficient: new ApiError('Insufficient balance.', {
    status: 422,
    code: 'INSUFFICIENT_BALANCE',
  }),
  invalid: new ApiError('The stake is required.', { status: 400, code: 'VALIDATION_FAILED' }),
  conflict: new ApiError('Already cancelled.', { status: 409, code: 'CONFLICT' }),
  forbidden: new ApiError('Not you.', { status: 403, code: 'FORBIDDEN' }),
};

/** Sends with `attempts`, failing with `error`; returns the key the attempt carried. */
async function sendFailing(
  attempts: IdempotentAttempts<typeof form>,
  error: unknown,
): Promise<string> {
  let sentKey = '';
  await expect(
    attempts.send(form, async (_form, key) => {
      sentKey = key;
      throw error;
    }),
  ).rejects.toBe(error);
  return sentKey;
}

describe('reusing the key until the outcome is known', () => {
  it.each(Object.entries(failures))(
    'sends the same key again after an unknown outcome (%s)',
    async (_name, error) => {
      const attempts = new IdempotentAttempts<typeof form>({ newKey: countingKeys() });
      expect(await sendFailing(attempts, error)).toBe('key-1');
      const keys: string[] = [];
      await attempts.send({ ...form }, async (_form, key) => keys.push(key));
      expect(keys).toEqual(['key-1']);
      expect(outcomeKnown(error)).toBe(false);
    },
  );

  it.each(Object.entries(refusals))(
    'makes a new key after the server refused the request (%s)',
    async (_name, error) => {
      const attempts = new IdempotentAttempts<typeof form>({ newKey: countingKeys() });
      expect(await sendFailing(attempts, error)).toBe('key-1');
      expect(await sendFailing(attempts, failures.network)).toBe('key-2');
      expect(outcomeKnown(error)).toBe(true);
    },
  );

  it('makes a new key after the request went through', async () => {
    const attempts = new IdempotentAttempts<typeof form>({ newKey: countingKeys() });
    await expect(attempts.send(form, async () => 'done')).resolves.toBe('done');
    expect(await sendFailing(attempts, failures.network)).toBe('key-2');
  });

  it('keeps an unknown attempt through an expired session: after signing in, the retry replays it', async () => {
    const attempts = new IdempotentAttempts<typeof form>({ newKey: countingKeys() });
    expect(await sendFailing(attempts, failures.timeout)).toBe('key-1');
    expect(await sendFailing(attempts, failures.noSession)).toBe('key-1');
    const keys: string[] = [];
    await attempts.send(form, async (_form, key) => keys.push(key));
    expect(keys).toEqual(['key-1']);
  });

  it('gives another request a key of its own while one is unknown, and keeps both', async () => {
    const attempts = new IdempotentAttempts<typeof form>({ newKey: countingKeys() });
    expect(await sendFailing(attempts, failures.network)).toBe('key-1');
    const changed = { ...form, transferring_coin_number: '30' };
    const keys: string[] = [];
    await expect(
      attempts.send(changed, async (_form, key) => {
        keys.push(key);
        throw failures.network;
      }),
    ).rejects.toBe(failures.network);
    expect(await sendFailing(attempts, failures.network)).toBe('key-1');
    expect(keys).toEqual(['key-2']);
  });

  it('sends the real Idempotency-Key header again after a lost answer, and a new one after the answer', async () => {
    configureApi({ baseUrl: 'http://api.test', timeoutMs: 1000 });
    setTokenProvider({ getAccessToken: async () => 'token' });
    const sent: string[] = [];
    const answers = ['network', 503, 200, 200];
    const adapter: AxiosAdapter = async (config) => {
      sent.push(String(config.headers[IDEMPOTENCY_KEY_HEADER]));
      const next = answers.shift();
      if (next === 'network') throw new AxiosError('down', AxiosError.ERR_NETWORK, config);
      const status = Number(next);
      const data = status === 200 ? { message: 'Sent.' } : { message: 'Busy' };
      const response = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) {
        throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
      }
      return response;
    };
    const previous = apiHttp.defaults.adapter;
    apiHttp.defaults.adapter = adapter;
    try {
      const attempts = new IdempotentAttempts<typeof form>({ newKey: countingKeys() });
      await expect(attempts.send(form, postCoinTransfer)).rejects.toBeInstanceOf(ApiError);
      await expect(attempts.send(form, postCoinTransfer)).rejects.toBeInstanceOf(ApiError);
      await expect(attempts.send(form, postCoinTransfer)).resolves.toBe('Sent.');
      await expect(attempts.send(form, postCoinTransfer)).resolves.toBe('Sent.');
      expect(sent).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
    } finally {
      apiHttp.defaults.adapter = previous;
      setTokenProvider(null);
    }
  });
});

describe('attempts identified by part of the request, kept in storage', () => {
  it('sends an unknown attempt again as it was first sent: same key, same odds', () => {
    const attempts = betAttempts(mapStorage());
    const first = attempts.attemptFor(bet);
    expect(first).toEqual({ request: bet, idempotencyKey: 'key-1' });
    // The odds moved on the slip meanwhile; the retry is still the request first sent.
    expect(attempts.attemptFor({ ...bet, odds: 2.1 })).toEqual(first);
  });

  it('makes a new attempt for another identity, and retries an earlier one still unknown', () => {
    const attempts = betAttempts(mapStorage());
    attempts.attemptFor(bet);
    expect(attempts.attemptFor({ ...bet, stake: 45 }).idempotencyKey).toBe('key-2');
    expect(attempts.attemptFor({ ...bet, betEventId: 502 }).idempotencyKey).toBe('key-3');
    expect(attempts.attemptFor(bet).idempotencyKey).toBe('key-1');
  });

  it('forgets a settled attempt only', () => {
    const attempts = betAttempts(mapStorage());
    const first = attempts.attemptFor(bet);
    const other = attempts.attemptFor({ ...bet, stake: 45 });
    attempts.settle(first);
    expect(attempts.attemptFor(bet).idempotencyKey).toBe('key-3');
    expect(attempts.attemptFor({ ...bet, stake: 45 })).toEqual(other);
  });

  it('keeps unknown attempts in the storage as the request and its key, so a reload retries them', () => {
    const storage = mapStorage();
    const before = betAttempts(storage).attemptFor(bet);
    expect(JSON.parse(storage.items.get(STORAGE_KEY) ?? '[]')).toEqual([
      { ...bet, idempotencyKey: 'key-1' },
    ]);
    expect(betAttempts(storage).attemptFor(bet)).toEqual(before);
  });

  it('remembers in memory where the storage refuses to be written or read', () => {
    const refusing: AttemptStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const attempts = betAttempts(refusing);
    const first = attempts.attemptFor(bet);
    expect(attempts.attemptFor(bet)).toEqual(first);
    attempts.settle(first);
    expect(attempts.attemptFor(bet).idempotencyKey).toBe('key-2');
  });

  it('ignores storage contents it did not write', () => {
    const storage = mapStorage();
    storage.items.set(STORAGE_KEY, '[{"betEventId":"501"},{"betEventId":501},"x",null]');
    expect(betAttempts(storage).attemptFor(bet).idempotencyKey).toBe('key-1');
    storage.items.set(STORAGE_KEY, 'not json');
    expect(betAttempts(storage).attemptFor(bet).idempotencyKey).toBe('key-1');
  });

  it(`keeps at most ${MAX_UNKNOWN_ATTEMPTS} unknown attempts, forgetting the oldest`, () => {
    const attempts = betAttempts(mapStorage());
    for (let stake = 20; stake < 20 + MAX_UNKNOWN_ATTEMPTS + 1; stake += 1) {
      attempts.attemptFor({ ...bet, stake });
    }
    expect(attempts.attemptFor({ ...bet, stake: 21 }).idempotencyKey).toBe('key-2');
    expect(attempts.attemptFor({ ...bet, stake: 20 }).idempotencyKey).toBe(
      `key-${MAX_UNKNOWN_ATTEMPTS + 2}`,
    );
  });

  it('gives every new attempt a key of its own by default', () => {
    const attempts = new IdempotentAttempts<Bet>();
    const keys = new Set(
      Array.from(
        { length: 20 },
        (_unused, index) => attempts.attemptFor({ ...bet, stake: 20 + index }).idempotencyKey,
      ),
    );
    expect(keys.size).toBe(20);
  });
});
