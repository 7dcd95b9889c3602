import { countingKeys, mapStorage } from '@sportsbook/shared/testing';
import { ATTEMPTS_STORAGE_KEY, betAttempts } from './bet-attempts';

const bet = { betEventId: 501, stake: 40, odds: 1.85 };

// The rule itself (keys, settling, storage failures) is tested in shared's idempotent-attempts.
describe("the slip's attempts", () => {
  it('are one per bet event and stake: a retry sends the odds first sent, with the same key', () => {
    const attempts = betAttempts(mapStorage(), countingKeys());
    const first = attempts.attemptFor(bet);
    expect(attempts.attemptFor({ ...bet, odds: 2.1 })).toEqual(first);
    expect(attempts.attemptFor({ ...bet, stake: 45 }).idempotencyKey).toBe('key-2');
    expect(attempts.attemptFor({ ...bet, betEventId: 502 }).idempotencyKey).toBe('key-3');
  });

  it('survive a reload in the storage, as the submissions an older slip wrote', () => {
    const storage = mapStorage();
    // What a slip built before shared 2.9.0 left in the tab.
    storage.items.set(ATTEMPTS_STORAGE_KEY, JSON.stringify([{ ...bet, idempotencyKey: 'old' }]));
    const attempts = betAttempts(storage, countingKeys());
    expect(attempts.attemptFor(bet)).toEqual({ request: bet, idempotencyKey: 'old' });
    attempts.attemptFor({ ...bet, stake: 45 });
    expect(JSON.parse(storage.items.get(ATTEMPTS_STORAGE_KEY) ?? '[]')).toEqual([
      { ...bet, idempotencyKey: 'old' },
      { ...bet, stake: 45, idempotencyKey: 'key-1' },
    ]);
  });
});
