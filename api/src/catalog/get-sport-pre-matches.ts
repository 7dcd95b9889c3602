/** `GET /ng/sport/{id}/pre-matches`: the sport's upcoming matches; 404 for an unknown sport (cached). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { matchesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { canonicalId, idParamsSchema, replyOf } from '../http/schemas';
import type { IdParams } from '../http/schemas';
import { sendCachedJson } from './cached-json';

export const getSportPreMatchesSchema = {
  params: idParamsSchema,
  ...replyOf(matchesReply),
} as const;

export function getSportPreMatches(app: FastifyInstance): void {
  app.get<{ Params: IdParams }>(
    `/${API_PATHS.sportPreMatches(':id')}`,
    { schema: getSportPreMatchesSchema, preValidation: canonicalId },
    (request, reply) =>
      sendCachedJson(
        app,
        request,
        reply,
        `sport:${request.params.id}:pre-matches`,
        async (): Promise<DataEnvelope<Match[]>> => ({
          data: await app.catalog.sportPreMatches(request.params.id),
        }),
      ),
  );
}
