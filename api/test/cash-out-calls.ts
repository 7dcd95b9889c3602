/**
 * The cash-out calls of the cash-out tests (singles and multiples), through the real routes: the
 * quote, a cash-out (a fresh Idempotency-Key unless the test gives one), the automatic value, and
 * the rows that tell whether anything moved. `cashOutCalls(() => t)` binds them to the suite's
 * app, built in its beforeAll.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import type { CashOutQuote, CashOutQuoteResponse } from '@sportsbook/shared/contracts';
import { json } from './helper';
import type { TestApp } from './helper';
import { balanceMinorOf, bearer, postForm } from './session';
import type { TestUser } from './session';

type Fields = Record<string, string | number | undefined>;

export function cashOutCalls(app: () => TestApp) {
  const quote = (user: TestUser, betId: number | string) =>
    app().app.inject({
      method: 'GET',
      url: `/ng/bet/${betId}/cash-out`,
      headers: bearer(user.token),
    });

  return {
    quote,

    /** The quote of the bettor's bet, which must answer 200. */
    async priceOf(user: TestUser, betId: number): Promise<CashOutQuote> {
      const response = await quote(user, betId);
      expect(response.statusCode).toBe(200);
      return json<CashOutQuoteResponse>(response).data;
    },

    cashOut(user: TestUser, fields: Fields, key: string = randomUUID()) {
      return postForm(app(), '/ng/bet/cash-out', fields, {
        ...bearer(user.token),
        [IDEMPOTENCY_KEY_HEADER]: key,
      });
    },

    setAuto(user: TestUser, fields: Fields) {
      return postForm(app(), '/ng/bet/auto-cash-out', fields, bearer(user.token));
    },

    /** Rows that tell whether anything moved: the balance, the bet's row, its cash-outs. */
    async footprint(user: TestUser, betId: number) {
      const t = app();
      const bet = await t.db
        .selectFrom('placed_bets')
        .selectAll()
        .where('id', '=', betId)
        .executeTakeFirstOrThrow();
      const cashOuts = await t.db
        .selectFrom('bet_cash_outs')
        .select('id')
        .where('placed_bet_id', '=', betId)
        .execute();
      return { balance: await balanceMinorOf(t, user.id), bet, cashOuts: cashOuts.length };
    },
  };
}
