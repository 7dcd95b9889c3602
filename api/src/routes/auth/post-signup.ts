/** `POST /ng/signup` (form data): registration with SPEC section 5's rules; `{ data: message }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope } from '@sportsbook/shared/contracts';
import { SIGNUP_SUCCESS_MESSAGE } from '../../accounts/account-service';
import { SIGNUP_FIELDS } from '../../accounts/signup-rules';
import type { SignupForm } from '../../accounts/signup-rules';
import { formBodySchema } from './form-body';
import { byAddress, limiter, rateLimited } from '../../plugins/rate-limits';

export const postSignupSchema = { body: formBodySchema(SIGNUP_FIELDS) } as const;

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
      await app.accounts.signup(request.body ?? {});
      return reply.status(201).send({ data: SIGNUP_SUCCESS_MESSAGE });
    },
  );
}
