/** `GET /ng/event-details/{id}`: a bet event with its market and match for the betslip, or 404. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { BetEventDetails, DataEnvelope } from '@sportsbook/shared/contracts';
import { eventDetailsReply } from '@sportsbook/shared/contracts/wire-schemas';
import { canonicalId, idParamsSchema, replyOf } from '../http/schemas';
import type { IdParams } from '../http/schemas';

export const getEventDetailsSchema = {
  params: idParamsSchema,
  ...replyOf(eventDetailsReply),
} as const;

export function getEventDetails(app: FastifyInstance): void {
  app.get<{ Params: IdParams; Reply: DataEnvelope<BetEventDetails> }>(
    `/${API_PATHS.eventDetails(':id')}`,
    { schema: getEventDetailsSchema, preValidation: canonicalId },
    async (request) => ({ data: await app.catalog.betEventDetails(request.params.id) }),
  );
}
