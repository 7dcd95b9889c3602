/** `GET /ng/user/profile/followers?page=n`: users who named me as sponsor, newest first. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Follower, Paged } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { followersReply, pageQuery } from '@sportsbook/shared/contracts/wire-schemas';
import type { Static } from '@sportsbook/shared/contracts/wire-schemas';
import { queryOf } from '../http/query';

export function getFollowers(app: FastifyInstance): void {
  app.get<{ Querystring: Static<typeof pageQuery>; Reply: Paged<Follower> }>(
    `/${API_PATHS.followers}`,
    { ...queryOf(pageQuery, followersReply), onRequest: authenticate(app) },
    async (request) => app.accounts.followers(currentUser(request).id, request.query.page),
  );
}
