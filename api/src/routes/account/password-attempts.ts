/**
 * Forms that ask for the current password again (change password, change club) are a way to
 * guess it with a stolen access token, so they are limited per user like sign-in attempts are per
 * username: `TOKEN_RATE_LIMIT_PER_USERNAME` requests a window, counted across those forms.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { currentUser } from '../../accounts/authenticate';
import { limiter, rateLimited } from '../../plugins/rate-limits';

/** One preHandler for every password-checking route of the scope, so they share one count. */
export function passwordAttemptLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  return rateLimited(
    [
      {
        limiter: limiter(
          app,
          'password-check',
          app.config.auth.tokenRateLimitPerUsername,
          (request) => `user:${currentUser(request).id}`,
        ),
      },
    ],
    'Too many password attempts.',
  );
}
