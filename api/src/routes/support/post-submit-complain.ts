/**
 * `POST /ng/user/profile/submit-complain` (form: qtitle, qdescription): SPEC section 5's complaint
 * rules (shared's `complaintSchema`), stored as an open complaint of the signed-in user. Answers
 * 201 `{ message, data: Complaint }` (SPEC section 7: "response message").
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, complaintSchema, formFieldsOf } from '@sportsbook/shared/contracts';
import type { ComplaintRequest, ComplaintSubmitResponse } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../../accounts/authenticate';
import { validateForm } from '../../form-validation';
import { COMPLAINT_SUBMITTED_MESSAGE } from '../../support/complaint-service';
import { formBodySchema } from '../auth/form-body';
import type { FormBody } from '../auth/form-body';

export const postSubmitComplainSchema = {
  body: formBodySchema(formFieldsOf(complaintSchema)),
} as const;

export function postSubmitComplain(app: FastifyInstance): void {
  app.post<{ Body: FormBody<keyof ComplaintRequest> | undefined; Reply: ComplaintSubmitResponse }>(
    `/${API_PATHS.submitComplaint}`,
    { schema: postSubmitComplainSchema, onRequest: authenticate(app) },
    async (request, reply) => {
      const form = validateForm(complaintSchema, request.body);
      const complaint = await app.complaints.submit(currentUser(request).id, form);
      return reply.status(201).send({ message: COMPLAINT_SUBMITTED_MESSAGE, data: complaint });
    },
  );
}
