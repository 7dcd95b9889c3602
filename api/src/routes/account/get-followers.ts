/** `GET /ng/user/profile/followers?page=n`: users who named me as sponsor, newest first. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Follower, Paged } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../../accounts/authenticate';
import { canonicalPage, pageQuerySchema } from './page-query';
import type { PageQuery } from './page-query';

export const getFollowersSchema = { querystring: pageQuerySchema } as const;

export function getFollowers(app: FastifyInstance): void {
  app.get<{ Querystring: PageQuery; Reply: Paged<Follower> }>(
    `/${API_PATHS.followers}`,
    { schema: getFollowersSchema, onRequest: authenticate(app), preValidation: canonicalPage },
    async (request) => app.accounts.followers(currentUser(request).id, request.query.page),
  );
}
