/** `GET /ng/sport/{id}/matchesWithEvents`: the sport's live then upcoming matches; 404 for an unknown sport. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { canonicalId, idParamsSchema } from '../schemas';
import type { IdParams } from '../schemas';

export const getSportMatchesWithEventsSchema = { params: idParamsSchema } as const;

export function getSportMatchesWithEvents(app: FastifyInstance): void {
  app.get<{ Params: IdParams; Reply: DataEnvelope<Match[]> }>(
    `/${API_PATHS.sportMatchesWithEvents(':id')}`,
    { schema: getSportMatchesWithEventsSchema, preValidation: canonicalId },
    async (request) => ({ data: await app.catalog.sportMatchesWithEvents(request.params.id) }),
  );
}
