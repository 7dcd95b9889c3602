import { privateUserChannel, REALTIME_CHANNELS } from '@sportsbook/shared/contracts';
import type { MatchBetUpdatePayload } from '@sportsbook/shared/contracts';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  moneySuiteApp,
  newUser,
  placeBet,
  runOps,
  submitBet,
  takeFreshMarket,
} from '../../test/session';
import type { OpenMarket } from '../../test/session';
import { HOUSE } from '../ledger/accounts';
import { MARKET_STATUS_SETTLED } from './settlement';

let t: TestApp;
const usedMarkets: number[] = [];

moneySuiteApp(
  (built) => {
    t = built;
  },
  { verifyLedger: 'afterEach' },
);

/** A fresh open market with at least two bet events, never used by another test. */
const freshMarket = (): Promise<OpenMarket> => takeFreshMarket(t, usedMarkets);

async function houseBalance(code: string): Promise<number> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

async function placed(id: number) {
  return t.db.selectFrom('placed_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const ops = (...argv: string[]): Promise<string[]> => runOps(t, ...argv);

describe('settling a market', () => {
  it('pays winners stake x odds, posts losers, closes the market and tells each user', async () => {
    const market = await freshMarket();
    const [winning, losing] = market.events as [
      OpenMarket['events'][number],
      OpenMarket['events'][number],
    ];
    const winner = await newUser(t, 1000);
    const loser = await newUser(t, 1000);
    const winnerBet = await placeBet(t, winner, winning.id, 33.33);
    const loserBet = await placeBet(t, loser, losing.id, 100);
    const revenueBefore = await houseBalance(HOUSE.betsRevenue);
    const payoutsBefore = await houseBalance(HOUSE.payouts);
    t.broadcaster.sent = [];

    const printed = await ops('settle', String(market.marketId), String(winning.id));

    const payout = Math.floor((3333 * winning.oddsCents + 50) / 100);
    expect(await balanceMinorOf(t, winner.id)).toBe(100_000 - 3333 + payout);
    expect(await balanceMinorOf(t, loser.id)).toBe(100_000 - 10_000);
    expect(await placed(winnerBet)).toMatchObject({
      status: 'won',
      payout_minor: payout,
      settled_at: expect.any(String),
    });
    expect(await placed(loserBet)).toMatchObject({ status: 'lost', payout_minor: 0 });
    expect(await houseBalance(HOUSE.betsRevenue)).toBe(revenueBefore + 3333 + 10_000);
    expect(await houseBalance(HOUSE.payouts)).toBe(payoutsBefore - payout);
    const holds = await t.db
      .selectFrom('ledger_holds as h')
      .innerJoin('placed_bets as p', 'p.hold_id', 'h.id')
      .select(['p.id', 'h.status'])
      .where('p.id', 'in', [winnerBet, loserBet])
      .orderBy('p.id')
      .execute();
    expect(holds.map((hold) => hold.status)).toEqual(['posted', 'posted']);
    const status = await t.db
      .selectFrom('bets')
      .select('bet_status')
      .where('id', '=', market.marketId)
      .executeTakeFirstOrThrow();
    expect(status.bet_status).toBe(MARKET_STATUS_SETTLED);
    expect(JSON.parse(printed[0]!)).toMatchObject({
      marketId: market.marketId,
      outcome: 'winner',
      winningBetEventId: winning.id,
      won: 1,
      lost: 1,
      voided: 0,
      paid: payout / 100,
    });

    const update = t.broadcaster.sent.find(
      (sent) => sent.channel === REALTIME_CHANNELS.matchBetUpdate,
    );
    const payload = update?.payload as MatchBetUpdatePayload;
    expect(payload.match_id).toBe(market.matchId);
    expect(payload.data.find((candidate) => candidate.id === market.marketId)?.bet_status).toBe(
      MARKET_STATUS_SETTLED,
    );
    const coinsChanged = t.broadcaster.sent.filter((sent) => sent.event === 'CoinsChanged');
    expect(coinsChanged.map((sent) => sent.channel).sort()).toEqual(
      [privateUserChannel(winner.id), privateUserChannel(loser.id)].sort(),
    );
    expect(coinsChanged[0]!.payload).toEqual({ reason: 'bet-settled' });

    // The closed market takes no more bets.
    const late = await submitBet(t, winner, { bet_amount: 20, bet_event_id: winning.id });
    expect(late.statusCode).toBe(409);

    // Operators cannot reopen a settled market or move its odds, and finishing the match keeps
    // it settled rather than merely locked.
    await expect(t.app.markets.setMarketStatus(market.marketId, 1)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      t.app.markets.changeOdds(market.marketId, [{ id: winning.id, bet_ratio: 3 }]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await t.app.markets.finishMatch(market.matchId);
    const afterFinish = await t.db
      .selectFrom('bets')
      .select('bet_status')
      .where('id', '=', market.marketId)
      .executeTakeFirstOrThrow();
    expect(afterFinish.bet_status).toBe(MARKET_STATUS_SETTLED);
  });

  it('refunds every stake when the market is void', async () => {
    const market = await freshMarket();
    const user = await newUser(t, 500);
    await placeBet(t, user, market.events[0]!.id, 120);
    await placeBet(t, user, market.events[1]!.id, 80.5);
    expect(await balanceMinorOf(t, user.id)).toBe(50_000 - 20_050);
    const pendingBefore = await houseBalance(HOUSE.betsPending);

    const printed = await ops('settle', String(market.marketId), 'void');

    expect(await balanceMinorOf(t, user.id)).toBe(50_000);
    expect(await houseBalance(HOUSE.betsPending)).toBe(pendingBefore - 20_050);
    const bets = await t.db
      .selectFrom('placed_bets')
      .select('status')
      .where('user_id', '=', user.id)
      .execute();
    expect(bets.map((row) => row.status)).toEqual(['void', 'void']);
    expect(JSON.parse(printed[0]!)).toMatchObject({ outcome: 'void', voided: 2, refunded: 200.5 });
  });

  it('moves nothing when the market is settled a second time', async () => {
    const market = await freshMarket();
    const user = await newUser(t, 100);
    await placeBet(t, user, market.events[0]!.id, 50);
    await ops('settle', String(market.marketId), String(market.events[0]!.id));
    const balance = await balanceMinorOf(t, user.id);
    const entries = await t.db.selectFrom('ledger_entries').select('id').execute();

    await expect(
      ops('settle', String(market.marketId), String(market.events[1]!.id)),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Market ${market.marketId} is already settled.`,
    });
    await expect(ops('settle', String(market.marketId), 'void')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await balanceMinorOf(t, user.id)).toBe(balance);
    expect(await t.db.selectFrom('ledger_entries').select('id').execute()).toHaveLength(
      entries.length,
    );
  });

  it('settles once when two operators race, paying once', async () => {
    const market = await freshMarket();
    const user = await newUser(t, 100);
    await placeBet(t, user, market.events[0]!.id, 40);
    const results = await Promise.allSettled([
      t.app.settlement.settleMarket(market.marketId, { winningBetEventId: market.events[0]!.id }),
      t.app.settlement.settleMarket(market.marketId, { winningBetEventId: market.events[0]!.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      code: 'CONFLICT',
      message: `Market ${market.marketId} is already settled.`,
    });
    const payout = Math.floor((4000 * market.events[0]!.oddsCents + 50) / 100);
    expect(await balanceMinorOf(t, user.id)).toBe(10_000 - 4000 + payout);
  });

  it('leaves no bet pending when bets race the settlement: each is settled or refused', async () => {
    const market = await freshMarket();
    const user = await newUser(t, 1000);
    const bets = Array.from({ length: 12 }, () =>
      submitBet(t, user, { bet_amount: 20, bet_event_id: market.events[0]!.id }),
    );
    const [summary, ...responses] = await Promise.all([
      t.app.settlement.settleMarket(market.marketId, 'void'),
      ...bets,
    ]);
    const placed = responses.filter((response) => response.statusCode === 201).length;
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
    }
    expect(summary.voided).toBe(placed);
    const pending = await t.db
      .selectFrom('placed_bets')
      .select('id')
      .where('bet_id', '=', market.marketId)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
    expect(await balanceMinorOf(t, user.id)).toBe(100_000);
  });

  it('refuses a winning event of another market and an unknown market', async () => {
    const market = await freshMarket();
    const other = await freshMarket();
    await expect(
      ops('settle', String(market.marketId), String(other.events[0]!.id)),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(ops('settle', '999999', 'void')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const settled = await t.db
      .selectFrom('market_settlements')
      .select('bet_id')
      .where('bet_id', '=', market.marketId)
      .execute();
    expect(settled).toEqual([]);
  });

  it('refuses a bad command line', async () => {
    await expect(ops('settle', '12')).rejects.toThrow('settle takes 2 argument(s).');
    await expect(ops('settle', 'x', 'void')).rejects.toThrow('marketId must be a positive integer');
    await expect(ops('settle', '12', 'nobody')).rejects.toThrow(
      'selectionId must be a positive integer',
    );
  });

  it('keeps pending holds equal to house:bets-pending while bets are open', async () => {
    const market = await freshMarket();
    const user = await newUser(t, 100);
    await placeBet(t, user, market.events[0]!.id, 25);
    const pending = await t.db
      .selectFrom('ledger_holds')
      .select((eb) => eb.fn.sum<number>('amount_minor').as('sum'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(await houseBalance(HOUSE.betsPending)).toBe(Number(pending.sum));
  });
});
