/**
 * `GET /ng/bet/{id}/cash-out`: the signed-in bettor's bet's cash-out price now, or why it cannot
 * be cashed out (`available: false` with a reason); 404 for a bet that is not theirs.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { CashOutQuoteResponse } from '@sportsbook/shared/contracts';
import { cashOutQuoteReply } from '@sportsbook/shared/contracts/wire-schemas';
import { authenticate, currentUser } from '../http/authenticate';
import { canonicalId, idParamsSchema, replyOf } from '../http/schemas';
import type { IdParams } from '../http/schemas';
import type { CashOutService } from './cash-out-service';

export function getCashOut(app: FastifyInstance, cashOut: CashOutService): void {
  app.get<{ Params: IdParams; Reply: CashOutQuoteResponse }>(
    `/${API_PATHS.betCashOutPrice(':id')}`,
    {
      schema: { params: idParamsSchema, ...replyOf(cashOutQuoteReply) },
      onRequest: authenticate(app),
      preValidation: canonicalId,
    },
    async (request) => ({
      status: 'success',
      data: await cashOut.quote(currentUser(request).id, request.params.id),
    }),
  );
}
