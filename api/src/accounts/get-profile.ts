/** `GET /ng/user/profile`: the signed-in user, `{ data: User }`. */
import type { FastifyInstance } from 'fastify';
import { userReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, User } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';

export function getProfile(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<User> }>(
    `/${API_PATHS.profile}`,
    { schema: replyOf(userReply), onRequest: authenticate(app) },
    async (request) => ({ data: await app.accounts.profile(currentUser(request).id) }),
  );
}
