/**
 * `GET /ng/match-details/{id}`: one match with its markets, `{ data: Match }`, or 404. Not kept in
 * the catalog cache (one answer per match), but validated like the cached answers: its `ETag` is
 * the catalog version read before the match, so an unchanged catalog answers 304.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { canonicalId, idParamsSchema } from '../schemas';
import type { IdParams } from '../schemas';
import { sendVersioned } from './cached-json';

export const getMatchDetailsSchema = { params: idParamsSchema } as const;

export function getMatchDetails(app: FastifyInstance): void {
  app.get<{ Params: IdParams }>(
    `/${API_PATHS.matchDetails(':id')}`,
    { schema: getMatchDetailsSchema, preValidation: canonicalId },
    async (request, reply) => {
      // Read before the match: the answer is never older than the version it is tagged with.
      const version = await app.catalogCache.currentVersion();
      const body: DataEnvelope<Match> = { data: await app.catalog.matchDetails(request.params.id) };
      return sendVersioned(request, reply, version, Buffer.from(JSON.stringify(body), 'utf8'));
    },
  );
}
