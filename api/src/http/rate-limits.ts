/**
 * Rate limits (@fastify/rate-limit), for any domain that registers them: the sign-in and account
 * forms, and the host's remote-load reports. `/oauth/token` is limited
 * per account and per client address, so neither guessing one user's password from many
 * addresses nor many users' passwords from one address gets far; signup and forgot-password are
 * limited per address. The account is the one the login names, however it is typed (`alice`,
 * `ALICE`, `alice@example.test`); a login that names no account is counted as typed.
 *
 * Counters live in Redis when REDIS_URL is set, so every instance of the API shares them, and in
 * memory otherwise. The client address is `request.ip`, which follows TRUST_PROXY.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface LimitRule {
  limiter: Limiter;
  /** When false the rule does not apply to this request (e.g. no username in a refresh grant). */
  appliesTo?: (request: FastifyRequest) => boolean;
}

/**
 * Registers the rate-limit plugin in the auth domain, its store in Redis when the app has one.
 * Only the routes that ask for it are limited (`limiter` below).
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis
      ? { store: redisCounters(app.redis, `${app.config.redisKeyPrefix}rate-limit:`) }
      : {}),
  });
}

/**
 * One counter per key, INCR'd and given its window's expiry by the first count, atomically.
 * Returns the count and the milliseconds left in the window.
 */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/**
 * The Redis store of the counters, every key exactly `prefix` + the limiter's key. The plugin's
 * own Redis store is not used: a limiter made by `createRateLimit` gets a child store keyed on a
 * route it does not have, so its keys read `<prefix>undefinedundefined-<key>`. The limiters here
 * are not per route (their keys already name the limiter), so a child is the same store.
 */
function redisCounters(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  return class RedisCounters implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindowMs = 60_000,
    ): void {
      redis
        .eval(COUNT_SCRIPT, 1, prefix + key, String(timeWindowMs))
        .then((result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * A limiter counting per key within the configured window. `name` keeps limiters apart: the
 * Redis store keys every limiter of the app in one namespace.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  key: (request: FastifyRequest) => string | Promise<string>,
): Limiter {
  return app.createRateLimit({
    max,
    timeWindow: app.config.auth.rateLimitWindowMs,
    keyGenerator: async (request) => `${name}:${await key(request)}`,
  });
}

/** The key of the client address (behind a trusted proxy, the client's). */
export function byAddress(request: FastifyRequest): string {
  return `address:${request.ip}`;
}

/**
 * preHandler that counts the request against each rule and answers 429 when one is exceeded.
 * When the counters cannot be reached (Redis down), the request goes on and the failure is
 * logged: sign-in stays available, and argon2id still makes each guess slow.
 */
export function rateLimited(rules: readonly LimitRule[], message: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const rule of rules) {
      if (rule.appliesTo && !rule.appliesTo(request)) continue;
      let result: Awaited<ReturnType<Limiter>>;
      try {
        result = await rule.limiter(request);
      } catch (error) {
        request.log.error({ err: error }, 'Rate-limit counters unavailable; request not limited');
        continue;
      }
      if (!result.isAllowed && result.isExceeded) {
        throw tooMany(reply, result.ttlInSeconds, message);
      }
    }
  };
}

/**
 * The 429 of every limit: `Retry-After` and a message that says when to try again (`message`
 * says what was limited, and may add what else the client can do after the wait).
 */
export function tooMany(
  reply: FastifyReply,
  retryAfterS: number,
  message: string,
  after = '',
): ApiError {
  reply.header('retry-after', String(retryAfterS));
  return new ApiError(
    'RATE_LIMITED',
    `${message} Please try again in ${retryAfterS} seconds.${after ? ` ${after}` : ''}`,
  );
}
