/** `GET /ng/sport/{id}/matchesWithEvents`: the sport's live then upcoming matches; 404 for an unknown sport (cached). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { matchesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { canonicalId, idParamsSchema, replyOf } from '../http/schemas';
import type { IdParams } from '../http/schemas';
import { sendCachedJson } from './cached-json';

export const getSportMatchesWithEventsSchema = {
  params: idParamsSchema,
  ...replyOf(matchesReply),
} as const;

export function getSportMatchesWithEvents(app: FastifyInstance): void {
  app.get<{ Params: IdParams }>(
    `/${API_PATHS.sportMatchesWithEvents(':id')}`,
    { schema: getSportMatchesWithEventsSchema, preValidation: canonicalId },
    (request, reply) =>
      sendCachedJson(
        app,
        request,
        reply,
        `sport:${request.params.id}:with-events`,
        async (): Promise<DataEnvelope<Match[]>> => ({
          data: await app.catalog.sportMatchesWithEvents(request.params.id),
        }),
      ),
  );
}
