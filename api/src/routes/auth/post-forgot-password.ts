/**
 * `POST /ng/forgot-password` (form: login = username or email): records a reset request for the
 * operators. It answers the same whether or not the account exists, so it reveals no accounts.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, ForgotPasswordRequest } from '@sportsbook/shared/contracts';
import { FORGOT_PASSWORD_MESSAGE } from '../../accounts/account-service';
import { ApiError } from '../../errors';
import { formBodySchema } from './form-body';
import type { FormBody } from './form-body';
import { limiter, rateLimited } from './rate-limits';

export const LOGIN_REQUIRED_MESSAGE = 'Username or email required';

export const postForgotPasswordSchema = { body: formBodySchema(['login'] as const) } as const;

export function postForgotPassword(app: FastifyInstance): void {
  const limits = rateLimited(
    [
      {
        limiter: limiter(
          app,
          app.config.auth.accountRateLimitPerAddress,
          (request) => `address:${request.ip}`,
        ),
      },
    ],
    'Too many requests from this address.',
  );
  app.post<{
    Body: FormBody<keyof ForgotPasswordRequest> | undefined;
    Reply: DataEnvelope<string>;
  }>(
    `/${API_PATHS.forgotPassword}`,
    { schema: postForgotPasswordSchema, preHandler: limits },
    async (request) => {
      const login = request.body?.login?.trim() ?? '';
      if (login === '') {
        throw new ApiError('VALIDATION_FAILED', LOGIN_REQUIRED_MESSAGE, {
          fieldErrors: { login: LOGIN_REQUIRED_MESSAGE },
          statusCode: 422,
        });
      }
      await app.accounts.requestPasswordReset(login);
      return { data: FORGOT_PASSWORD_MESSAGE };
    },
  );
}
