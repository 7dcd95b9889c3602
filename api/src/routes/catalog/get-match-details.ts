/** `GET /ng/match-details/{id}`: one match with its markets, `{ data: Match }`, or 404. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, Match } from '@sportsbook/shared/contracts';
import { canonicalId, idParamsSchema } from '../schemas';
import type { IdParams } from '../schemas';

export const getMatchDetailsSchema = { params: idParamsSchema } as const;

export function getMatchDetails(app: FastifyInstance): void {
  app.get<{ Params: IdParams; Reply: DataEnvelope<Match> }>(
    `/${API_PATHS.matchDetails(':id')}`,
    { schema: getMatchDetailsSchema, preValidation: canonicalId },
    async (request) => ({ data: await app.catalog.matchDetails(request.params.id) }),
  );
}
