/** `GET /ng/upcoming-matches`: the Upcoming Matches cards. Not enveloped: the body is the list. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { UpcomingMatch } from '@sportsbook/shared/contracts';

export function getUpcomingMatches(app: FastifyInstance): void {
  app.get<{ Reply: UpcomingMatch[] }>(`/${API_PATHS.upcomingMatches}`, () =>
    app.catalog.upcomingMatches(),
  );
}
