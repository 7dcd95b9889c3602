/**
 * Forms that ask for the current password again (change password, change club, the wallet's
 * money forms) are a way to guess it with a stolen access token, so wrong passwords are limited
 * per user like sign-in attempts are per account: `TOKEN_RATE_LIMIT_PER_USERNAME` wrong
 * passwords a window, counted across those forms; after that every check of the user's password
 * is 429 until the window ends. Only wrong passwords count: a bettor who knows the password may
 * use the forms as often as they like (issue 26: at most 10 wallet operations a minute before).
 *
 * The counters are the sign-in guard's (accounts/sign-in-guard.ts): an attempt is counted before
 * the password is checked, so parallel guesses cannot slip past, and taken back when it was not a
 * wrong password.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../http/authenticate';
import { MemoryGuardStore, RedisGuardStore, seconds, type GuardStore } from './sign-in-guard';
import { ApiError } from '../errors';
import { tooMany } from '../http/rate-limits';

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
const stores = new WeakMap<FastifyInstance['ledger'], GuardStore>();

function storeOf(app: FastifyInstance): GuardStore {
  let store = stores.get(app.ledger);
  if (!store) {
    store = app.redis
      ? new RedisGuardStore(app.redis, `${app.config.redisKeyPrefix}password-check:`)
      : new MemoryGuardStore();
    stores.set(app.ledger, store);
  }
  return store;
}

/** A wrong current password, as every password-checking form refuses it. */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_CREDENTIALS';
}

export function passwordAttemptLimit(app: FastifyInstance): PasswordAttempts {
  const store = storeOf(app);
  const max = app.config.auth.tokenRateLimitPerUsername;
  const windowMs = app.config.auth.rateLimitWindowMs;
  return {
    async guard(request, reply, check) {
      const key = `user:${currentUser(request).id}`;
      const nowMs = app.now().getTime();
      let counted = false;
      try {
        const { count, resetInMs } = await store.add(key, 1, nowMs, windowMs);
        if (count > max) throw tooMany(reply, seconds(resetInMs), TOO_MANY_MESSAGE);
        counted = true;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The counters cannot be reached (Redis down): the check goes on, argon2 keeps it slow.
        request.log.error({ err: error }, 'Password attempt counters unavailable; not limited');
      }
      const takeBack = async () => {
        if (!counted) return;
        await store
          .add(key, -1, nowMs, windowMs)
          .catch((failure: unknown) =>
            request.log.error({ err: failure }, 'Could not take back a password attempt'),
          );
      };
      try {
        const result = await check();
        await takeBack();
        return result;
      } catch (error) {
        if (!isWrongPassword(error)) await takeBack();
        throw error;
      }
    },
  };
}
