/**
 * Rate limits of the sign-in and account forms (@fastify/rate-limit). `/oauth/token` is limited
 * per username and per client address, so neither guessing one user's password from many
 * addresses nor many users' passwords from one address gets far; signup and forgot-password are
 * limited per address. Counters live in memory (one instance); DESIGN moves them to Redis later.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface LimitRule {
  limiter: Limiter;
  /** When false the rule does not apply to this request (e.g. no username in a refresh grant). */
  appliesTo?: (request: FastifyRequest) => boolean;
}

/** A limiter counting per key within the configured window. */
export function limiter(
  app: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string,
): Limiter {
  return app.createRateLimit({
    max,
    timeWindow: app.config.auth.rateLimitWindowMs,
    keyGenerator: key,
  });
}

/** preHandler that counts the request against each rule and answers 429 when one is exceeded. */
export function rateLimited(rules: readonly LimitRule[], message: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const rule of rules) {
      if (rule.appliesTo && !rule.appliesTo(request)) continue;
      const result = await rule.limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError(
          'RATE_LIMITED',
          `${message} Please try again in ${result.ttlInSeconds} seconds.`,
        );
      }
    }
  };
}
