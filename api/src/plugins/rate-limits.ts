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
      ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` }
      : {}),
  });
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
        throw tooManyAttempts(reply, message, result.ttlInSeconds);
      }
    }
  };
}

/** The 429 of every limit: `Retry-After` and the message saying when to try again. */
export function tooManyAttempts(reply: FastifyReply, message: string, seconds: number): ApiError {
  reply.header('retry-after', String(seconds));
  return new ApiError('RATE_LIMITED', `${message} Please try again in ${seconds} seconds.`);
}

/** What a failure counter holds for a key: failures in the current window, and its time left. */
export interface FailureCount {
  failures: number;
  ttlMs: number;
}

/**
 * Counts failures only (a wrong password), per key, in fixed windows of `windowMs` from the first
 * failure: unlike `limiter`, which counts every request, reading the count costs nothing, so a
 * caller that succeeds never uses up its attempts. In Redis when the app has it (shared by every
 * instance), in memory otherwise.
 */
export class FailureCounter {
  private readonly memory = new Map<string, { failures: number; endsAtMs: number }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async peek(key: string): Promise<FailureCount> {
    if (this.redis) {
      const [failures, ttl] = await this.redis
        .multi()
        .get(this.prefix + key)
        .pttl(this.prefix + key)
        .exec()
        .then((replies) => (replies ?? []).map(([, value]) => value));
      return { failures: Number(failures ?? 0), ttlMs: Math.max(0, Number(ttl ?? 0)) };
    }
    const entry = this.memory.get(key);
    const now = this.nowMs();
    if (!entry || entry.endsAtMs <= now) return { failures: 0, ttlMs: 0 };
    return { failures: entry.failures, ttlMs: entry.endsAtMs - now };
  }

  async record(key: string): Promise<FailureCount> {
    if (this.redis) {
      const name = this.prefix + key;
      // The window starts with the first failure: SET NX gives the key its expiry, INCR keeps it.
      const replies = await this.redis
        .multi()
        .set(name, 0, 'PX', this.windowMs, 'NX')
        .incr(name)
        .pttl(name)
        .exec();
      const [, failures, ttl] = (replies ?? []).map(([, value]) => value);
      return { failures: Number(failures ?? 0), ttlMs: Math.max(0, Number(ttl ?? 0)) };
    }
    const now = this.nowMs();
    if (this.memory.size > 10_000) {
      for (const [name, entry] of this.memory) if (entry.endsAtMs <= now) this.memory.delete(name);
    }
    let entry = this.memory.get(key);
    if (!entry || entry.endsAtMs <= now) {
      entry = { failures: 0, endsAtMs: now + this.windowMs };
      this.memory.set(key, entry);
    }
    entry.failures += 1;
    return { failures: entry.failures, ttlMs: entry.endsAtMs - now };
  }
}
