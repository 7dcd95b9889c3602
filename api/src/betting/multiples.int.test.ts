/**
 * Multiples (accumulators, issue 32) through the API on a real database: placing one (one stake,
 * combined odds, the payout cap), every refusal a clear 4xx that changes nothing, the odds-change
 * preference on each leg, an idempotent retry, settlement in every mix of won, lost and void legs,
 * and the ledger verified after each test and after a randomized run of singles, multiples,
 * cash-outs and settlements.
 */
import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  MULTIPLE_CORRELATED_MESSAGE,
  MULTIPLE_TOO_MANY_LEGS_MESSAGE,
  privateUserChannel,
  STAKE_TOO_LOW_MESSAGE,
} from '@sportsbook/shared/contracts';
import type {
  BetHistoryItem,
  BetLegResult,
  BetSubmitResponse,
  OddsChangePreference,
  Paged,
  StatementRow,
} from '@sportsbook/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  errorOf,
  moneySuiteApp,
  newUser,
  placeBet,
  postForm,
  runOps,
  submitMultipleBet,
  takeFreshMatches,
} from '../../test/session';
import type { MatchMarkets, TestUser } from '../../test/session';
import { SettlementService } from './settlement';

/** The site's maximum multiple payout in this suite, coins. */
const CAP = 5000;

let t: TestApp;

moneySuiteApp(
  (built) => {
    t = built;
  },
  { env: { MAX_MULTIPLE_PAYOUT: String(CAP) }, verifyLedger: 'afterEach' },
);

const usedMatches = new Set<number>();

/** `count` matches, each with `marketsEach` open markets or more, never used by another test. */
function freshMatches(count: number, marketsEach = 1): Promise<MatchMarkets[]> {
  return takeFreshMatches(t, usedMatches, count, marketsEach);
}

function submitMultiple(
  user: { token: string },
  fields: Record<string, string | number | undefined>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return submitMultipleBet(t, user, fields, key);
}

async function placeMultiple(
  user: { token: string },
  betEventIds: readonly number[],
  coins: number,
): Promise<BetSubmitResponse> {
  const response = await submitMultiple(user, {
    bet_amount: coins,
    bet_event_ids: betEventIds.join(','),
  });
  if (response.statusCode !== 201) throw new Error(`Multiple refused: ${response.body}`);
  return JSON.parse(response.body) as BetSubmitResponse;
}

/** Combined odds in hundredths: the product to 2 decimals, half up (SPEC-free, written out). */
function combinedCents(odds: readonly number[]): bigint {
  const product = odds.reduce((sum, cents) => sum * BigInt(cents), 1n);
  const scale = 100n ** BigInt(odds.length - 1);
  return (product * 2n + scale) / (scale * 2n);
}

function payoutOf(stakeMinor: number, odds: readonly number[], capMinor: number): number {
  const payout = (BigInt(stakeMinor) * combinedCents(odds) * 2n + 100n) / 200n;
  return payout > BigInt(capMinor) ? capMinor : Number(payout);
}

async function betRow(id: number) {
  return t.db.selectFrom('placed_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function betCount(): Promise<number> {
  const row = await t.db
    .selectFrom('placed_bets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function setOdds(betEventId: number, oddsCents: number): Promise<void> {
  await t.db
    .updateTable('bet_events')
    .set({ odds_cents: oddsCents })
    .where('id', '=', betEventId)
    .execute();
}

/** The first page of one of the bettor's lists. */
async function firstPage<T>(user: TestUser, path: string): Promise<T[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/${path}?page=1`,
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as Paged<T>).data;
}

const history = (user: TestUser) => firstPage<BetHistoryItem>(user, API_PATHS.betHistory);
const statement = (user: TestUser) => firstPage<StatementRow>(user, API_PATHS.statement);

describe('placing a multiple', () => {
  it('takes one stake at the product of the legs, and history and statement show it', async () => {
    const matches = await freshMatches(3);
    const legs = matches.map((match) => match.markets[0].events[0]!);
    const user = await newUser(t, 1000);

    const response = await submitMultiple(user, {
      bet_amount: '25.50',
      bet_event_ids: legs.map((leg) => leg.id).join(','),
      bet_ratios: legs.map((leg) => (leg.oddsCents / 100).toFixed(2)).join(','),
    });

    expect(response.statusCode).toBe(201);
    const body = JSON.parse(response.body) as BetSubmitResponse;
    const combined = combinedCents(legs.map((leg) => leg.oddsCents));
    expect(body).toMatchObject({
      status: 'success',
      message: 'Your bet has been placed successfully.',
      data: {
        kind: 'multiple',
        bet_event_id: legs[0]!.id,
        bet_amount: 25.5,
        bet_rate: Number(combined) / 100,
        possible_win:
          payoutOf(
            2550,
            legs.map((leg) => leg.oddsCents),
            CAP * 100,
          ) / 100,
        status: 'pending',
        reference: `B-${String(body.data.id).padStart(6, '0')}`,
      },
    });
    expect(body.data.legs).toEqual(
      legs.map((leg) => ({
        bet_event_id: leg.id,
        title: expect.any(String),
        match_title: expect.any(String),
        tournament: expect.any(String),
        odds: leg.oddsCents / 100,
        result: 'pending',
      })),
    );
    expect(await balanceMinorOf(t, user.id)).toBe(100_000 - 2550);
    const placedLegs = body.data.legs as { tournament: string }[];

    const [row] = await history(user);
    expect(row).toMatchObject({
      id: body.data.id,
      kind: 'multiple',
      // Each leg's tournament once, not only the first leg's.
      tournament: [...new Set(placedLegs.map((leg) => leg.tournament))].join(', '),
      match_title: 'Multiple (3 legs)',
      bet_title: 'Multiple',
      bet_rate: Number(combined) / 100,
      bet_amount: 25.5,
      status: 'pending',
      legs: body.data.legs,
    });
    expect((await statement(user))[0]).toMatchObject({ reference: 'Multiple placed', debit: 25.5 });
  });

  it('places once for an idempotent retry, which replays the first answer', async () => {
    const matches = await freshMatches(2);
    const user = await newUser(t, 1000);
    const fields = {
      bet_amount: 20,
      bet_event_ids: matches.map((match) => match.markets[0].events[1]!.id).join(','),
    };
    const key = randomUUID();
    const before = await betCount();

    const first = await submitMultiple(user, fields, key);
    const again = await submitMultiple(user, fields, key);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await betCount()).toBe(before + 1);
    expect(await balanceMinorOf(t, user.id)).toBe(100_000 - 2000);
  });

  it('caps the possible win at the site setting and says so', async () => {
    const matches = await freshMatches(3);
    const legs = matches.map((match) => match.markets[0].events[0]!);
    for (const leg of legs) await setOdds(leg.id, 1000);
    const user = await newUser(t, 1000);

    const body = await placeMultiple(
      user,
      legs.map((leg) => leg.id),
      20,
    );

    expect(body.data.bet_rate).toBe(1000);
    expect(body.data.possible_win).toBe(CAP);
    expect(body.message).toBe(
      `Your bet has been placed successfully. Possible win is capped at ${CAP}.`,
    );

    // Won, it pays the cap it was placed with.
    for (const match of matches) {
      await runOps(
        t,
        'settle',
        String(match.markets[0].marketId),
        String(match.markets[0].events[0]!.id),
      );
    }
    expect(await betRow(body.data.id)).toMatchObject({ status: 'won', payout_minor: CAP * 100 });
    expect(await balanceMinorOf(t, user.id)).toBe(100_000 - 2000 + CAP * 100);
  });
});

describe('refusing a multiple', () => {
  async function expectRefused(
    fields: Record<string, string | number | undefined>,
    status: number,
    code: string,
    message: string,
    fieldErrors: Record<string, string> = {},
  ): Promise<void> {
    const user = await newUser(t, 1000);
    const before = await betCount();
    const response = await submitMultiple(user, fields);
    expect(response.statusCode).toBe(status);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.errors).toMatchObject(fieldErrors);
    expect(await betCount()).toBe(before);
    expect(await balanceMinorOf(t, user.id)).toBe(100_000);
  }

  it('refuses two selections of one match (correlated), even of two markets', async () => {
    const [match, other] = await freshMatches(2, 2);
    const a = match!.markets[0].events[0]!.id;
    const b = match!.markets[1]!.events[0]!.id;
    const c = other!.markets[0].events[0]!.id;
    await expectRefused(
      { bet_amount: 20, bet_event_ids: `${a},${c},${b}` },
      422,
      'MULTIPLE_CORRELATED',
      MULTIPLE_CORRELATED_MESSAGE,
      { bet_event_ids: `${a},${b}` },
    );
    await expectRefused(
      { bet_amount: 20, bet_event_ids: `${a},${a}` },
      422,
      'MULTIPLE_CORRELATED',
      MULTIPLE_CORRELATED_MESSAGE,
    );
  });

  it('refuses 21 legs, and fewer than 2', async () => {
    const ids = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
    await expectRefused(
      { bet_amount: 20, bet_event_ids: ids },
      422,
      'MULTIPLE_TOO_MANY_LEGS',
      MULTIPLE_TOO_MANY_LEGS_MESSAGE,
    );
    await expectRefused(
      { bet_amount: 20, bet_event_ids: '1' },
      422,
      'MULTIPLE_TOO_FEW_LEGS',
      'A multiple needs at least 2 selections.',
    );
  });

  it('refuses unknown, locked and settled selections, naming the leg', async () => {
    const [one, two, three] = await freshMatches(3);
    const open = one!.markets[0].events[0]!.id;
    await expectRefused(
      { bet_amount: 20, bet_event_ids: `${open},99999999` },
      404,
      'NOT_FOUND',
      'This bet is no longer available.',
      { bet_event_ids: '99999999' },
    );
    const locked = two!.markets[0];
    await t.db
      .updateTable('bets')
      .set({ bet_status: 0 })
      .where('id', '=', locked.marketId)
      .execute();
    await expectRefused(
      { bet_amount: 20, bet_event_ids: `${open},${locked.events[0]!.id}` },
      409,
      'MARKET_LOCKED',
      'This market is locked. Please choose another bet.',
      { bet_event_ids: String(locked.events[0]!.id) },
    );
    const settled = three!.markets[0];
    await runOps(t, 'settle', String(settled.marketId), 'void');
    await expectRefused(
      { bet_amount: 20, bet_event_ids: `${settled.events[1]!.id},${open}` },
      409,
      'MARKET_LOCKED',
      'This market is locked. Please choose another bet.',
      { bet_event_ids: String(settled.events[1]!.id) },
    );
  });

  it("applies SPEC's stake rules to the one stake", async () => {
    const matches = await freshMatches(2);
    const ids = matches.map((match) => match.markets[0].events[0]!.id).join(',');
    await expectRefused(
      { bet_amount: 19.99, bet_event_ids: ids },
      422,
      'STAKE_TOO_LOW',
      STAKE_TOO_LOW_MESSAGE,
      {
        bet_amount: STAKE_TOO_LOW_MESSAGE,
      },
    );
    await expectRefused(
      { bet_amount: '', bet_event_ids: ids },
      422,
      'VALIDATION_FAILED',
      'Stake required',
    );
    await expectRefused(
      { bet_amount: '20.001', bet_event_ids: ids },
      422,
      'VALIDATION_FAILED',
      'Stake can have at most 2 decimals.',
    );
    const limit = Math.min(...matches.map((match) => match.markets[0].cashLimitMinor));
    const tooHigh = `Stake should not be greater than ${limit / 100}.`;
    await expectRefused(
      { bet_amount: (limit + 1) / 100, bet_event_ids: ids },
      422,
      'STAKE_TOO_HIGH',
      tooHigh,
      { bet_amount: tooHigh },
    );
  });

  it('refuses malformed selections and odds with the field named', async () => {
    await expectRefused(
      { bet_amount: 20, bet_event_ids: '' },
      422,
      'VALIDATION_FAILED',
      'Please choose the selections of your multiple.',
    );
    await expectRefused(
      { bet_amount: 20, bet_event_ids: '1,x' },
      422,
      'VALIDATION_FAILED',
      'The bet_event_ids must be selection ids separated by commas.',
    );
    await expectRefused(
      { bet_amount: 20, bet_event_ids: '1,2', bet_ratios: '1.5' },
      422,
      'VALIDATION_FAILED',
      'The bet_ratios must be the decimal odds shown for each selection, separated by commas.',
    );
  });
});

describe('the odds-change preference on each leg', () => {
  async function withPreference(preference: OddsChangePreference): Promise<TestUser> {
    const user = await newUser(t, 1000);
    const saved = await postForm(
      t,
      '/ng/user/betting-preferences',
      { odds_change: preference },
      bearer(user.token),
    );
    expect(saved.statusCode).toBe(200);
    return user;
  }

  let pair: MatchMarkets[] = [];
  beforeAll(async () => {
    pair = await freshMatches(2);
  });

  /** A two-leg multiple whose second leg the slip saw at `seen` while the market is at `current`. */
  async function submitSeen(user: TestUser, seen: number, current: number) {
    const [first, second] = pair.map((match) => match.markets[0].events[0]!);
    await setOdds(second!.id, current);
    const response = await submitMultiple(user, {
      bet_amount: 20,
      bet_event_ids: `${first!.id},${second!.id}`,
      bet_ratios: `${(first!.oddsCents / 100).toFixed(2)},${(seen / 100).toFixed(2)}`,
    });
    return { response, first: first!, current };
  }

  it.each([
    ['ask', 200, 210, false],
    ['ask', 210, 200, false],
    ['higher', 200, 210, true],
    ['higher', 210, 200, false],
    ['any', 200, 210, true],
    ['any', 210, 200, true],
  ] as const)('%s: seen %i, now %i, placed: %s', async (preference, seen, current, placed) => {
    const user = await withPreference(preference);
    const { response, first } = await submitSeen(user, seen, current);
    if (placed) {
      expect(response.statusCode).toBe(201);
      const body = JSON.parse(response.body) as BetSubmitResponse;
      expect(body.data.legs?.map((leg) => leg.odds)).toEqual([
        first.oddsCents / 100,
        current / 100,
      ]);
      expect(body.data.bet_rate).toBe(Number(combinedCents([first.oddsCents, current])) / 100);
    } else {
      expect(response.statusCode).toBe(409);
      const error = errorOf(response);
      expect(error.code).toBe('ODDS_CHANGED');
      expect(error.errors).toMatchObject({
        bet_ratios: `${(first.oddsCents / 100).toFixed(2)},${(current / 100).toFixed(2)}`,
      });
      expect(await balanceMinorOf(t, user.id)).toBe(100_000);
    }
  });
});

describe('settling multiples', () => {
  const RESULTS: readonly Exclude<BetLegResult, 'pending'>[] = ['won', 'lost', 'void'];

  it('settles every mix of won, lost and void legs once its last leg is known', async () => {
    // Each of three matches has a market that settles with its first selection winning (a leg
    // on it wins, a leg on the second loses) and a market that settles void.
    const matches = await freshMatches(3, 2);
    const legFor = (match: MatchMarkets, result: (typeof RESULTS)[number]) =>
      result === 'won'
        ? match.markets[0].events[0]!
        : result === 'lost'
          ? match.markets[0].events[1]!
          : match.markets[1]!.events[0]!;
    const user = await newUser(t, 10_000);
    const mixes: { results: (typeof RESULTS)[number][]; id: number; odds: number[] }[] = [];
    for (const a of RESULTS) {
      for (const b of RESULTS) {
        for (const c of RESULTS) {
          const results = [a, b, c];
          const legs = results.map((result, index) => legFor(matches[index]!, result));
          const body = await placeMultiple(
            user,
            legs.map((leg) => leg.id),
            20,
          );
          mixes.push({ results, id: body.data.id, odds: legs.map((leg) => leg.oddsCents) });
        }
      }
    }
    const afterStakes = await balanceMinorOf(t, user.id);

    // The first match's markets settle: every mix with a lost first leg is lost at once.
    await runOps(
      t,
      'settle',
      String(matches[0]!.markets[0].marketId),
      String(matches[0]!.markets[0].events[0]!.id),
    );
    await runOps(t, 'settle', String(matches[0]!.markets[1]!.marketId), 'void');
    for (const mix of mixes) {
      expect((await betRow(mix.id)).status).toBe(mix.results[0] === 'lost' ? 'lost' : 'pending');
    }
    t.broadcaster.sent = [];

    const settlement = new SettlementService({
      db: t.db,
      ledger: t.app.ledger,
      catalog: t.app.catalog,
      broadcaster: t.broadcaster,
      log: t.app.log,
      // Small chunks: the legs are settled over several transactions.
      chunking: { chunkSize: 4, chunkBudgetMs: 60_000, pauseBetweenChunksMs: 0 },
    });
    for (const match of matches.slice(1)) {
      await settlement.settleMarket(match.markets[0].marketId, {
        winningBetEventId: match.markets[0].events[0]!.id,
      });
      await settlement.settleMarket(match.markets[1]!.marketId, 'void');
    }

    let paid = 0;
    for (const mix of mixes) {
      const row = await betRow(mix.id);
      const hold = await t.db
        .selectFrom('ledger_holds')
        .select('status')
        .where('id', '=', row.hold_id!)
        .executeTakeFirstOrThrow();
      if (mix.results.includes('lost')) {
        expect([mix.results, row.status, row.payout_minor]).toEqual([mix.results, 'lost', 0]);
        expect(hold.status).toBe('posted');
      } else if (mix.results.every((result) => result === 'void')) {
        expect([mix.results, row.status]).toEqual([mix.results, 'void']);
        expect(hold.status).toBe('voided');
        paid += 2000;
      } else {
        const odds = mix.odds.map((cents, index) => (mix.results[index] === 'void' ? 100 : cents));
        const payout = payoutOf(2000, odds, CAP * 100);
        expect([mix.results, row.status, row.payout_minor]).toEqual([mix.results, 'won', payout]);
        expect(hold.status).toBe('posted');
        paid += payout;
      }
    }
    expect(await balanceMinorOf(t, user.id)).toBe(afterStakes + paid);

    // The bettor heard of the settled multiples on the private channel.
    const settled = t.broadcaster.sent.filter(
      (sent) => sent.channel === privateUserChannel(user.id) && sent.event === 'BetsSettled',
    );
    const ids = new Set(
      settled.flatMap((sent) =>
        (sent.payload as { bets: { id: number }[] }).bets.map((bet) => bet.id),
      ),
    );
    for (const mix of mixes) expect(ids.has(mix.id)).toBe(true);

    // History shows each leg's result.
    const rows = await history(user);
    const allVoid = mixes.find((mix) => mix.results.every((result) => result === 'void'))!;
    expect(rows.find((row) => row.id === allVoid.id)).toMatchObject({
      status: 'void',
      legs: [{ result: 'void' }, { result: 'void' }, { result: 'void' }],
    });
    const statementWords = (await statement(user)).map((row) => row.reference);
    expect(statementWords).toEqual(expect.arrayContaining(['Multiple won', 'Multiple refunded']));
  });

  it('settles legs in bounded chunks; stopped half way, the next run finishes them once', async () => {
    const [x, y] = await freshMatches(2);
    const user = await newUser(t, 1000);
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const body = await placeMultiple(
        user,
        [x!.markets[0].events[0]!.id, y!.markets[0].events[0]!.id],
        20,
      );
      ids.push(body.data.id);
    }
    await runOps(t, 'settle', String(y!.markets[0].marketId), String(y!.markets[0].events[0]!.id));
    const settlementOf = (stopAt: number | null) =>
      new SettlementService({
        db: t.db,
        ledger: t.app.ledger,
        catalog: t.app.catalog,
        broadcaster: t.broadcaster,
        log: t.app.log,
        chunking: { chunkSize: 2, chunkBudgetMs: 60_000, pauseBetweenChunksMs: 0 },
        onChunk: ({ chunk }) => {
          if (chunk === stopAt) throw new Error('Stopped by the operator.');
        },
      });
    const outcome = { winningBetEventId: x!.markets[0].events[0]!.id };

    await expect(settlementOf(2).settleMarket(x!.markets[0].marketId, outcome)).rejects.toThrow(
      `Market ${x!.markets[0].marketId} is half settled: 4 of 5 bets settled, 1 still pending`,
    );
    const statuses = async () =>
      (await Promise.all(ids.map(async (id) => (await betRow(id)).status))).sort();
    expect(await statuses()).toEqual(['pending', 'won', 'won', 'won', 'won']);

    await settlementOf(null).settleMarket(x!.markets[0].marketId, outcome);
    expect(await statuses()).toEqual(['won', 'won', 'won', 'won', 'won']);
    const payout = payoutOf(
      2000,
      [x!.markets[0].events[0]!.oddsCents, y!.markets[0].events[0]!.oddsCents],
      CAP * 100,
    );
    expect(await balanceMinorOf(t, user.id)).toBe(100_000 - 5 * 2000 + 5 * payout);
  });

  it('settles a multiple once when the markets of its legs settle at the same time', async () => {
    const [x, y] = await freshMatches(2);
    const user = await newUser(t, 1000);
    const ids: number[] = [];
    for (const [i, j] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const) {
      const body = await placeMultiple(
        user,
        [x!.markets[0].events[i]!.id, y!.markets[0].events[j]!.id],
        20,
      );
      ids.push(body.data.id);
    }
    const settlement = new SettlementService({
      db: t.db,
      ledger: t.app.ledger,
      catalog: t.app.catalog,
      broadcaster: t.broadcaster,
      log: t.app.log,
      chunking: { chunkSize: 1, pauseBetweenChunksMs: 0 },
    });
    await Promise.all([
      settlement.settleMarket(x!.markets[0].marketId, {
        winningBetEventId: x!.markets[0].events[0]!.id,
      }),
      settlement.settleMarket(y!.markets[0].marketId, {
        winningBetEventId: y!.markets[0].events[0]!.id,
      }),
    ]);
    const rows = await Promise.all(ids.map(betRow));
    expect(rows.map((row) => row.status)).toEqual(['won', 'lost', 'lost', 'lost']);
    const payout = payoutOf(
      2000,
      [x!.markets[0].events[0]!.oddsCents, y!.markets[0].events[0]!.oddsCents],
      CAP * 100,
    );
    expect(await balanceMinorOf(t, user.id)).toBe(100_000 - 4 * 2000 + payout);
  });

  it('keeps the ledger verified after a randomized run of singles, multiples, cash-outs and settlements', async () => {
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const matches = await freshMatches(4);
    const markets = matches.flatMap((match) => match.markets);
    const users = [await newUser(t, 5000), await newUser(t, 5000), await newUser(t, 5000)];
    const bets: { user: TestUser; id: number }[] = [];
    for (let round = 0; round < 40; round += 1) {
      const user = pick(users);
      if (random() < 0.4) {
        const market = pick(markets);
        const id = await placeBet(t, user, pick(market.events).id, 20 + Math.floor(random() * 50));
        bets.push({ user, id });
      } else {
        const count = 2 + Math.floor(random() * (matches.length - 1));
        const chosen = [...matches].sort(() => random() - 0.5).slice(0, count);
        const placed = await placeMultiple(
          user,
          chosen.map((match) => pick(pick(match.markets).events).id),
          20 + Math.floor(random() * 50),
        );
        bets.push({ user, id: placed.data.id });
      }
    }
    const settled = new Set<number>();
    /** Odds moves and cash-outs (full, or a part of 20) of random bets; refusals are fine. */
    const cashOutSome = async (rounds: number) => {
      for (let round = 0; round < rounds; round += 1) {
        const open = markets.filter((market) => !settled.has(market.marketId));
        const market = open.length > 0 ? pick(open) : undefined;
        if (market) {
          await t.app.markets.changeOdds(market.marketId, [
            { id: pick(market.events).id, bet_ratio: (120 + Math.floor(random() * 300)) / 100 },
          ]);
        }
        const bet = pick(bets);
        const response = await postForm(
          t,
          '/ng/bet/cash-out',
          { bet_id: bet.id, amount: random() < 0.5 ? 20 : undefined },
          { ...bearer(bet.user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        );
        expect([200, 409, 422]).toContain(response.statusCode);
      }
    };
    await cashOutSome(30);
    for (const market of [...markets].sort(() => random() - 0.5)) {
      const outcome = random() < 0.25 ? 'void' : String(pick(market.events).id);
      await runOps(t, 'settle', String(market.marketId), outcome);
      settled.add(market.marketId);
      // Multiples with legs still open may be cashed out between their legs' settlements.
      await cashOutSome(5);
    }
    const cashedOut = await t.db
      .selectFrom('bet_cash_outs')
      .innerJoin('placed_bets', 'placed_bets.id', 'bet_cash_outs.placed_bet_id')
      .select('placed_bets.kind')
      .distinct()
      .execute();
    expect(cashedOut.map((row) => row.kind).sort()).toEqual(['multiple', 'single']);
    const pending = await t.db
      .selectFrom('placed_bets')
      .select('id')
      .where(
        'user_id',
        'in',
        users.map((user) => user.id),
      )
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
    // afterEach runs the verifier (singles, multiples and their legs, their cash-outs, the wallet).
    // Some hundred requests, odds moves and settlements: PostgreSQL on a busy machine needs more
    // than the suite's default.
  }, 120_000);
});
