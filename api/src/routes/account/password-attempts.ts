/**
 * Forms that ask for the current password again (change password, change club, the wallet's
 * money forms) are a way to guess it with a stolen access token, so wrong passwords are limited
 * per user like sign-in attempts are per username: `TOKEN_RATE_LIMIT_PER_USERNAME` wrong
 * passwords a window, counted across those forms; after that every check of the user's password
 * is 429 until the window ends. Only wrong passwords count: a bettor who knows the password may
 * use the forms as often as they like (issue 26: at most 10 wallet operations a minute before).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../accounts/authenticate';
import { ApiError } from '../../errors';
import { FailureCounter, tooManyAttempts } from '../../plugins/rate-limits';

const TOO_MANY_MESSAGE = 'Too many password attempts.';

export interface PasswordAttempts {
  /**
   * Runs `check` (the work that verifies the user's password) unless the user has used up the
   * wrong passwords of the window (429), and counts it when it refuses the password.
   */
  guard<T>(request: FastifyRequest, reply: FastifyReply, check: () => Promise<T>): Promise<T>;
}

/**
 * One count per app, whichever scope's forms ask (keyed on its ledger, which every scope of one
 * app shares), in Redis when the app has one, so every instance shares it then.
 */
const counters = new WeakMap<FastifyInstance['ledger'], FailureCounter>();

function counterOf(app: FastifyInstance): FailureCounter {
  let counter = counters.get(app.ledger);
  if (!counter) {
    counter = new FailureCounter(
      app.redis,
      `${app.config.redisKeyPrefix}password-check:`,
      app.config.auth.rateLimitWindowMs,
    );
    counters.set(app.ledger, counter);
  }
  return counter;
}

/** A wrong current password, as every password-checking form refuses it. */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_CREDENTIALS';
}

export function passwordAttemptLimit(app: FastifyInstance): PasswordAttempts {
  const counter = counterOf(app);
  const max = app.config.auth.tokenRateLimitPerUsername;
  return {
    async guard(request, reply, check) {
      const key = `user:${currentUser(request).id}`;
      try {
        const { failures, ttlMs } = await counter.peek(key);
        if (failures >= max)
          throw tooManyAttempts(reply, TOO_MANY_MESSAGE, Math.max(1, Math.ceil(ttlMs / 1000)));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The counters cannot be reached (Redis down): the check goes on, argon2 keeps it slow.
        request.log.error({ err: error }, 'Password attempt counters unavailable; not limited');
      }
      try {
        return await check();
      } catch (error) {
        if (isWrongPassword(error)) {
          await counter
            .record(key)
            .catch((failure: unknown) =>
              request.log.error({ err: failure }, 'Could not count a wrong password'),
            );
        }
        throw error;
      }
    },
  };
}
