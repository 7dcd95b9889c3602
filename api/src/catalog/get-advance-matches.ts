/** `GET /ng/advancebets`: upcoming (pre-match) matches, soonest first, `{ data: Match[] }` (cached). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { matchesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { sendCachedJson } from './cached-json';

export function getAdvanceMatches(app: FastifyInstance): void {
  app.get(`/${API_PATHS.advanceBets}`, { schema: replyOf(matchesReply) }, (request, reply) =>
    sendCachedJson(app, request, reply, 'advance', async (): Promise<DataEnvelope<Match[]>> => ({
      data: await app.catalog.advanceMatches(),
    })),
  );
}
