/**
 * `ledger:verify` stays clean after a randomized run (seeded, so a failure replays) of bets,
 * full and partial cash-outs, automatic values, odds moves, locks and settlements, and every
 * bettor's coins add up: what they were funded with, less stakes, plus cash-outs and payouts.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import { pick, randomInt, seededRandom } from '../markets/random';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  bearer,
  expectLedgerVerified,
  newUser,
  postForm,
  submitBet,
  takeFreshMarket,
} from '../../test/session';
import type { OpenMarket, TestUser } from '../../test/session';

const SEED = 3_202_611;
const STEPS = 160;

let t: TestApp;

beforeAll(async () => {
  t = await build({
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
  });
});

afterAll(async () => {
  await t.close();
});

it('verifies clean after a randomized run of bets, cash-outs and settlements', async () => {
  const random = seededRandom(SEED);
  const used: number[] = [];
  const users: TestUser[] = [];
  for (let i = 0; i < 4; i += 1) users.push(await newUser(t, 5000));
  const markets: OpenMarket[] = [];
  for (let i = 0; i < 4; i += 1) markets.push(await takeFreshMarket(t, used));
  const open = new Set(markets.map((market) => market.marketId));
  const bets: { betId: number; user: TestUser; marketId: number }[] = [];
  const tally = { placed: 0, cashedOut: 0, refused: 0, settled: 0 };

  for (let step = 0; step < STEPS; step += 1) {
    const action = random();
    const live = markets.filter((market) => open.has(market.marketId));
    if (live.length === 0) {
      const market = await takeFreshMarket(t, used);
      markets.push(market);
      open.add(market.marketId);
      continue;
    }
    if (action < 0.35) {
      const market = pick(random, live);
      const user = pick(random, users);
      const response = await submitBet(t, user, {
        bet_amount: randomInt(random, 20, 150) + randomInt(random, 0, 99) / 100,
        bet_event_id: pick(random, market.events).id,
      });
      if (response.statusCode === 201) {
        const { data } = JSON.parse(response.body) as { data: { id: number } };
        bets.push({ betId: data.id, user, marketId: market.marketId });
        tally.placed += 1;
      }
    } else if (action < 0.6 && bets.length > 0) {
      const bet = pick(random, bets);
      const partial = random() < 0.5;
      const response = await postForm(
        t,
        '/ng/bet/cash-out',
        {
          bet_id: bet.betId,
          amount: partial ? randomInt(random, 15, 80) + randomInt(random, 0, 99) / 100 : undefined,
        },
        { ...bearer(bet.user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      );
      expect([200, 409, 422]).toContain(response.statusCode);
      if (response.statusCode === 200) tally.cashedOut += 1;
      else tally.refused += 1;
    } else if (action < 0.7 && bets.length > 0) {
      const bet = pick(random, bets);
      const response = await postForm(
        t,
        '/ng/bet/auto-cash-out',
        { bet_id: bet.betId, value: randomInt(random, 10, 200) },
        bearer(bet.user.token),
      );
      expect([200, 409]).toContain(response.statusCode);
    } else if (action < 0.88) {
      const market = pick(random, live);
      await t.app.markets.changeOdds(
        market.marketId,
        market.events.map((event) => ({
          id: event.id,
          bet_ratio: randomInt(random, 105, 600) / 100,
        })),
      );
    } else if (action < 0.93) {
      const market = pick(random, live);
      await t.app.markets.setMarketStatus(market.marketId, random() < 0.5 ? 0 : 1);
    } else {
      const market = pick(random, live);
      await t.app.settlement.settleMarket(
        market.marketId,
        random() < 0.2 ? 'void' : { winningBetEventId: pick(random, market.events).id },
      );
      open.delete(market.marketId);
      tally.settled += 1;
    }
  }
  for (const marketId of open) {
    const market = markets.find((candidate) => candidate.marketId === marketId)!;
    await t.app.settlement.settleMarket(marketId, { winningBetEventId: market.events[0]!.id });
  }

  // The run did each thing more than once.
  expect(tally.placed).toBeGreaterThan(10);
  expect(tally.cashedOut).toBeGreaterThan(5);
  expect(tally.refused).toBeGreaterThan(0);
  expect(tally.settled).toBeGreaterThan(1);
  const automatic = await t.db
    .selectFrom('bet_cash_outs')
    .select('id')
    .where('automatic', '=', 1)
    .execute();
  expect(automatic.length).toBeGreaterThan(0);

  await expectLedgerVerified(t);
  // Each bettor: funded 5000, less every stake, plus every cash-out and payout of their bets.
  for (const user of users) {
    const rows = await t.db
      .selectFrom('placed_bets')
      .select([
        'stake_minor',
        'cashed_out_minor',
        'payout_minor',
        'status',
        'remaining_stake_minor',
      ])
      .where('user_id', '=', user.id)
      .execute();
    const expected = rows.reduce((sum, row) => {
      const riding = Number(row.remaining_stake_minor ?? row.stake_minor);
      const refund = row.status === 'void' ? riding : 0;
      return (
        sum -
        Number(row.stake_minor) +
        Number(row.cashed_out_minor) +
        Number(row.payout_minor ?? 0) +
        refund
      );
    }, 500_000);
    expect(await t.app.ledger.balanceMinor(user.id)).toBe(expected);
  }
});
