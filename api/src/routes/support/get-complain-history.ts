/** `GET /ng/user/profile/complain-history?page=n`: the signed-in user's complaints, newest first. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Complaint, Paged } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../../accounts/authenticate';
import { pageQuerySchema } from '../account/page-query';
import type { PageQuery } from '../account/page-query';

export const getComplainHistorySchema = { querystring: pageQuerySchema } as const;

export function getComplainHistory(app: FastifyInstance): void {
  app.get<{ Querystring: PageQuery; Reply: Paged<Complaint> }>(
    `/${API_PATHS.complaintHistory}`,
    { schema: getComplainHistorySchema, onRequest: authenticate(app) },
    async (request) => app.complaints.history(currentUser(request).id, request.query.page),
  );
}
