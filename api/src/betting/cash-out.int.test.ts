/**
 * Cash-out (issue 32) through the API on a real database: the price, a full and a partial
 * cash-out through the ledger once, the odds-change preference on the price, every refusal as a
 * 4xx that changes nothing, settlement of what still rides, the automatic cash-out, and 100
 * parallel cash-outs of one bet of which exactly one pays.
 */
import { randomUUID } from 'node:crypto';
import { betHistoryFilterMatches, partialCashOutPrice } from '@sportsbook/shared/contracts';
import type {
  ActivitySummary,
  AutoCashOutResponse,
  BetHistoryItem,
  BetUpdatedPayload,
  CashOutResponse,
  OddsChangePreference,
  StatementRow,
} from '@sportsbook/shared/contracts';
import { cashOutCalls } from '../../test/cash-out-calls';
import { json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  errorOf,
  expectLedgerVerified,
  moneySuiteApp,
  newUser,
  placeBet,
  postForm,
  takeFreshMarket,
} from '../../test/session';
import type { OpenMarket, TestUser } from '../../test/session';
import { CASH_OUT_MARGIN_KEY } from './cash-out-service';
import { betDisplayReference } from './bet-reference';

let t: TestApp;
const usedMarkets: number[] = [];

moneySuiteApp((built) => {
  t = built;
});

const { quote, priceOf, cashOut, setAuto, footprint } = cashOutCalls(() => t);

/** A signed-in GET that must answer 200: its `data`. */
async function dataOf<T>(user: TestUser, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return json<{ data: T }>(response).data;
}

function historyOf(user: TestUser, query = ''): Promise<BetHistoryItem[]> {
  return dataOf<BetHistoryItem[]>(user, `/ng/user/profile/bet-history${query}`);
}

function statementOf(user: TestUser): Promise<StatementRow[]> {
  return dataOf<StatementRow[]>(user, '/ng/user/wallet/statement');
}

async function choosePreference(user: TestUser, preference: OddsChangePreference) {
  const response = await postForm(
    t,
    '/ng/user/betting-preferences',
    { odds_change: preference },
    bearer(user.token),
  );
  expect(response.statusCode).toBe(200);
}

function moveOdds(market: OpenMarket, cents: number) {
  return t.app.markets.changeOdds(market.marketId, [
    { id: market.events[0]!.id, bet_ratio: cents / 100 },
  ]);
}

/** A bettor with 1000 coins and a bet of `stake` on a fresh market's first option at 2.00. */
async function bettorWithBet(stake = 100) {
  const user = await newUser(t, 1000);
  const market = await takeFreshMarket(t, usedMarkets);
  await moveOdds(market, 200);
  const betId = await placeBet(t, user, market.events[0]!.id, stake);
  return { user, market, betId };
}

describe('the cash-out price', () => {
  it('is the riding stake at the odds moved, less the 5 % margin, rounded down', async () => {
    const { user, market, betId } = await bettorWithBet(100);
    expect(await priceOf(user, betId)).toEqual({
      bet_id: betId,
      available: true,
      price: 95,
      stake: 100,
      cash_out_value: null,
    });
    // 100 x 2.00 / 1.60 = 125, less 5 %: 118.75.
    await moveOdds(market, 160);
    expect((await priceOf(user, betId)).price).toBe(118.75);
    // 100 x 2.00 / 3.00 = 66.666..., less 5 %: 63.333... -> 63.33.
    await moveOdds(market, 300);
    expect((await priceOf(user, betId)).price).toBe(63.33);
  });

  it('follows the site setting of the margin', async () => {
    const { user, betId } = await bettorWithBet(100);
    await t.db
      .insertInto('site_settings')
      .values({ key: CASH_OUT_MARGIN_KEY, value: '12.5' })
      .execute();
    try {
      expect((await priceOf(user, betId)).price).toBe(87.5);
    } finally {
      await t.db.deleteFrom('site_settings').where('key', '=', CASH_OUT_MARGIN_KEY).execute();
    }
    expect((await priceOf(user, betId)).price).toBe(95);
  });

  it('is not available while the market is locked, or once it is settled', async () => {
    const { user, market, betId } = await bettorWithBet(100);
    await t.app.markets.setMarketStatus(market.marketId, 0);
    expect(await priceOf(user, betId)).toEqual({
      bet_id: betId,
      available: false,
      reason: 'Cash out is not available while the market is locked.',
      price: 0,
      stake: 100,
      cash_out_value: null,
    });
    await t.app.settlement.settleMarket(market.marketId, 'void');
    expect(await priceOf(user, betId)).toMatchObject({
      available: false,
      reason: 'This bet is no longer open.',
    });
  });

  it("is 404 for another bettor's bet and for no bet, 400 for a malformed id, 401 signed out", async () => {
    const { betId } = await bettorWithBet(20);
    const other = await newUser(t);
    expect(errorOf(await quote(other, betId))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Bet not found.',
    });
    expect((await quote(other, 2_000_000_000)).statusCode).toBe(404);
    expect((await quote(other, 'abc')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/ng/bet/${betId}/cash-out` })).statusCode,
    ).toBe(401);
  });
});

describe('a full cash-out', () => {
  it('pays the price once, through the ledger, names it on the statement and in history', async () => {
    const { user, market, betId } = await bettorWithBet(100);
    await moveOdds(market, 160);
    const before = await balanceMinorOf(t, user.id);
    t.broadcaster.sent = [];
    const key = randomUUID();
    const response = await cashOut(user, { bet_id: betId, price_seen: '118.75' }, key);
    expect(response.statusCode).toBe(200);
    const body = json<CashOutResponse>(response);
    expect(body).toMatchObject({
      status: 'success',
      message: 'Your bet has been cashed out.',
      data: {
        paid: 118.75,
        bet: {
          id: betId,
          status: 'pending',
          reference: betDisplayReference(betId),
          bet_amount: 100,
          cashed_out: 118.75,
          remaining_stake: 0,
          returns: 118.75,
          cash_out_value: null,
        },
      },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_875);

    // A retry with the same key replays the answer and pays nothing.
    const replay = await cashOut(user, { bet_id: betId, price_seen: '118.75' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json<CashOutResponse>(replay)).toEqual(body);
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_875);

    const [latest] = await statementOf(user);
    expect(latest).toMatchObject({ reference: 'Bet cashed out', credit: 118.75, debit: 0 });
    expect((await historyOf(user)).find((row) => row.id === betId)).toEqual(body.data.bet);
    const updated = t.broadcaster.sent.filter(
      (sent) => sent.channel === `private-user.${user.id}` && sent.event === 'BetUpdated',
    );
    expect(updated.map((sent) => (sent.payload as BetUpdatedPayload).bet)).toEqual([body.data.bet]);
    expect(
      t.broadcaster.sent.some(
        (sent) => sent.channel === `private-user.${user.id}` && sent.event === 'CoinsChanged',
      ),
    ).toBe(true);

    // The market settles later: the bet takes its result and pays nothing more.
    await t.app.settlement.settleMarket(market.marketId, {
      winningBetEventId: market.events[0]!.id,
    });
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_875);
    expect((await historyOf(user)).find((row) => row.id === betId)).toMatchObject({
      status: 'won',
      returns: 118.75,
      cashed_out: 118.75,
      remaining_stake: 0,
    });
    await expectLedgerVerified(t);
  });
});

describe('a partial cash-out', () => {
  it('cashes a part at the proportional price; the rest rides at the same odds, then cashes out', async () => {
    const { user, market, betId } = await bettorWithBet(100);
    await moveOdds(market, 160);
    const before = await balanceMinorOf(t, user.id);
    const first = await cashOut(user, { bet_id: betId, amount: 40 });
    expect(first.statusCode).toBe(200);
    // 40 x 2.00 / 1.60 = 50, less 5 %: 47.50.
    expect(json<CashOutResponse>(first)).toMatchObject({
      message: 'Part of your bet has been cashed out.',
      data: {
        paid: 47.5,
        bet: {
          bet_rate: 2,
          bet_amount: 100,
          remaining_stake: 60,
          cashed_out: 47.5,
          returns: 167.5,
        },
      },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(before + 4_750);
    expect(await priceOf(user, betId)).toMatchObject({ available: true, stake: 60, price: 71.25 });

    const rest = await cashOut(user, { bet_id: betId });
    expect(json<CashOutResponse>(rest)).toMatchObject({
      data: { paid: 71.25, bet: { remaining_stake: 0, cashed_out: 118.75 } },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_875);
    const statement = await statementOf(user);
    expect(statement.slice(0, 6).map((row) => row.reference)).toEqual([
      'Bet cashed out',
      'Bet cashed out',
      'Bet stake cashed out',
      'Bet stake riding after cash out',
      'Bet stake released for cash out',
      'Bet placed',
    ]);
    await expectLedgerVerified(t);
  });

  it("pays a part exactly the share of the full price the page shows (shared's partialCashOutPrice)", async () => {
    const { user, market, betId } = await bettorWithBet(100);
    await moveOdds(market, 300);
    const { price, stake } = await priceOf(user, betId);
    expect(price).toBe(63.33);
    // 63.33 x 41 / 100 = 25.9653 -> 25.97 (the part's own price, 41 x 2/3 less 5 %, is 25.96).
    expect(partialCashOutPrice(price, stake, 41)).toBe(25.97);
    const before = await balanceMinorOf(t, user.id);
    const response = await cashOut(user, { bet_id: betId, amount: 41, price_seen: price });
    expect(json<CashOutResponse>(response)).toMatchObject({
      data: { paid: 25.97, bet: { remaining_stake: 59, cashed_out: 25.97 } },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(before + 2_597);
    await expectLedgerVerified(t);
  });

  it.each([
    ['won', 'winner', 60 * 2, 'won'],
    ['lost', 'loser', 0, 'lost'],
    ['void', 'void', 60, 'void'],
  ] as const)(
    'then a %s settlement pays on the riding stake only',
    async (_case, outcome, paysCoins, status) => {
      const { user, market, betId } = await bettorWithBet(100);
      expect((await cashOut(user, { bet_id: betId, amount: 40 })).statusCode).toBe(200);
      const before = await balanceMinorOf(t, user.id);
      const summary = await t.app.settlement.settleMarket(
        market.marketId,
        outcome === 'void'
          ? 'void'
          : { winningBetEventId: market.events[outcome === 'winner' ? 0 : 1]!.id },
      );
      expect(await balanceMinorOf(t, user.id)).toBe(before + paysCoins * 100);
      expect(summary).toMatchObject({
        paid: outcome === 'winner' ? paysCoins : 0,
        refunded: outcome === 'void' ? paysCoins : 0,
      });
      // 40 at 2.00/2.00 less 5 %: 38 paid by the cash-out.
      expect((await historyOf(user)).find((row) => row.id === betId)).toMatchObject({
        status,
        cashed_out: 38,
        remaining_stake: 60,
        returns: 38 + paysCoins,
      });
      await expectLedgerVerified(t);
    },
  );
});

describe('the odds-change preference on the price', () => {
  it.each([
    ['ask', 'up', false],
    ['ask', 'down', false],
    ['higher', 'up', true],
    ['higher', 'down', false],
    ['any', 'up', true],
    ['any', 'down', true],
  ] as const)('%s with the price gone %s: cashed out = %s', async (preference, way, pays) => {
    const { user, market, betId } = await bettorWithBet(100);
    await choosePreference(user, preference);
    const seen = (await priceOf(user, betId)).price;
    await moveOdds(market, way === 'up' ? 160 : 250);
    const now = (await priceOf(user, betId)).price;
    expect(way === 'up' ? now > seen : now < seen).toBe(true);
    const before = await footprint(user, betId);
    const response = await cashOut(user, { bet_id: betId, price_seen: seen.toFixed(2) });
    if (pays) {
      expect(response.statusCode).toBe(200);
      expect(json<CashOutResponse>(response).data.paid).toBe(now);
    } else {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'CASH_OUT_PRICE_CHANGED',
        message: 'The cash out price has changed. Please review the new price and try again.',
        errors: { price_seen: now.toFixed(2) },
      });
      expect(await footprint(user, betId)).toEqual(before);
    }
  });

  it('accepts the price seen when it has not moved, whatever the preference', async () => {
    const { user, betId } = await bettorWithBet(100);
    const response = await cashOut(user, { bet_id: betId, price_seen: '95' });
    expect(json<CashOutResponse>(response).data.paid).toBe(95);
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['no bet_id', { bet_id: undefined }, 422, 'VALIDATION_FAILED', 'Please choose a bet.'],
    [
      'a malformed bet_id',
      { bet_id: 'x' },
      422,
      'VALIDATION_FAILED',
      'The bet_id must be a positive integer.',
    ],
    [
      'a malformed amount',
      { amount: '1.234' },
      422,
      'VALIDATION_FAILED',
      'The amount must be coins with at most 2 decimals.',
    ],
    [
      'a negative amount',
      { amount: '-5' },
      422,
      'VALIDATION_FAILED',
      'The amount must be coins with at most 2 decimals.',
    ],
    [
      'a malformed price_seen',
      { price_seen: 'abc' },
      422,
      'VALIDATION_FAILED',
      'The price_seen must be coins with at most 2 decimals.',
    ],
    [
      'an amount above the riding stake',
      { amount: '100.01' },
      422,
      'VALIDATION_FAILED',
      'Stake should not be greater than 100.',
    ],
    [
      'a part below the smallest stake',
      { amount: '19.99' },
      422,
      'STAKE_TOO_LOW',
      'Stake Should not be less than 20.',
    ],
    ['a zero amount', { amount: '0' }, 422, 'STAKE_TOO_LOW', 'Stake Should not be less than 20.'],
    [
      'a rest below the smallest stake',
      { amount: '85' },
      422,
      'STAKE_TOO_LOW',
      'The stake left riding should not be less than 20.',
    ],
  ] as const)('%s', async (_case, fields, status, code, message) => {
    const { user, betId } = await bettorWithBet(100);
    const before = await footprint(user, betId);
    const response = await cashOut(user, { bet_id: betId, ...fields });
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toMatchObject({ code, message });
    expect(await footprint(user, betId)).toEqual(before);
  });

  it("another bettor's bet: 404", async () => {
    const { user, betId } = await bettorWithBet(100);
    const other = await newUser(t, 10);
    const before = await footprint(user, betId);
    const response = await cashOut(other, { bet_id: betId });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Bet not found.' });
    expect(await footprint(user, betId)).toEqual(before);
    expect(await balanceMinorOf(t, other.id)).toBe(1_000);
  });

  it('a locked market, a settled market, a bet cashed out already: 409', async () => {
    const { user, market, betId } = await bettorWithBet(100);
    await t.app.markets.setMarketStatus(market.marketId, 0);
    let before = await footprint(user, betId);
    let response = await cashOut(user, { bet_id: betId });
    expect(errorOf(response)).toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
      message: 'Cash out is not available while the market is locked.',
    });
    expect(response.statusCode).toBe(409);
    expect(await footprint(user, betId)).toEqual(before);

    await t.app.markets.setMarketStatus(market.marketId, 1);
    expect((await cashOut(user, { bet_id: betId })).statusCode).toBe(200);
    before = await footprint(user, betId);
    response = await cashOut(user, { bet_id: betId });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
      message: 'This bet is no longer open.',
    });
    expect(await footprint(user, betId)).toEqual(before);

    const second = await bettorWithBet(100);
    await t.app.settlement.settleMarket(second.market.marketId, 'void');
    before = await footprint(second.user, second.betId);
    response = await cashOut(second.user, { bet_id: second.betId });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('CASH_OUT_UNAVAILABLE');
    expect(await footprint(second.user, second.betId)).toEqual(before);
  });

  it('signed out: 401; without an Idempotency-Key: 400', async () => {
    const { user, betId } = await bettorWithBet(100);
    const before = await footprint(user, betId);
    expect((await postForm(t, '/ng/bet/cash-out', { bet_id: betId })).statusCode).toBe(401);
    const keyless = await postForm(t, '/ng/bet/cash-out', { bet_id: betId }, bearer(user.token));
    expect(keyless.statusCode).toBe(400);
    expect(errorOf(keyless).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await footprint(user, betId)).toEqual(before);
  });
});

describe('the automatic cash-out', () => {
  it('fires once when an odds move takes the price to the value set', async () => {
    const { user, market, betId } = await bettorWithBet(100);
    const set = await setAuto(user, { bet_id: betId, value: '110' });
    expect(set.statusCode).toBe(200);
    expect(json<AutoCashOutResponse>(set)).toMatchObject({
      message: 'Automatic cash out is set.',
      data: { bet: { id: betId, cash_out_value: 110 } },
    });
    expect((await priceOf(user, betId)).cash_out_value).toBe(110);
    const before = await balanceMinorOf(t, user.id);

    // 100 x 2.00 / 1.80 less 5 % = 105.55: not yet.
    await moveOdds(market, 180);
    expect(await balanceMinorOf(t, user.id)).toBe(before);
    t.broadcaster.sent = [];
    // 100 x 2.00 / 1.70 less 5 % = 111.76: cashed out.
    await moveOdds(market, 170);
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_176);
    const updated = t.broadcaster.sent.find(
      (sent) => sent.channel === `private-user.${user.id}` && sent.event === 'BetUpdated',
    );
    expect((updated?.payload as BetUpdatedPayload).bet).toMatchObject({
      id: betId,
      remaining_stake: 0,
      cashed_out: 111.76,
      cash_out_value: null,
    });
    // Further moves find nothing to do.
    await moveOdds(market, 150);
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_176);
    const rows = await t.db
      .selectFrom('bet_cash_outs')
      .select(['automatic', 'price_minor'])
      .where('placed_bet_id', '=', betId)
      .execute();
    expect(rows.map((row) => [row.automatic, Number(row.price_minor)])).toEqual([[1, 11_176]]);
    await expectLedgerVerified(t);
  });

  it('is cleared by an empty value and refuses bad input', async () => {
    const { user, market, betId } = await bettorWithBet(100);
    expect((await setAuto(user, { bet_id: betId, value: '100' })).statusCode).toBe(200);
    const cleared = await setAuto(user, { bet_id: betId, value: '' });
    expect(json<AutoCashOutResponse>(cleared)).toMatchObject({
      message: 'Automatic cash out is cleared.',
      data: { bet: { cash_out_value: null } },
    });
    const before = await balanceMinorOf(t, user.id);
    await moveOdds(market, 110);
    expect(await balanceMinorOf(t, user.id)).toBe(before);

    for (const value of ['0', 'abc', '-1', '1.001']) {
      const response = await setAuto(user, { bet_id: betId, value });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const other = await newUser(t);
    expect((await setAuto(other, { bet_id: betId, value: '50' })).statusCode).toBe(404);
    expect((await setAuto(user, { value: '50' })).statusCode).toBe(422);
    expect((await postForm(t, '/ng/bet/auto-cash-out', { bet_id: betId })).statusCode).toBe(401);
    expect((await priceOf(user, betId)).cash_out_value).toBeNull();

    await t.app.settlement.settleMarket(market.marketId, 'void');
    const closed = await setAuto(user, { bet_id: betId, value: '50' });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('CASH_OUT_UNAVAILABLE');
  });
});

describe('100 parallel cash-outs of one bet', () => {
  it('pay exactly once', async () => {
    const { user, betId } = await bettorWithBet(100);
    const before = await balanceMinorOf(t, user.id);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => cashOut(user, { bet_id: betId })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(errorOf(response).code).toBe('CASH_OUT_UNAVAILABLE');
    }
    expect(await balanceMinorOf(t, user.id)).toBe(before + 9_500);
    expect((await footprint(user, betId)).cashOuts).toBe(1);
    await expectLedgerVerified(t);
  });
});

describe("the bettor's activity", () => {
  it('counts what a cash-out paid among the returns', async () => {
    const { user, betId } = await bettorWithBet(100);
    expect((await cashOut(user, { bet_id: betId, amount: 50 })).statusCode).toBe(200);
    const activity = await dataOf<ActivitySummary>(user, '/ng/user/safer-gambling/activity');
    expect(activity.last_7_days).toMatchObject({
      stakes: 100,
      returns: 47.5,
    });
  });
});

describe("bet history's open and settled filter", () => {
  it("lists what shared's betHistoryFilterMatches reads as open or settled; a bet cashed out in full is settled", async () => {
    const { user, market, betId: cashedOut } = await bettorWithBet(100);
    const partly = await placeBet(t, user, market.events[0]!.id, 50);
    const open = await placeBet(t, user, market.events[0]!.id, 20);
    expect((await cashOut(user, { bet_id: cashedOut })).statusCode).toBe(200);
    expect((await cashOut(user, { bet_id: partly, amount: 25 })).statusCode).toBe(200);
    const other = await takeFreshMarket(t, usedMarkets);
    const settled = await placeBet(t, user, other.events[0]!.id, 20);
    await t.app.settlement.settleMarket(other.marketId, 'void');

    const all = await historyOf(user);
    expect(await historyOf(user, '?status=all')).toEqual(all);
    const opened = await historyOf(user, '?status=open');
    const closed = await historyOf(user, '?page=1&status=settled');
    expect(opened.map((bet) => bet.id)).toEqual([open, partly]);
    expect(closed.map((bet) => bet.id)).toEqual([settled, cashedOut]);
    for (const filter of ['open', 'settled'] as const) {
      const listed = filter === 'open' ? opened : closed;
      expect(listed).toEqual(all.filter((bet) => betHistoryFilterMatches(bet, filter)));
    }
  });

  it('refuses an unknown filter with a 400 naming it, and changes nothing', async () => {
    const user = await newUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/ng/user/profile/bet-history?status=won',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response))).toContain('status');
  });
});
