/**
 * `POST /ng/user/profile/change-password` (form: current_password, password, password_confirm):
 * SPEC section 5's password-change rules (shared's `passwordChangeSchema`), then the current
 * password verified. Every other sign-in of the user ends; this one stays. Answers `{ message }`.
 */
import type { FastifyInstance } from 'fastify';
import { messageReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, formFieldsOf, passwordChangeSchema } from '@sportsbook/shared/contracts';
import type { MessageResponse, PasswordChangeRequest } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { PROFILE_MESSAGES } from './profile-service';
import { validateForm } from '../form-validation';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';
import type { PasswordAttempts } from './password-attempts';

export const postChangePasswordSchema = {
  ...replyOf(messageReply),
  body: formBodySchema(formFieldsOf(passwordChangeSchema)),
} as const;

export function postChangePassword(app: FastifyInstance, passwordAttempts: PasswordAttempts): void {
  app.post<{ Body: FormBody<keyof PasswordChangeRequest> | undefined; Reply: MessageResponse }>(
    `/${API_PATHS.changePassword}`,
    { schema: postChangePasswordSchema, onRequest: authenticate(app) },
    async (request, reply) => {
      const form = validateForm(passwordChangeSchema, request.body);
      await passwordAttempts.guard(request, reply, () =>
        app.profiles.changePassword(currentUser(request), form),
      );
      return { message: PROFILE_MESSAGES.passwordChanged };
    },
  );
}
