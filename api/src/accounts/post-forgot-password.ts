/**
 * `POST /ng/forgot-password` (form: login = username or email): records a reset request for the
 * operators. It answers the same whether or not the account exists, so it reveals no accounts.
 * The field's rule is shared's `forgotPasswordSchema`, the one the page validates with.
 */
import type { FastifyInstance } from 'fastify';
import { dataTextReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, forgotPasswordSchema } from '@sportsbook/shared/contracts';
import type { DataEnvelope, ForgotPasswordRequest } from '@sportsbook/shared/contracts';
import { FORGOT_PASSWORD_MESSAGE } from './account-service';
import { validateForm } from '../form-validation';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';
import { byAddress, limiter, rateLimited } from '../http/rate-limits';

export const postForgotPasswordSchema = {
  ...replyOf(dataTextReply),
  body: formBodySchema(['login'] as const),
} as const;

export function postForgotPassword(app: FastifyInstance): void {
  const limits = rateLimited(
    [
      {
        limiter: limiter(
          app,
          'forgot-password',
          app.config.auth.accountRateLimitPerAddress,
          byAddress,
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
      const { login } = validateForm(forgotPasswordSchema, request.body);
      await app.accounts.requestPasswordReset(login);
      return { data: FORGOT_PASSWORD_MESSAGE };
    },
  );
}
