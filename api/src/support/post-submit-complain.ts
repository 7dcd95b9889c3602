/**
 * `POST /ng/user/profile/submit-complain` (form: qtitle, qdescription): SPEC section 5's complaint
 * rules (shared's `complaintSchema`), stored as an open complaint of the signed-in user. Answers
 * 201 `{ message, data: Complaint }` (SPEC section 7: "response message").
 */
import type { FastifyInstance } from 'fastify';
import { complaintSubmitReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, complaintSchema, formFieldsOf } from '@sportsbook/shared/contracts';
import type { ComplaintRequest, ComplaintSubmitResponse } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { validateForm } from '../form-validation';
import { COMPLAINT_SUBMITTED_MESSAGE } from './complaint-service';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';

export const postSubmitComplainSchema = {
  ...replyOf(complaintSubmitReply),
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
