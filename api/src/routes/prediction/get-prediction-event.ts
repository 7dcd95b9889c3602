/** `GET /getPredictionEvent/{id}`: the event with its ten teams, `{ data: PredictionEvent }`, or 404. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, PredictionEvent } from '@sportsbook/shared/contracts';
import { canonicalId, idParamsSchema } from '../schemas';
import type { IdParams } from '../schemas';

export const getPredictionEventSchema = { params: idParamsSchema } as const;

export function getPredictionEvent(app: FastifyInstance): void {
  app.get<{ Params: IdParams; Reply: DataEnvelope<PredictionEvent> }>(
    `/${API_PATHS.predictionEvent(':id')}`,
    { schema: getPredictionEventSchema, preValidation: canonicalId },
    async (request) => ({ data: await app.predictions.predictionEvent(request.params.id) }),
  );
}
