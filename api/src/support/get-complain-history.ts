/** `GET /ng/user/profile/complain-history?page=n`: the signed-in user's complaints, newest first. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Complaint, Paged } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { complaintsReply, pageQuery } from '@sportsbook/shared/contracts/wire-schemas';
import type { Static } from '@sportsbook/shared/contracts/wire-schemas';
import { queryOf } from '../http/query';

export function getComplainHistory(app: FastifyInstance): void {
  app.get<{ Querystring: Static<typeof pageQuery>; Reply: Paged<Complaint> }>(
    `/${API_PATHS.complaintHistory}`,
    { ...queryOf(pageQuery, complaintsReply), onRequest: authenticate(app) },
    async (request) => app.complaints.history(currentUser(request).id, request.query.page),
  );
}
