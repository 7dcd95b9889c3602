/**
 * `POST /ng/bet/auto-cash-out` (form: bet_id, value = coins, or empty to clear): the automatic
 * cash-out of the signed-in bettor's open bet. It moves no coins itself (the cash-out it fires
 * later does, once), so it is not a money-moving POST. 200 `{ status, message, data: { bet } }`.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, CASH_OUT_MESSAGES } from '@sportsbook/shared/contracts';
import type { AutoCashOutRequest, AutoCashOutResponse } from '@sportsbook/shared/contracts';
import { autoCashOutReply } from '@sportsbook/shared/contracts/wire-schemas';
import { authenticate, currentUser } from '../http/authenticate';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';
import { invalidFormField, replyOf } from '../http/schemas';
import type { CashOutService } from './cash-out-service';
import { optionalCoins, postedBetId } from './post-cash-out';

const FIELDS = ['bet_id', 'value'] as const;

export const AUTO_CASH_OUT_VALUE_MESSAGE =
  'The value must be coins above 0 with at most 2 decimals, or empty to clear it.';

export function postAutoCashOut(app: FastifyInstance, cashOut: CashOutService): void {
  app.post<{ Body: FormBody<keyof AutoCashOutRequest> | undefined; Reply: AutoCashOutResponse }>(
    `/${API_PATHS.betAutoCashOut}`,
    {
      schema: { body: formBodySchema(FIELDS), ...replyOf(autoCashOutReply) },
      onRequest: authenticate(app),
    },
    async (request) => {
      const form = request.body ?? {};
      const betId = postedBetId(form);
      const value = optionalCoins(form, 'value', AUTO_CASH_OUT_VALUE_MESSAGE);
      if (value === 0) throw invalidFormField('value', AUTO_CASH_OUT_VALUE_MESSAGE);
      const bet = await cashOut.setAutomatic(currentUser(request).id, betId, value);
      return {
        status: 'success',
        message: value === null ? CASH_OUT_MESSAGES.autoCleared : CASH_OUT_MESSAGES.autoSet,
        data: { bet },
      };
    },
  );
}
