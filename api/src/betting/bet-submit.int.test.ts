import { randomUUID } from 'node:crypto';
import type { BetSubmitResponse } from '@sportsbook/shared/contracts';
import { json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  errorOf,
  expectLedgerVerified,
  moneySuiteApp,
  newUser,
  openMarket,
  postForm,
  submitBet,
} from '../../test/session';
import type { OpenMarket, TestUser } from '../../test/session';

let t: TestApp;
let market: OpenMarket;

// Every scenario of this file leaves a ledger that verifies (checked once, after them all).
moneySuiteApp(async (built) => {
  t = built;
  market = await openMarket(t);
});

/** A bet submit as the slip sends it, with a fresh Idempotency-Key unless the test gives one. */
function submit(user: TestUser, fields: Record<string, string | number | undefined>, key?: string) {
  return submitBet(t, user, fields, key);
}

async function betsOf(userId: number) {
  return t.db
    .selectFrom('placed_bets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

const odds = (cents: number) => (cents / 100).toFixed(2);

describe('POST /ng/bet-submit', () => {
  it('places a bet: the stake leaves the balance as a pending hold at the odds shown', async () => {
    const user = await newUser(t, 1000);
    const event = market.events[0]!;
    const response = await submit(user, {
      bet_amount: '25.50',
      bet_event_id: event.id,
      bet_ratio: odds(event.oddsCents),
    });
    expect(response.statusCode).toBe(201);
    const body = json<BetSubmitResponse>(response);
    expect(body).toEqual({
      status: 'success',
      message: 'Your bet has been placed successfully.',
      data: {
        id: expect.any(Number),
        bet_event_id: event.id,
        bet_amount: 25.5,
        bet_rate: event.oddsCents / 100,
        possible_win: Math.floor((2550 * event.oddsCents + 50) / 100) / 100,
        status: 'pending',
        bet_placed_at: expect.any(String),
      },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(100_000 - 2550);
    const [bet] = await betsOf(user.id);
    expect(bet).toMatchObject({
      id: body.data.id,
      bet_event_id: event.id,
      bet_id: market.marketId,
      stake_minor: 2550,
      odds_cents: event.oddsCents,
      status: 'pending',
      payout_minor: null,
    });
    const hold = await t.db
      .selectFrom('ledger_holds')
      .selectAll()
      .where('id', '=', bet!.hold_id!)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({
      amount_minor: 2550,
      status: 'pending',
      reference: `bet:${bet!.id}`,
    });
    const coins = await t.app.inject({
      method: 'GET',
      url: '/ng/user/coins',
      headers: bearer(user.token),
    });
    expect(json<{ data: { current_balance: number } }>(coins).data.current_balance).toBe(974.5);
  });

  it('records the odds at placement; a later odds change does not alter the bet', async () => {
    const user = await newUser(t, 100);
    const other = await openMarket(t, [market.marketId]);
    const event = other.events[0]!;
    await submit(user, { bet_amount: 20, bet_event_id: event.id });
    await t.app.markets.changeOdds(other.marketId, [{ id: event.id, bet_ratio: 7.77 }]);
    const [bet] = await betsOf(user.id);
    expect(bet!.odds_cents).toBe(event.oddsCents);
  });

  describe('refusals: 4xx with the error body, nothing written', () => {
    let user: TestUser;

    beforeAll(async () => {
      user = await newUser(t, 100);
    });

    afterEach(async () => {
      expect(await betsOf(user.id)).toEqual([]);
      expect(await balanceMinorOf(t, user.id)).toBe(10_000);
    });

    async function expectRefused(
      fields: Record<string, string | number | undefined>,
      status: number,
      code: string,
      message: string,
      fieldErrors: Record<string, string> = {},
    ) {
      const response = await submit(user, fields);
      expect(response.statusCode).toBe(status);
      const body = errorOf(response);
      expect(body).toMatchObject({ code, message, errors: { message, ...fieldErrors } });
    }

    it.each([
      ['0', 'Stake Should not be less than 20.'],
      ['19.99', 'Stake Should not be less than 20.'],
      ['-50', 'Stake Should not be less than 20.'],
    ])('refuses a stake of %s with "%s"', async (stake, message) => {
      await expectRefused(
        { bet_amount: stake, bet_event_id: market.events[0]!.id },
        422,
        'STAKE_TOO_LOW',
        message,
        {
          bet_amount: message,
        },
      );
    });

    it("refuses a stake above the cash limit with SPEC's message and the limit", async () => {
      const limit = market.cashLimitMinor / 100;
      const message = `Stake should not be greater than ${limit}.`;
      await expectRefused(
        { bet_amount: (market.cashLimitMinor + 1) / 100, bet_event_id: market.events[0]!.id },
        422,
        'STAKE_TOO_HIGH',
        message,
        { bet_amount: message },
      );
    });

    it('refuses a stake the balance cannot cover', async () => {
      await expectRefused(
        { bet_amount: '100.01', bet_event_id: market.events[0]!.id },
        422,
        'INSUFFICIENT_BALANCE',
        'Insufficient balance.',
      );
    });

    it.each([
      [{ bet_event_id: 1 }, 'bet_amount', 'Stake required'],
      [{ bet_amount: '', bet_event_id: 1 }, 'bet_amount', 'Stake required'],
      [{ bet_amount: 'twenty', bet_event_id: 1 }, 'bet_amount', 'Stake must be a number.'],
      [{ bet_amount: '1e3', bet_event_id: 1 }, 'bet_amount', 'Stake must be a number.'],
      [
        { bet_amount: '20.555', bet_event_id: 1 },
        'bet_amount',
        'Stake can have at most 2 decimals.',
      ],
      [{ bet_amount: '20' }, 'bet_event_id', 'Please choose a bet.'],
      [
        { bet_amount: '20', bet_event_id: 'abc' },
        'bet_event_id',
        'The bet_event_id must be a positive integer.',
      ],
      [
        { bet_amount: '20', bet_event_id: '0' },
        'bet_event_id',
        'The bet_event_id must be a positive integer.',
      ],
      [
        { bet_amount: '20', bet_event_id: 1, bet_ratio: 'x' },
        'bet_ratio',
        'The bet_ratio must be the decimal odds shown, e.g. 1.85.',
      ],
    ])('refuses the form %j: %s "%s"', async (fields, field, message) => {
      await expectRefused(fields, 422, 'VALIDATION_FAILED', message, { [field]: message });
    });

    it('refuses an unknown bet event with 404', async () => {
      await expectRefused(
        { bet_amount: 20, bet_event_id: 999_999 },
        404,
        'NOT_FOUND',
        'This bet is no longer available.',
      );
    });

    it('refuses a locked market', async () => {
      const locked = await t.db
        .selectFrom('bets as b')
        .innerJoin('matches as m', 'm.id', 'b.match_id')
        .innerJoin('bet_events as e', 'e.bet_id', 'b.id')
        .select('e.id')
        .where('b.bet_status', '=', 0)
        .where('m.status', '!=', 'FINISHED')
        .executeTakeFirstOrThrow();
      await expectRefused(
        { bet_amount: 20, bet_event_id: locked.id },
        409,
        'MARKET_LOCKED',
        'This market is locked. Please choose another bet.',
      );
    });

    it('refuses a bet on a finished match', async () => {
      const finished = await t.db
        .selectFrom('bet_events as e')
        .innerJoin('bets as b', 'b.id', 'e.bet_id')
        .innerJoin('matches as m', 'm.id', 'b.match_id')
        .select('e.id')
        .where('m.status', '=', 'FINISHED')
        .executeTakeFirstOrThrow();
      await expectRefused(
        { bet_amount: 20, bet_event_id: finished.id },
        409,
        'MATCH_FINISHED',
        'This match has finished. Please choose another bet.',
      );
    });

    it('refuses when the odds moved since the slip showed them, naming the new odds', async () => {
      const event = market.events[1]!;
      await expectRefused(
        { bet_amount: 20, bet_event_id: event.id, bet_ratio: odds(event.oddsCents + 5) },
        409,
        'ODDS_CHANGED',
        'Odds have changed. Please review the new odds and submit again.',
        { bet_ratio: odds(event.oddsCents) },
      );
    });

    it('refuses without a bearer token before reading the form', async () => {
      const response = await postForm(t, '/ng/bet-submit', { bet_amount: 'x' });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    });

    it.each([
      ['without an Idempotency-Key', {}],
      ['with an empty Idempotency-Key', { 'idempotency-key': '' }],
    ])('refuses a bet %s: 400 IDEMPOTENCY_KEY_REQUIRED', async (_case, keyHeader) => {
      const response = await postForm(
        t,
        '/ng/bet-submit',
        { bet_amount: 20, bet_event_id: market.events[0]!.id },
        { ...bearer(user.token), ...keyHeader },
      );
      expect(response.statusCode).toBe(400);
      const message =
        'This request moves coins: send an Idempotency-Key header, one per attempt, the same for its retries.';
      expect(errorOf(response)).toEqual({
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        message,
        errors: { message, idempotency_key: message },
      });
    });

    it('asks for the key before judging the form', async () => {
      const response = await postForm(
        t,
        '/ng/bet-submit',
        { bet_amount: 'twenty' },
        bearer(user.token),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    });

    it('refuses a malformed Idempotency-Key', async () => {
      const response = await submit(
        user,
        { bet_amount: 20, bet_event_id: market.events[0]!.id },
        'has space',
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors.idempotency_key).toMatch(/Idempotency-Key/);
    });
  });

  it('accepts the odds shown with fewer decimals ("2.1" for 2.10)', async () => {
    const user = await newUser(t, 100);
    const event = market.events[0]!;
    const shown = String(event.oddsCents / 100);
    expect(
      (await submit(user, { bet_amount: 20, bet_event_id: event.id, bet_ratio: shown })).statusCode,
    ).toBe(201);
  });

  it('takes a bet that uses the whole balance', async () => {
    const user = await newUser(t, 20);
    expect(
      (await submit(user, { bet_amount: 20, bet_event_id: market.events[0]!.id })).statusCode,
    ).toBe(201);
    expect(await balanceMinorOf(t, user.id)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a retry and places one bet', async () => {
    const user = await newUser(t, 100);
    const key = randomUUID();
    const fields = { bet_amount: 30, bet_event_id: market.events[0]!.id };
    const first = await submit(user, fields, key);
    const retry = await submit(user, fields, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await betsOf(user.id)).toHaveLength(1);
    expect(await balanceMinorOf(t, user.id)).toBe(7000);
  });

  it('refuses the same key with another request', async () => {
    const user = await newUser(t, 100);
    const key = randomUUID();
    await submit(user, { bet_amount: 30, bet_event_id: market.events[0]!.id }, key);
    const other = await submit(user, { bet_amount: 31, bet_event_id: market.events[0]!.id }, key);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await betsOf(user.id)).toHaveLength(1);
  });

  it('keeps keys per user: two users may send the same key', async () => {
    const key = randomUUID();
    const fields = { bet_amount: 20, bet_event_id: market.events[0]!.id };
    const [a, b] = [await newUser(t, 50), await newUser(t, 50)];
    expect((await submit(a, fields, key)).statusCode).toBe(201);
    expect((await submit(b, fields, key)).statusCode).toBe(201);
    expect(await betsOf(b.id)).toHaveLength(1);
  });

  it('does not remember a refused request: the retry is judged afresh', async () => {
    const user = await newUser(t, 10);
    const key = randomUUID();
    const fields = { bet_amount: 20, bet_event_id: market.events[0]!.id };
    expect((await submit(user, fields, key)).statusCode).toBe(422);
    await t.app.ledger.credit(user.id, 1000, `top-up-${user.id}`);
    expect((await submit(user, fields, key)).statusCode).toBe(201);
    expect(await balanceMinorOf(t, user.id)).toBe(0);
  });

  it('places exactly one bet when one key arrives 20 times at once, and answers all alike', async () => {
    const user = await newUser(t, 1000);
    const key = randomUUID();
    const fields = { bet_amount: 100, bet_event_id: market.events[0]!.id };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submit(user, fields, key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(
      responses.filter((response) => response.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(19);
    expect(await betsOf(user.id)).toHaveLength(1);
    expect(await balanceMinorOf(t, user.id)).toBe(90_000);
    const keys = await t.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(keys).toEqual([expect.objectContaining({ idempotency_key: key, response_status: 201 })]);
  });
});

describe('concurrency', () => {
  it('50 parallel bets that together exceed the balance: exactly floor(balance/stake) go through', async () => {
    const user = await newUser(t, 1000);
    const stakeCoins = 70;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_unused, index) =>
        submit(user, {
          bet_amount: stakeCoins,
          bet_event_id: market.events[index % market.events.length]!.id,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const placed = statuses.filter((status) => status === 201).length;
    expect(placed).toBe(Math.floor(1000 / stakeCoins));
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({
        code: 'INSUFFICIENT_BALANCE',
        errors: { message: 'Insufficient balance.' },
      });
    }
    expect(await betsOf(user.id)).toHaveLength(placed);
    expect(await balanceMinorOf(t, user.id)).toBe(100_000 - placed * stakeCoins * 100);
    const account = await t.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance_minor)).toBeGreaterThanOrEqual(0);
    await expectLedgerVerified(t);
  });
});
