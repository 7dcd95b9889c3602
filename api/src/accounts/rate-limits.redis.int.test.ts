/**
 * The Redis path of the rate limits: counters shared by API instances through the Redis at
 * TEST_REDIS_URL. Like the PostgreSQL pass (TEST_DATABASE_URL), it runs when that variable is set
 * (.ci/run sets it and starts Redis when none answers); `npm test` on a machine without Redis
 * leaves this file out (api/jest.config.js). With the variable set, an unreachable Redis fails
 * the tests loudly.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { signInAttempt, twoInstances } from '../../test/rate-limit-support';
import { errorOf } from '../../test/session';
import { TEST_NOW } from '../../test/helper';
import { seedDatabase } from '../seed/seed';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate-limit counters in Redis (REDIS_URL)', () => {
  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      throw new Error(
        `Redis at ${REDIS_URL} is not reachable (${String(error)}). These tests need it: start Redis or set TEST_REDIS_URL.`,
      );
    } finally {
      probe.disconnect();
    }
  });

  it('are shared by two API instances: four attempts through either make the fourth a 429', async () => {
    const prefix = `sportsbook-test-${randomBytes(6).toString('hex')}:`;
    const { apps, close } = await twoInstances({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    try {
      const statuses: number[] = [];
      for (const [index, login] of ['someone', 'SOMEONE', 'someone', 'Someone'].entries()) {
        const app = apps[index % 2]!;
        statuses.push((await signInAttempt(app, login, `10.4.0.${index}`)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      // The counter is in Redis, under the configured prefix.
      const redis = apps[0].redis!;
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toContain(`${prefix}sign-in:failures:login:someone:unknown-addresses`);
      // The per-address limiter's counters: exactly the prefix, the limiter and the address.
      expect(keys.filter((key) => key.startsWith(`${prefix}rate-limit:`)).sort()).toEqual(
        [0, 1, 2, 3].map((index) => `${prefix}rate-limit:token:address:10.4.0.${index}`),
      );
      expect(await redis.get(`${prefix}rate-limit:token:address:10.4.0.0`)).toBe('1');
      expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("hold strangers but not the owner's known address, on either instance, on the app's clock", async () => {
    const prefix = `sportsbook-test-${randomBytes(6).toString('hex')}:`;
    let clockMs = Date.parse('2025-06-01T12:00:00.000Z');
    const { apps, database, close } = await twoInstances(
      { REDIS_URL, REDIS_KEY_PREFIX: prefix },
      () => new Date(clockMs),
    );
    try {
      await seedDatabase(database.handle.db, { now: TEST_NOW, demoUser: true });
      const [login, password] = ['demo', 'demo12345'];
      // The owner signs in from home through one instance: the address becomes known to both.
      expect((await signInAttempt(apps[0], login, '198.51.100.1', password)).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        statuses.push((await signInAttempt(apps[n % 2]!, login, `10.7.0.${n}`)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await signInAttempt(apps[1], login, '198.51.100.1', password)).statusCode).toBe(200);
      const held = await signInAttempt(apps[1], login, '198.51.100.2', password);
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('60');
      clockMs += 60_000;
      expect((await signInAttempt(apps[0], login, '198.51.100.2', password)).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('let sign-in go on, unlimited and logged, while Redis is unreachable', async () => {
    const prefix = `sportsbook-test-${randomBytes(6).toString('hex')}:`;
    const { apps, close } = await twoInstances({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    try {
      await apps[0].ready();
      apps[0].redis!.disconnect();
      const response = await signInAttempt(apps[0], 'someone', '10.6.0.1');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
    } finally {
      await close();
    }
  });

  it('let the API close cleanly the moment its Redis connection has dropped', async () => {
    const { apps, close } = await twoInstances({ REDIS_URL });
    await Promise.all(apps.map((app) => app.ready()));
    for (const app of apps) {
      app.redis!.disconnect();
      // The socket is ended but not yet closed: ioredis still reads 'ready', and a QUIT would
      // fail with "Stream isn't writeable".
      expect(app.redis!.status).toBe('ready');
    }
    await expect(close()).resolves.toBeUndefined();
  });

  it('stop the API from starting when REDIS_URL points nowhere', async () => {
    // Port 1 on this machine: nothing listens there.
    const { apps, close } = await twoInstances({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      await expect(apps[0].ready()).rejects.toThrow(/Redis at REDIS_URL is not reachable/);
    } finally {
      await close();
    }
  });
});
