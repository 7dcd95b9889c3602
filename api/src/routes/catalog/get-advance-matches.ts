/** `GET /ng/advancebets`: upcoming (pre-match) matches, soonest first, `{ data: Match[] }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';

export function getAdvanceMatches(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Match[]> }>(`/${API_PATHS.advanceBets}`, async () => ({
    data: await app.catalog.advanceMatches(),
  }));
}
