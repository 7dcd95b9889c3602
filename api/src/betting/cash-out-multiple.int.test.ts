/**
 * Cash-out of a multiple (issue 32) through the API on a real database: its price over its legs
 * from the live odds with the margin and within its payout cap, a partial then the rest, each
 * refusal a 4xx that changes nothing (a leg's market locked, a leg's match finished, a leg lost,
 * another bettor's bet), parallel cash-outs of which exactly one pays, the automatic cash-out on
 * a later leg's odds move, and settlement on the riding stake in won, lost and void mixes. The
 * ledger is verified after each test.
 */
import type {
  AutoCashOutResponse,
  BetHistoryItem,
  BetSubmitResponse,
  BetUpdatedPayload,
  CashOutResponse,
  StatementRow,
} from '@sportsbook/shared/contracts';
import { cashOutCalls } from '../../test/cash-out-calls';
import { json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  errorOf,
  moneySuiteApp,
  newUser,
  openMarkets,
  submitMultipleBet,
} from '../../test/session';
import type { OpenMarket, TestUser } from '../../test/session';

/** The site's maximum multiple payout in this suite, coins. */
const CAP = 500;

let t: TestApp;
const usedMarkets = new Set<number>();

moneySuiteApp(
  (built) => {
    t = built;
  },
  { env: { MAX_MULTIPLE_PAYOUT: String(CAP) }, verifyLedger: 'afterEach' },
);

const { quote, priceOf, cashOut, setAuto, footprint } = cashOutCalls(() => t);

async function historyRowOf(user: TestUser, betId: number): Promise<BetHistoryItem | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/ng/user/profile/bet-history',
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: BetHistoryItem[] }>(response).data.find((row) => row.id === betId);
}

/** Sets the odds of a leg's selection (its market's first), in hundredths. */
function moveOdds(leg: OpenMarket, cents: number) {
  return t.app.markets.changeOdds(leg.marketId, [
    { id: leg.events[0]!.id, bet_ratio: cents / 100 },
  ]);
}

/** Settles a leg's market: its selection won, lost (another selection won) or void. */
function settleLeg(leg: OpenMarket, result: 'won' | 'lost' | 'void') {
  return t.app.settlement.settleMarket(
    leg.marketId,
    result === 'void' ? 'void' : { winningBetEventId: leg.events[result === 'won' ? 0 : 1]!.id },
  );
}

/** Three open markets of different matches that no other test used (a multiple's legs). */
async function freshLegs(): Promise<[OpenMarket, OpenMarket, OpenMarket]> {
  const byMatch = new Map<number, OpenMarket>();
  for (const market of await openMarkets(t)) {
    if (usedMarkets.has(market.marketId) || market.events.length < 2) continue;
    if (!byMatch.has(market.matchId)) byMatch.set(market.matchId, market);
  }
  const [a, b, c] = [...byMatch.values()];
  if (!a || !b || !c) throw new Error('Fewer than three fresh markets of different matches.');
  for (const leg of [a, b, c]) usedMarkets.add(leg.marketId);
  return [a, b, c];
}

/**
 * A bettor with 1000 coins and a multiple of `stake` on the first selection of three fresh
 * matches' markets, at 2.00, 1.50 and 3.00 (combined 9.00).
 */
async function bettorWithMultiple(stake = 50) {
  const user = await newUser(t, 1000);
  const legs = await freshLegs();
  for (const [leg, cents] of legs.map((leg, i) => [leg, [200, 150, 300][i]!] as const)) {
    await moveOdds(leg, cents);
  }
  const response = await submitMultipleBet(t, user, {
    bet_amount: stake,
    bet_event_ids: legs.map((leg) => leg.events[0]!.id).join(','),
  });
  expect(response.statusCode).toBe(201);
  const betId = json<BetSubmitResponse>(response).data.id;
  return { user, legs, betId };
}

describe("a multiple's cash-out price", () => {
  it('is the riding stake x placed odds / current odds of its open legs, less the 5 % margin', async () => {
    const { user, legs, betId } = await bettorWithMultiple(50);
    expect(await priceOf(user, betId)).toEqual({
      bet_id: betId,
      available: true,
      price: 47.5,
      stake: 50,
      cash_out_value: null,
    });
    // 50 x 9.00 / (1.60 x 1.50 x 3.00) = 62.5, less 5 %: 59.375 -> 59.37 (rounded down).
    await moveOdds(legs[0], 160);
    expect((await priceOf(user, betId)).price).toBe(59.37);
    // 50 x 9.00 / (1.60 x 1.50 x 2.00) = 93.75, less 5 %: 89.0625 -> 89.06.
    await moveOdds(legs[2], 200);
    expect((await priceOf(user, betId)).price).toBe(89.06);
    // A won leg is certain: it counts 1 below. 50 x 9.00 / (1.50 x 2.00) = 150, less 5 %: 142.5.
    await settleLeg(legs[0], 'won');
    expect((await priceOf(user, betId)).price).toBe(142.5);
    // A void leg counts 1.00 above and below. 50 x 2.00 x 1.00 x 3.00 / 2.00 = 150 less 5 %.
    await settleLeg(legs[1], 'void');
    expect((await priceOf(user, betId)).price).toBe(142.5);
  });

  it('never pays more than the payout cap the multiple was placed with', async () => {
    // 100 x 9.00 = 900 is capped at 500 when placed.
    const { user, legs, betId } = await bettorWithMultiple(100);
    // 100 x 9.00 / (1.01 x 1.01 x 1.01) = 873.5, less 5 % = 829.8: more than the cap.
    for (const leg of legs) await moveOdds(leg, 101);
    expect((await priceOf(user, betId)).price).toBe(CAP);
    const response = await cashOut(user, { bet_id: betId });
    expect(response.statusCode).toBe(200);
    expect(json<CashOutResponse>(response).data.paid).toBe(CAP);
  });
});

describe("a multiple's partial cash-out, then the rest", () => {
  it('pays the share of the price, the rest rides at the same odds, then cashes out; one statement line each', async () => {
    const { user, legs, betId } = await bettorWithMultiple(100);
    // 100 x 9.00 / (2.00 x 1.20 x 3.00) = 125, less 5 %: 118.75.
    await moveOdds(legs[1], 120);
    expect((await priceOf(user, betId)).price).toBe(118.75);
    const before = await balanceMinorOf(t, user.id);
    t.broadcaster.sent = [];

    const part = await cashOut(user, { bet_id: betId, amount: 40, price_seen: '118.75' });
    expect(part.statusCode).toBe(200);
    expect(json<CashOutResponse>(part)).toMatchObject({
      message: 'Part of your bet has been cashed out.',
      data: {
        paid: 47.5,
        bet: { id: betId, kind: 'multiple', remaining_stake: 60, cashed_out: 47.5 },
      },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(before + 4_750);
    const sent = t.broadcaster.sent.filter((s) => s.channel === `private-user.${user.id}`);
    expect(sent.map((s) => s.event)).toEqual(['BetUpdated', 'CoinsChanged']);
    expect((sent[0]!.payload as BetUpdatedPayload).bet).toMatchObject({ remaining_stake: 60 });

    // What rides keeps the multiple's odds: 60 x 9.00 / 7.20 less 5 % = 71.25.
    expect(await priceOf(user, betId)).toMatchObject({ available: true, price: 71.25, stake: 60 });
    const rest = await cashOut(user, { bet_id: betId });
    expect(rest.statusCode).toBe(200);
    expect(json<CashOutResponse>(rest)).toMatchObject({
      message: 'Your bet has been cashed out.',
      data: { paid: 71.25, bet: { remaining_stake: 0, cashed_out: 118.75, returns: 118.75 } },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_875);
    expect(await priceOf(user, betId)).toMatchObject({
      available: false,
      reason: 'This bet is no longer open.',
      price: 0,
    });
    const statement = await t.app.inject({
      method: 'GET',
      url: '/ng/user/wallet/statement',
      headers: bearer(user.token),
    });
    const rows = json<{ data: StatementRow[] }>(statement).data;
    expect(rows.slice(0, 2)).toMatchObject([
      { reference: 'Bet cashed out', credit: 71.25 },
      { reference: 'Bet cashed out', credit: 47.5 },
    ]);

    // Its legs settle later: it takes their result and moves nothing more.
    for (const leg of legs) await settleLeg(leg, 'won');
    expect(await balanceMinorOf(t, user.id)).toBe(before + 11_875);
    expect(await historyRowOf(user, betId)).toMatchObject({
      status: 'won',
      remaining_stake: 0,
      cashed_out: 118.75,
      returns: 118.75,
    });
  });
});

describe("a multiple's refusals change nothing", () => {
  it("a leg's market locked: 409, and the quote says why", async () => {
    const { user, legs, betId } = await bettorWithMultiple(50);
    await t.app.markets.setMarketStatus(legs[2].marketId, 0);
    const reason = 'Cash out is not available while the market is locked.';
    expect(await priceOf(user, betId)).toMatchObject({ available: false, reason, price: 0 });
    const before = await footprint(user, betId);
    for (const response of [
      await cashOut(user, { bet_id: betId }),
      await cashOut(user, { bet_id: betId, amount: 20 }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'CASH_OUT_UNAVAILABLE', message: reason });
    }
    expect(await footprint(user, betId)).toEqual(before);
    await t.app.markets.setMarketStatus(legs[2].marketId, 1);
    expect((await priceOf(user, betId)).available).toBe(true);
  });

  it("a leg's match finished: 409", async () => {
    const { user, legs, betId } = await bettorWithMultiple(50);
    await t.db
      .updateTable('matches')
      .set({ status: 'FINISHED' })
      .where('id', '=', legs[1].matchId)
      .execute();
    const reason = 'Cash out is not available: the market has been settled.';
    expect(await priceOf(user, betId)).toMatchObject({ available: false, reason });
    const before = await footprint(user, betId);
    const response = await cashOut(user, { bet_id: betId });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'CASH_OUT_UNAVAILABLE', message: reason });
    expect(await footprint(user, betId)).toEqual(before);
  });

  it('a leg lost (the multiple is lost): 409 for a cash-out and an automatic value', async () => {
    const { user, legs, betId } = await bettorWithMultiple(50);
    await settleLeg(legs[1], 'lost');
    const reason = 'This bet is no longer open.';
    expect(await priceOf(user, betId)).toMatchObject({ available: false, reason });
    const before = await footprint(user, betId);
    for (const response of [
      await cashOut(user, { bet_id: betId }),
      await setAuto(user, { bet_id: betId, value: '10' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'CASH_OUT_UNAVAILABLE', message: reason });
    }
    expect(await footprint(user, betId)).toEqual(before);
  });

  it("someone else's multiple: 404 for the quote, the cash-out and the automatic value", async () => {
    const { user, betId } = await bettorWithMultiple(50);
    const other = await newUser(t, 1000);
    expect((await quote(other, betId)).statusCode).toBe(404);
    const before = await footprint(user, betId);
    for (const response of [
      await cashOut(other, { bet_id: betId }),
      await setAuto(other, { bet_id: betId, value: '10' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect(await footprint(user, betId)).toEqual(before);
  });
});

describe('100 parallel cash-outs of one multiple', () => {
  it('pay exactly once', async () => {
    const { user, betId } = await bettorWithMultiple(50);
    const before = await balanceMinorOf(t, user.id);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => cashOut(user, { bet_id: betId })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    expect(await balanceMinorOf(t, user.id)).toBe(before + 4_750);
    expect((await footprint(user, betId)).cashOuts).toBe(1);
  });
});

describe("a multiple's automatic cash-out", () => {
  it("fires once when a later leg's odds move takes the price to the value set", async () => {
    const { user, legs, betId } = await bettorWithMultiple(100);
    const set = await setAuto(user, { bet_id: betId, value: '120' });
    expect(set.statusCode).toBe(200);
    expect(json<AutoCashOutResponse>(set).data.bet).toMatchObject({ cash_out_value: 120 });
    const before = await balanceMinorOf(t, user.id);

    // 100 x 9.00 / (2.00 x 1.50 x 2.50) = 120, less 5 % = 114: not yet.
    await moveOdds(legs[2], 250);
    expect(await balanceMinorOf(t, user.id)).toBe(before);
    // 100 x 9.00 / (2.00 x 1.50 x 2.30) = 130.43..., less 5 % = 123.91: cashed out.
    await moveOdds(legs[2], 230);
    expect(await balanceMinorOf(t, user.id)).toBe(before + 12_391);
    // Further moves, on any leg, find nothing to do.
    await moveOdds(legs[2], 150);
    await moveOdds(legs[0], 150);
    expect(await balanceMinorOf(t, user.id)).toBe(before + 12_391);
    const rows = await t.db
      .selectFrom('bet_cash_outs')
      .select(['automatic', 'price_minor'])
      .where('placed_bet_id', '=', betId)
      .execute();
    expect(rows.map((row) => [row.automatic, Number(row.price_minor)])).toEqual([[1, 12_391]]);
  });
});

describe('settlement of a partly cashed-out multiple pays on the riding stake', () => {
  const mixes = [
    // 50 rides at 9.00: 450.
    { results: ['won', 'won', 'won'], status: 'won', settles: 45_000 },
    // A void leg counts 1.00: 50 x 2.00 x 1.00 x 3.00 = 300.
    { results: ['won', 'void', 'won'], status: 'won', settles: 30_000 },
    // The riding stake goes to the house; the part cashed out was paid already.
    { results: ['won', 'lost', 'won'], status: 'lost', settles: 0 },
    // Every leg void: the riding stake comes back.
    { results: ['void', 'void', 'void'], status: 'void', settles: 5_000 },
  ] as const;

  it.each(mixes)('$results: $status', async ({ results, status, settles }) => {
    const { user, legs, betId } = await bettorWithMultiple(100);
    const part = await cashOut(user, { bet_id: betId, amount: 50 });
    expect(json<CashOutResponse>(part).data.paid).toBe(47.5);
    const before = await balanceMinorOf(t, user.id);
    for (const [i, leg] of legs.entries()) await settleLeg(leg, results[i]!);
    expect(await balanceMinorOf(t, user.id)).toBe(before + settles);
    expect(await historyRowOf(user, betId)).toMatchObject({
      status,
      remaining_stake: 50,
      cashed_out: 47.5,
    });
  });
});
