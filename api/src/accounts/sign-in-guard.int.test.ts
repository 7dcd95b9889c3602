/**
 * Sign-in that an attacker cannot lock (issue 26): failed sign-ins are counted per account and
 * address, and per account over the addresses it has never signed in from. An attacker failing
 * from anywhere holds back strangers, never the owner's known address, and every 429 says when to
 * try again. The clock is the test's (no sleeps). The same rules with the counters in Redis:
 * rate-limits.redis.int.test.ts.
 */
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { LIMITS, signInAttempt } from '../../test/rate-limit-support';
import { errorOf, newUser } from '../../test/session';
import type { TestUser } from '../../test/session';

const OWNER_ADDRESS = '127.0.0.1'; // newUser signs in from inject's default address
const WINDOW_MS = 60_000;

describe('the sign-in guard', () => {
  let t: TestApp;
  let clockMs = Date.parse('2025-06-01T12:00:00.000Z');

  beforeAll(async () => {
    t = await build({
      env: { ...LIMITS, RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) },
      now: () => new Date(clockMs),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  /** The limit (3 in LIMITS) of failures from addresses the account has never used. */
  async function attack(owner: TestUser, firstOctet: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      statuses.push(
        (await signInAttempt(t.app, owner.username, `10.${firstOctet}.0.${n}`)).statusCode,
      );
    }
    return statuses;
  }

  it('lets the owner sign in from a known address while attackers fail from anywhere', async () => {
    const owner = await newUser(t);
    expect(await attack(owner, 20)).toEqual([400, 400, 400, 429]);
    const right = await signInAttempt(t.app, owner.username, OWNER_ADDRESS, owner.password);
    expect(right.statusCode).toBe(200);
    // Even with the attack going on, minute after minute.
    clockMs += WINDOW_MS;
    expect(await attack(owner, 21)).toEqual([400, 400, 400, 429]);
    const again = await signInAttempt(t.app, owner.username, OWNER_ADDRESS, owner.password);
    expect(again.statusCode).toBe(200);
  });

  it('holds an unknown address with Retry-After and a message saying when, then lets it in', async () => {
    const owner = await newUser(t);
    await attack(owner, 22);
    const held = await signInAttempt(t.app, owner.username, '192.0.2.7', owner.password);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    const body = errorOf(held);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.errors.message).toBe(
      'Too many sign-in attempts. Please try again in 60 seconds. A device that has signed in to this account before can sign in now.',
    );
    clockMs += 45_000;
    const later = await signInAttempt(t.app, owner.username, '192.0.2.7', owner.password);
    expect(later.headers['retry-after']).toBe('15');
    // When the time said has passed, the right password signs in from that address.
    clockMs += 15_000;
    const after = await signInAttempt(t.app, owner.username, '192.0.2.7', owner.password);
    expect(after.statusCode).toBe(200);
  });

  it('still limits guessing from a known address, per account and address', async () => {
    const owner = await newUser(t);
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await signInAttempt(t.app, owner.username, OWNER_ADDRESS)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const right = await signInAttempt(t.app, owner.username, OWNER_ADDRESS, owner.password);
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).errors.message).toBe(
      'Too many sign-in attempts. Please try again in 60 seconds.',
    );
    // That address's failures do not hold the account's other addresses.
    expect((await signInAttempt(t.app, owner.username, '192.0.2.8')).statusCode).toBe(400);
  });

  it('counts failures only: signing in right again and again uses up nothing', async () => {
    const owner = await newUser(t);
    for (let n = 0; n < 6; n += 1) {
      const right = await signInAttempt(t.app, owner.username, '192.0.2.9', owner.password);
      expect(right.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await signInAttempt(t.app, owner.username, '192.0.2.10')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('counts parallel guesses before the passwords are checked', async () => {
    const owner = await newUser(t);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => signInAttempt(t.app, owner.username, `10.23.0.${n}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  });
});
