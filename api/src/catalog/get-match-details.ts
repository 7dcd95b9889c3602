/**
 * `GET /ng/match-details/{id}`: one match with its markets, `{ data: Match }`, or 404. Not kept in
 * the catalog cache (one answer per match), but validated like the cached answers: its `ETag` is
 * a hash of its text, so an unchanged match answers 304 without a body.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { matchReply } from '@sportsbook/shared/contracts/wire-schemas';
import { canonicalId, idParamsSchema, replyOf } from '../http/schemas';
import type { IdParams } from '../http/schemas';
import { etagOf } from './catalog-cache';
import { sendTagged, serializedBody } from './cached-json';

export const getMatchDetailsSchema = { params: idParamsSchema, ...replyOf(matchReply) } as const;

export function getMatchDetails(app: FastifyInstance): void {
  app.get<{ Params: IdParams }>(
    `/${API_PATHS.matchDetails(':id')}`,
    { schema: getMatchDetailsSchema, preValidation: canonicalId },
    async (request, reply) => {
      const answer: DataEnvelope<Match> = {
        data: await app.catalog.matchDetails(request.params.id),
      };
      const body = serializedBody(reply, answer);
      return sendTagged(request, reply, { body, etag: etagOf(body) });
    },
  );
}
