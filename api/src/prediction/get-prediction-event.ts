/**
 * `GET /getPredictionEvent/{id}` and its alias `GET /ng/getPredictionEvent/{id}`: the event with
 * its ten teams, `{ data: PredictionEvent }`, or 404.
 */
import type { FastifyInstance } from 'fastify';
import { predictionEventReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, PredictionEvent } from '@sportsbook/shared/contracts';
import { canonicalId, idParamsSchema } from '../http/schemas';
import type { IdParams } from '../http/schemas';

export const getPredictionEventSchema = {
  ...replyOf(predictionEventReply),
  params: idParamsSchema,
} as const;

export function getPredictionEvent(app: FastifyInstance): void {
  for (const path of [API_PATHS.predictionEvent(':id'), API_PATHS.predictionEventNg(':id')]) {
    app.get<{ Params: IdParams; Reply: DataEnvelope<PredictionEvent> }>(
      `/${path}`,
      { schema: getPredictionEventSchema, preValidation: canonicalId },
      async (request) => ({ data: await app.predictions.predictionEvent(request.params.id) }),
    );
  }
}
