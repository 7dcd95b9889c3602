/** `GET /ng/live_matches`: matches in play, `{ data: Match[] }` (served from the catalog cache). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { matchesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { sendCachedJson } from './cached-json';

export function getLiveMatches(app: FastifyInstance): void {
  app.get(`/${API_PATHS.liveMatches}`, { schema: replyOf(matchesReply) }, (request, reply) =>
    sendCachedJson(app, request, reply, 'live', async (): Promise<DataEnvelope<Match[]>> => ({
      data: await app.catalog.liveMatches(),
    })),
  );
}
