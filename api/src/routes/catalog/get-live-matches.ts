/** `GET /ng/live_matches`: matches in play, `{ data: Match[] }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';

export function getLiveMatches(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Match[]> }>(`/${API_PATHS.liveMatches}`, async () => ({
    data: await app.catalog.liveMatches(),
  }));
}
