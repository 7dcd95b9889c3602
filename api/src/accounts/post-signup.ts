/** `POST /ng/signup` (form data): registration with SPEC section 5's rules; `{ data: message }`. */
import type { FastifyInstance } from 'fastify';
import { dataTextReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope } from '@sportsbook/shared/contracts';
import { SIGNUP_SUCCESS_MESSAGE } from './account-service';
import { SIGNUP_FIELDS } from './signup-rules';
import type { SignupForm } from './signup-rules';
import { formBodySchema } from '../http/form-body';
import { byAddress, limiter, rateLimited } from '../http/rate-limits';

export const postSignupSchema = {
  ...replyOf(dataTextReply),
  body: formBodySchema(SIGNUP_FIELDS),
} as const;

export function postSignup(app: FastifyInstance): void {
  const limits = rateLimited(
    [
      {
        limiter: limiter(app, 'signup', app.config.auth.accountRateLimitPerAddress, byAddress),
      },
    ],
    'Too many registrations from this address.',
  );
  app.post<{ Body: SignupForm | undefined; Reply: DataEnvelope<string> }>(
    `/${API_PATHS.signup}`,
    { schema: postSignupSchema, preHandler: limits },
    async (request, reply) => {
      const userId = await app.accounts.signup(request.body ?? {});
      // Issue 31: the deposit limit offered at registration (checked by the schema above).
      await app.saferGambling.limitAtSignup(userId, request.body ?? {});
      return reply.status(201).send({ data: SIGNUP_SUCCESS_MESSAGE });
    },
  );
}
