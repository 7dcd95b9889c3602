/**
 * The app's Redis connection (REDIS_URL), for state several API instances must share: today the
 * rate-limit counters. Unset, `app.redis` is null and nothing needs Redis.
 *
 * The connection is made while the app starts, so a wrong URL or a Redis that is down stops the
 * start with the reason. Afterwards a command fails at once while the connection is down (no
 * offline queue), so a request never waits on a missing Redis; ioredis reconnects by itself.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** How every Redis connection is made, the API's and the realtime nodes' (channel-bus.ts). */
export const REDIS_CONNECTION_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5000,
} as const;

/** The error that stops a start when the Redis of REDIS_URL does not answer. */
export function redisUnreachable(error: unknown): Error {
  return new Error(`Redis at REDIS_URL is not reachable: ${String(error)}`, { cause: error });
}

export function registerRedis(app: FastifyInstance, redisUrl: string | null): void {
  if (redisUrl === null) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(redisUrl, REDIS_CONNECTION_OPTIONS);
  // Connection errors reach the requests that need Redis; this keeps them out of the process's
  // unhandled 'error' events and in the log.
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
  app.decorate('redis', redis);
  app.register(async () => {
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw redisUnreachable(error);
    }
  });
  app.addHook('onClose', () => closeRedisConnection(redis));
}

/**
 * Closes a connection without ever throwing: QUIT where Redis is there to answer it, then the
 * socket is dropped. `status` still reads 'ready' for a moment after the socket was ended (a
 * `disconnect()` waits for the server's side to close), and a QUIT then fails at once with "Stream
 * isn't writeable" (no offline queue): the connection is gone either way, so that is no error.
 */
export async function closeRedisConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit().catch(() => undefined);
  connection.disconnect();
}
