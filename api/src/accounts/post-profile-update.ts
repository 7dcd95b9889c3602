/**
 * `POST /ng/user/profile` (form: email, country, phone): the signed-in user's contact details,
 * with SPEC section 5's profile rules (shared's `profileUpdateSchema`), a country that exists and
 * an email no other user has. Answers `{ message, data: User }`.
 */
import type { FastifyInstance } from 'fastify';
import { profileChangeReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, formFieldsOf, profileUpdateSchema } from '@sportsbook/shared/contracts';
import type { ProfileChangeResponse, ProfileUpdateRequest } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { PROFILE_MESSAGES } from './profile-service';
import { validateForm } from '../form-validation';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';

export const postProfileUpdateSchema = {
  ...replyOf(profileChangeReply),
  body: formBodySchema(formFieldsOf(profileUpdateSchema)),
} as const;

export function postProfileUpdate(app: FastifyInstance): void {
  app.post<{
    Body: FormBody<keyof ProfileUpdateRequest> | undefined;
    Reply: ProfileChangeResponse;
  }>(
    `/${API_PATHS.profile}`,
    { schema: postProfileUpdateSchema, onRequest: authenticate(app) },
    async (request) => {
      const form = validateForm(profileUpdateSchema, request.body);
      const user = await app.profiles.updateContact(currentUser(request).id, form);
      return { message: PROFILE_MESSAGES.contactUpdated, data: user };
    },
  );
}
