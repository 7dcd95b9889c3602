/** `GET /ng/upcoming-matches`: the Upcoming Matches cards. Not enveloped: the body is the list (cached). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { UpcomingMatch } from '@sportsbook/shared/contracts';
import { upcomingMatchesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { sendCachedJson } from './cached-json';

export function getUpcomingMatches(app: FastifyInstance): void {
  app.get(
    `/${API_PATHS.upcomingMatches}`,
    { schema: replyOf(upcomingMatchesReply) },
    (request, reply) =>
      sendCachedJson(app, request, reply, 'upcoming', (): Promise<UpcomingMatch[]> =>
        app.catalog.upcomingMatches(),
      ),
  );
}
