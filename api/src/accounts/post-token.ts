/**
 * `POST /oauth/token` (form data): the password grant (sign-in) and the refresh_token grant of
 * SPEC section 7. Answers `TokenResponse`, not enveloped, as OAuth 2 servers do; refusals carry the
 * error body (`message` and `errors.message` say what the sign-in form shows).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, VALIDATION_MESSAGES } from '@sportsbook/shared/contracts';
import type { TokenResponse } from '@sportsbook/shared/contracts';
import { ApiError } from '../errors';
import { invalidFormField } from '../http/schemas';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';
import { byAddress, limiter, rateLimited, tooMany } from '../http/rate-limits';
import { MemoryGuardStore, RedisGuardStore, SignInGuard, SignInHeld } from './sign-in-guard';

const FIELDS = [
  'grant_type',
  'client_id',
  'client_secret',
  'username',
  'password',
  'refresh_token',
  'scope',
] as const;

export const postTokenSchema = { ...replyOf(tokenReply), body: formBodySchema(FIELDS) } as const;

type TokenForm = FormBody<(typeof FIELDS)[number]>;

export const UNSUPPORTED_GRANT_MESSAGE = 'The grant type is not supported.';

/** The login (username or email) a password grant names. */
function loginOf(body: unknown): string {
  const username = (body as TokenForm | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

/**
 * The rate-limit key of the account a login names, however it is typed (`alice`, `ALICE`,
 * `alice@example.test`), so guesses at one account share one counter; a login that names no
 * account is counted as typed.
 */
async function accountKeyOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const login = loginOf(request.body);
  const account = await app.accounts.findForSignIn(login);
  return account ? `account:${account.id}` : `login:${login}`;
}

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts.';
/** Said when an account's unknown addresses are held: its known devices can still sign in. */
export const KNOWN_DEVICES_STILL_SIGN_IN =
  'A device that has signed in to this account before can sign in now.';

export function postToken(app: FastifyInstance): void {
  const { tokenRateLimitPerAddress, tokenRateLimitPerUsername, rateLimitWindowMs } =
    app.config.auth;
  // Every request from one address, whatever it names; the account's failures are the guard's.
  const limits = rateLimited(
    [{ limiter: limiter(app, 'token', tokenRateLimitPerAddress, byAddress) }],
    TOO_MANY_SIGN_INS,
  );
  const guard = new SignInGuard({
    store: app.redis
      ? new RedisGuardStore(app.redis, app.config.redisKeyPrefix)
      : new MemoryGuardStore(),
    maxFailures: tokenRateLimitPerUsername,
    windowMs: rateLimitWindowMs,
    knownForMs: app.config.auth.refreshTokenTtlS * 1000,
    now: app.now,
    log: app.log,
  });

  app.post<{ Body: TokenForm | undefined; Reply: TokenResponse }>(
    `/${API_PATHS.oauthToken}`,
    { schema: postTokenSchema, preHandler: limits },
    async (request, reply) => {
      const body = request.body ?? {};
      reply.header('Cache-Control', 'no-store');
      const grantType = body.grant_type?.trim() ?? '';
      if (grantType === '') throw invalidFormField('grant_type', 'The grant type is required.');
      if (grantType !== 'password' && grantType !== 'refresh_token') {
        throw new ApiError('VALIDATION_FAILED', UNSUPPORTED_GRANT_MESSAGE, {
          fieldErrors: { grant_type: UNSUPPORTED_GRANT_MESSAGE },
        });
      }
      app.tokens.checkClient(body.client_id ?? '', body.client_secret ?? '');
      if (grantType === 'refresh_token') {
        const refreshToken = body.refresh_token?.trim() ?? '';
        if (refreshToken === '')
          throw invalidFormField('refresh_token', 'The refresh token is required.');
        return app.tokens.refreshGrant(refreshToken);
      }
      const username = body.username?.trim() ?? '';
      const password = body.password ?? '';
      if (username === '') throw invalidFormField('username', VALIDATION_MESSAGES.usernameRequired);
      if (password === '') throw invalidFormField('password', VALIDATION_MESSAGES.passwordRequired);
      const account = await accountKeyOf(app, request);
      try {
        return await guard.attempt(account, request.ip, () =>
          app.tokens.passwordGrant(username, password),
        );
      } catch (error) {
        if (!(error instanceof SignInHeld)) throw error;
        const after = error.reason === 'new-addresses' ? KNOWN_DEVICES_STILL_SIGN_IN : '';
        throw tooMany(reply, error.retryAfterS, TOO_MANY_SIGN_INS, after);
      }
    },
  );
}
