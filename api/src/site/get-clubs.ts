/** `GET /ng/clubs`: clubs a user can join, `{ data: Club[] }`. */
import type { FastifyInstance } from 'fastify';
import { clubsReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Club, DataEnvelope } from '@sportsbook/shared/contracts';

export function getClubs(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Club[]> }>(
    `/${API_PATHS.clubs}`,
    { schema: replyOf(clubsReply) },
    async () => ({
      data: await app.site.clubs(),
    }),
  );
}
