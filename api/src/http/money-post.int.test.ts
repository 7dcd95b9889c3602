/**
 * Every money-moving POST the contract names (MONEY_MOVING_PATHS) requires an Idempotency-Key: a
 * request without one is refused with the error body and moves nothing. A route added to the list
 * later is tried here without a new test.
 */
import Fastify from 'fastify';
import { MONEY_MOVING_PATHS } from '@sportsbook/shared/contracts';
import { buildBeforeAll } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, errorOf, newUser, postForm } from '../../test/session';
import type { TestUser } from '../../test/session';
import { postMoneyForm } from './money-post';

let t: TestApp;
let user: TestUser;

buildBeforeAll({}, async (app) => {
  t = app;
  user = await newUser(t, 100);
});

/** Rows of every table a money-moving request writes. */
async function writtenRows(): Promise<Record<string, number>> {
  const count = async (table: 'ledger_transfers' | 'idempotency_keys' | 'placed_bets') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    ledger_transfers: await count('ledger_transfers'),
    idempotency_keys: await count('idempotency_keys'),
    placed_bets: await count('placed_bets'),
  };
}

describe('money-moving POSTs', () => {
  it('names at least the bet submit', () => {
    expect(MONEY_MOVING_PATHS).toContain('ng/bet-submit');
  });

  it.each(MONEY_MOVING_PATHS.map((path) => [path]))(
    'POST /%s without an Idempotency-Key is 400 IDEMPOTENCY_KEY_REQUIRED and moves nothing',
    async (path) => {
      const before = await writtenRows();
      const response = await postForm(t, `/${path}`, {}, bearer(user.token));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        errors: { idempotency_key: expect.stringContaining('Idempotency-Key') },
      });
      expect(await writtenRows()).toEqual(before);
      expect(await t.app.ledger.balanceMinor(user.id)).toBe(10_000);
    },
  );

  it('cannot be registered unless the contract lists the path', () => {
    const app = Fastify();
    expect(() =>
      postMoneyForm(app, 'ng/free-coins', ['coins'] as const, () => async () => ({
        statusCode: 201,
        body: {},
      })),
    ).toThrow(
      'POST /ng/free-coins moves coins: list it in MONEY_MOVING_PATHS of shared/contracts.',
    );
  });
});
