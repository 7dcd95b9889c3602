/**
 * `POST /ng/user/profile/change-club` (form: club, password): SPEC section 5's club rules
 * (shared's `clubChangeSchema`), a club that exists and the user's current password. Answers
 * `{ message, data: User }`.
 */
import type { FastifyInstance } from 'fastify';
import { profileChangeReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, clubChangeSchema, formFieldsOf } from '@sportsbook/shared/contracts';
import type { ClubChangeRequest, ProfileChangeResponse } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { PROFILE_MESSAGES } from './profile-service';
import { validateForm } from '../form-validation';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';
import type { PasswordAttempts } from './password-attempts';

export const postChangeClubSchema = {
  ...replyOf(profileChangeReply),
  body: formBodySchema(formFieldsOf(clubChangeSchema)),
} as const;

export function postChangeClub(app: FastifyInstance, passwordAttempts: PasswordAttempts): void {
  app.post<{ Body: FormBody<keyof ClubChangeRequest> | undefined; Reply: ProfileChangeResponse }>(
    `/${API_PATHS.changeClub}`,
    { schema: postChangeClubSchema, onRequest: authenticate(app) },
    async (request, reply) => {
      const form = validateForm(clubChangeSchema, request.body);
      const user = await passwordAttempts.guard(request, reply, () =>
        app.profiles.changeClub(currentUser(request).id, form),
      );
      return { message: PROFILE_MESSAGES.clubChanged, data: user };
    },
  );
}
