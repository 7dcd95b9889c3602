/**
 * `GET /health`: the process is alive and answers (`{ status: 'ok' }`), whatever its
 * dependencies do: a process manager restarts the API only when this fails.
 * `GET /ready`: the API can serve requests: the database answers and, when REDIS_URL is set,
 * Redis does; else 503 naming what does not, so a proxy or load balancer sends no traffic here.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '../errors';

const REDIS_PING_TIMEOUT_MS = 2000;

async function redisAnswers(app: FastifyInstance): Promise<boolean> {
  if (!app.redis) return true;
  let timer: NodeJS.Timeout | undefined;
  try {
    const pong = await Promise.race([
      app.redis.ping(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), REDIS_PING_TIMEOUT_MS);
      }),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: { status: 'ok' } }>('/health', async () => ({ status: 'ok' }));

  app.get<{ Reply: { status: 'ready' } }>('/ready', async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      throw new ApiError('INTERNAL', 'The database is unavailable.', {
        statusCode: 503,
        cause: error,
      });
    }
    if (!(await redisAnswers(app))) {
      throw new ApiError('INTERNAL', 'Redis is unavailable.', { statusCode: 503 });
    }
    return { status: 'ready' };
  });
}
