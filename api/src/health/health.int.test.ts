/**
 * `/health` says the process answers; `/ready` that it can serve: the database answers and,
 * when REDIS_URL is set, Redis does (issue 27).
 */
import { build, json } from '../../test/helper';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('/health and /ready', () => {
  it('are both fine on a working API', async () => {
    const t = await build({ seed: false });
    try {
      const health = await t.app.inject({ url: '/health' });
      expect([health.statusCode, json(health)]).toEqual([200, { status: 'ok' }]);
      const ready = await t.app.inject({ url: '/ready' });
      expect([ready.statusCode, json(ready)]).toEqual([200, { status: 'ready' }]);
    } finally {
      await t.close();
    }
  });

  it('without its database, the API is alive but not ready', async () => {
    const t = await build({ seed: false });
    await t.database.close();
    try {
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
      const ready = await t.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(json<{ message: string }>(ready).message).toBe('The database is unavailable.');
    } finally {
      await t.app.close();
    }
  });

  it('with REDIS_URL set, it is not ready while Redis does not answer', async () => {
    const t = await build({ seed: false, env: { REDIS_URL } });
    try {
      await t.app.ready();
      expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
      const redis = t.app.redis;
      if (!redis) throw new Error('REDIS_URL was not used');
      const ended = new Promise((resolve) => redis.once('end', resolve));
      redis.disconnect();
      await ended;
      const ready = await t.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(json<{ message: string }>(ready).message).toBe('Redis is unavailable.');
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
