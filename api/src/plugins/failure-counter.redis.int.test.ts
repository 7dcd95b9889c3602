/**
 * The Redis path of the failure counter (wrong current passwords, routes/account/password-attempts.ts):
 * counts shared by every API instance, reading them counts nothing, the window starts with the
 * first failure. Runs when TEST_REDIS_URL is set, like rate-limits.redis.int.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { FailureCounter } from './rate-limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
  await redis.ping();
});

afterAll(() => {
  redis.disconnect();
});

describe('failure counts in Redis', () => {
  it('are shared by two instances, cost nothing to read and expire with the window', async () => {
    const prefix = `sportsbook-test-${randomBytes(6).toString('hex')}:password-check:`;
    const first = new FailureCounter(redis, prefix, 60_000);
    const second = new FailureCounter(redis, prefix, 60_000);

    expect(await first.peek('user:7')).toEqual({ failures: 0, ttlMs: 0 });
    expect(await first.peek('user:7')).toEqual({ failures: 0, ttlMs: 0 });
    expect((await first.record('user:7')).failures).toBe(1);
    const both = await second.record('user:7');
    expect(both.failures).toBe(2);
    expect(both.ttlMs).toBeGreaterThan(0);
    expect(both.ttlMs).toBeLessThanOrEqual(60_000);
    const read = await second.peek('user:7');
    expect(read.failures).toBe(2);
    expect(await first.peek('user:8')).toEqual({ failures: 0, ttlMs: 0 });
    expect(await redis.pttl(`${prefix}user:7`)).toBeGreaterThan(0);
    await redis.del(`${prefix}user:7`);
  });
});
