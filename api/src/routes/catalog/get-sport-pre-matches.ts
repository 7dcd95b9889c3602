/** `GET /ng/sport/{id}/pre-matches`: the sport's upcoming matches; 404 for an unknown sport. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { canonicalId, idParamsSchema } from '../schemas';
import type { IdParams } from '../schemas';

export const getSportPreMatchesSchema = { params: idParamsSchema } as const;

export function getSportPreMatches(app: FastifyInstance): void {
  app.get<{ Params: IdParams; Reply: DataEnvelope<Match[]> }>(
    `/${API_PATHS.sportPreMatches(':id')}`,
    { schema: getSportPreMatchesSchema, preValidation: canonicalId },
    async (request) => ({ data: await app.catalog.sportPreMatches(request.params.id) }),
  );
}
