/** `POST /ng/logout`: revokes the sign-in of the bearer token (its access and refresh tokens). */
import type { FastifyInstance } from 'fastify';
import { dataTextReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';

export const LOGOUT_MESSAGE = 'Logout Successfully';

export function postLogout(app: FastifyInstance): void {
  app.post<{ Reply: DataEnvelope<string> }>(
    `/${API_PATHS.logout}`,
    { schema: replyOf(dataTextReply), onRequest: authenticate(app) },
    async (request) => {
      await app.tokens.logout(currentUser(request));
      return { data: LOGOUT_MESSAGE };
    },
  );
}
