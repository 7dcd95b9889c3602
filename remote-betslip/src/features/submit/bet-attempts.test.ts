import {
  ATTEMPTS_STORAGE_KEY,
  BetAttempts,
  MAX_UNCONFIRMED_ATTEMPTS,
  type AttemptStorage,
} from './bet-attempts';

/** Keys key-1, key-2, ... in the order attempts are made. */
function countingKeys(): () => string {
  let made = 0;
  return () => `key-${(made += 1)}`;
}

/** A storage that keeps its items in a Map, like sessionStorage. */
function mapStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const bet = { betEventId: 501, stake: 40, odds: 1.85 };

describe('one key per attempted bet', () => {
  it('sends an unconfirmed attempt again as it was: same key, same odds', () => {
    const attempts = new BetAttempts(mapStorage(), countingKeys());
    const first = attempts.attemptFor(bet);
    expect(first).toEqual({ ...bet, idempotencyKey: 'key-1' });
    // The odds moved on the slip meanwhile; the retry is still the request first sent.
    expect(attempts.attemptFor({ ...bet, odds: 2.1 })).toEqual(first);
  });

  it('makes a new attempt for a new stake or a new selection', () => {
    const attempts = new BetAttempts(mapStorage(), countingKeys());
    attempts.attemptFor(bet);
    expect(attempts.attemptFor({ ...bet, stake: 45 }).idempotencyKey).toBe('key-2');
    expect(attempts.attemptFor({ ...bet, betEventId: 502 }).idempotencyKey).toBe('key-3');
    // Back to the first stake: that attempt is still unconfirmed, so it is retried.
    expect(attempts.attemptFor(bet).idempotencyKey).toBe('key-1');
  });

  it('forgets an attempt once its outcome is known: the next press is a new bet', () => {
    const attempts = new BetAttempts(mapStorage(), countingKeys());
    const first = attempts.attemptFor(bet);
    const other = attempts.attemptFor({ ...bet, stake: 45 });
    attempts.settle(first);
    expect(attempts.attemptFor(bet).idempotencyKey).toBe('key-3');
    expect(attempts.attemptFor({ ...bet, stake: 45 })).toEqual(other);
  });

  it('keeps unconfirmed attempts in the storage, so a reloaded page retries with the same key', () => {
    const storage = mapStorage();
    const before = new BetAttempts(storage, countingKeys()).attemptFor(bet);
    expect(JSON.parse(storage.items.get(ATTEMPTS_STORAGE_KEY) ?? '[]')).toEqual([before]);
    const afterReload = new BetAttempts(storage, countingKeys());
    expect(afterReload.attemptFor(bet)).toEqual(before);
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
    const attempts = new BetAttempts(refusing, countingKeys());
    const first = attempts.attemptFor(bet);
    expect(attempts.attemptFor(bet)).toEqual(first);
    attempts.settle(first);
    expect(attempts.attemptFor(bet).idempotencyKey).toBe('key-2');
  });

  it('ignores storage contents it did not write', () => {
    const storage = mapStorage();
    storage.items.set(ATTEMPTS_STORAGE_KEY, '[{"betEventId":"501"},"x",null]');
    expect(new BetAttempts(storage, countingKeys()).attemptFor(bet).idempotencyKey).toBe('key-1');
    storage.items.set(ATTEMPTS_STORAGE_KEY, 'not json');
    expect(new BetAttempts(storage, countingKeys()).attemptFor(bet).idempotencyKey).toBe('key-1');
  });

  it(`keeps at most ${MAX_UNCONFIRMED_ATTEMPTS} unconfirmed attempts, forgetting the oldest`, () => {
    const attempts = new BetAttempts(mapStorage(), countingKeys());
    for (let stake = 20; stake < 20 + MAX_UNCONFIRMED_ATTEMPTS + 1; stake += 1) {
      attempts.attemptFor({ ...bet, stake });
    }
    expect(attempts.attemptFor({ ...bet, stake: 21 }).idempotencyKey).toBe('key-2');
    expect(attempts.attemptFor({ ...bet, stake: 20 }).idempotencyKey).toBe(
      `key-${MAX_UNCONFIRMED_ATTEMPTS + 2}`,
    );
  });

  it('gives every new attempt a key of its own by default', () => {
    const attempts = new BetAttempts(null);
    const keys = new Set(
      Array.from({ length: 20 }, (_unused, index) => {
        const attempt = attempts.attemptFor({ ...bet, stake: 20 + index });
        return attempt.idempotencyKey;
      }),
    );
    expect(keys.size).toBe(20);
  });
});
