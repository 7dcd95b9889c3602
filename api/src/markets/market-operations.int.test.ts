import type {
  DataEnvelope,
  Match,
  MatchBetUpdatePayload,
  OddsChangePayload,
  ReloadMatchesPayload,
} from '@sportsbook/shared/contracts';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import { buildBeforeAll, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { CatalogService } from '../catalog/catalog-service';
import { TOURNAMENTS } from './tournaments';
import { ApiError } from '../errors';
import type { Broadcaster } from '../realtime/broadcaster';
import { MarketOperations } from './market-operations';
import type { MarketLogger } from './market-operations';
import { planMatch } from './match-factory';
import { seededRandom } from './random';

let t: TestApp;

buildBeforeAll({}, (app) => {
  t = app;
});

beforeEach(() => {
  t.broadcaster.sent = [];
});

/** An open market of a match with the given status, with its bet events. */
async function openMarket(status: 'LIVE' | 'UPCOMING' | 'FINISHED', betStatus = 1) {
  const market = await t.db
    .selectFrom('bets as b')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .select(['b.id', 'b.match_id'])
    .where('m.status', '=', status)
    .where('b.bet_status', '=', betStatus)
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  const events = await t.db
    .selectFrom('bet_events')
    .select(['id', 'odds_cents'])
    .where('bet_id', '=', market.id)
    .orderBy('id')
    .execute();
  return { ...market, events };
}

async function oddsOf(eventIds: number[]): Promise<number[]> {
  const rows = await t.db
    .selectFrom('bet_events')
    .select(['id', 'odds_cents'])
    .where('id', 'in', eventIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.odds_cents);
}

async function matchDetails(matchId: number): Promise<Match> {
  const response = await t.app.inject({ method: 'GET', url: `/ng/match-details/${matchId}` });
  return json<DataEnvelope<Match>>(response).data;
}

async function expectRefusal(promise: Promise<unknown>, code: string): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(ApiError);
  await expect(promise).rejects.toMatchObject({ code });
}

const silentLog: MarketLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

describe('changeOdds', () => {
  it('writes the new odds, then broadcasts MatchEvents on bet-ratio-change', async () => {
    const market = await openMarket('LIVE');
    const a = market.events[0]!;
    const b = market.events[1]!;
    const payload = await t.app.markets.changeOdds(market.id, [
      { id: a.id, bet_ratio: 1.91 },
      { id: b.id, bet_ratio: 2.456 },
    ]);

    const expected: OddsChangePayload = {
      betId: market.id,
      data: [
        { id: a.id, bet_ratio: 1.91 },
        { id: b.id, bet_ratio: 2.46 },
      ],
    };
    expect(payload).toEqual(expected);
    expect(await oddsOf([a.id, b.id])).toEqual([191, 246]);
    expect(t.broadcaster.sent).toEqual([
      {
        channel: REALTIME_CHANNELS.betRatioChange,
        event: REALTIME_EVENTS.matchEvents,
        payload: expected,
      },
    ]);
    const shown = (await matchDetails(market.match_id)).bets.find((bet) => bet.id === market.id);
    expect(shown?.bet_events.map((event) => event.bet_ratio).slice(0, 2)).toEqual([1.91, 2.46]);
  });

  it('has committed the odds by the time the event goes out', async () => {
    const market = await openMarket('UPCOMING');
    const event = market.events[0]!;
    const seen: number[] = [];
    const spy: Broadcaster = {
      publish: async () => {
        seen.push(...(await oddsOf([event.id])));
      },
    };
    const operations = new MarketOperations({
      db: t.db,
      catalog: new CatalogService(t.db, 'http://api.test'),
      broadcaster: spy,
      log: silentLog,
    });
    await operations.changeOdds(market.id, [{ id: event.id, bet_ratio: 3.33 }]);
    expect(seen).toEqual([333]);
  });

  it.each([
    ['odds below 1.01', (id: number) => [{ id, bet_ratio: 1.0 }]],
    ['odds above 1000', (id: number) => [{ id, bet_ratio: 1000.01 }]],
    ['odds that are not a number', (id: number) => [{ id, bet_ratio: Number.NaN }]],
    [
      'the same bet event twice',
      (id: number) => [
        { id, bet_ratio: 2 },
        { id, bet_ratio: 3 },
      ],
    ],
    ['no prices at all', () => []],
  ])('refuses %s and changes nothing', async (_case, changes) => {
    const market = await openMarket('LIVE');
    const before = await oddsOf(market.events.map((event) => event.id));
    await expectRefusal(
      t.app.markets.changeOdds(market.id, changes(market.events[0]!.id)),
      'VALIDATION_FAILED',
    );
    expect(await oddsOf(market.events.map((event) => event.id))).toEqual(before);
    expect(t.broadcaster.sent).toEqual([]);
  });

  it('refuses a bet event of another market without writing the valid ones', async () => {
    const market = await openMarket('LIVE');
    const other = await openMarket('UPCOMING');
    const before = await oddsOf([market.events[0]!.id]);
    await expectRefusal(
      t.app.markets.changeOdds(market.id, [
        { id: market.events[0]!.id, bet_ratio: 4.2 },
        { id: other.events[0]!.id, bet_ratio: 4.2 },
      ]),
      'VALIDATION_FAILED',
    );
    expect(await oddsOf([market.events[0]!.id])).toEqual(before);
    expect(t.broadcaster.sent).toEqual([]);
  });

  it('refuses an unknown market and a market of a finished match', async () => {
    await expectRefusal(t.app.markets.changeOdds(999_999, [{ id: 1, bet_ratio: 2 }]), 'NOT_FOUND');
    const finished = await openMarket('FINISHED', 0);
    await expectRefusal(
      t.app.markets.changeOdds(finished.id, [{ id: finished.events[0]!.id, bet_ratio: 2 }]),
      'MATCH_FINISHED',
    );
    expect(t.broadcaster.sent).toEqual([]);
  });
});

describe('setMarketStatus', () => {
  it('locks a market, then broadcasts the match with its full list of markets', async () => {
    const market = await openMarket('LIVE');
    const payload = await t.app.markets.setMarketStatus(market.id, 0);

    const stored = await t.db
      .selectFrom('bets')
      .select('bet_status')
      .where('id', '=', market.id)
      .executeTakeFirstOrThrow();
    expect(stored.bet_status).toBe(0);
    const details = await matchDetails(market.match_id);
    const expected: MatchBetUpdatePayload = { match_id: market.match_id, data: details.bets };
    expect(payload).toEqual(expected);
    expect(payload.data.find((bet) => bet.id === market.id)?.bet_status).toBe(0);
    expect(t.broadcaster.sent).toEqual([
      {
        channel: REALTIME_CHANNELS.matchBetUpdate,
        event: REALTIME_EVENTS.matchBetUpdate,
        payload: expected,
      },
    ]);

    await t.app.markets.setMarketStatus(market.id, 1);
    expect(
      (await matchDetails(market.match_id)).bets.find((bet) => bet.id === market.id)?.bet_status,
    ).toBe(1);
  });

  it('refuses a status other than open or locked', async () => {
    const market = await openMarket('LIVE');
    await expectRefusal(t.app.markets.setMarketStatus(market.id, 7), 'VALIDATION_FAILED');
    expect(t.broadcaster.sent).toEqual([]);
  });
});

describe('startMatch and finishMatch', () => {
  it('moves an upcoming match to live with opening score text, then asks clients to reload', async () => {
    const upcoming = await t.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'UPCOMING')
      .orderBy('match_datetime')
      .executeTakeFirstOrThrow();
    const payload = await t.app.markets.startMatch(upcoming.id);
    const expected: ReloadMatchesPayload = { reason: 'match-started', match_id: upcoming.id };
    expect(payload).toEqual(expected);

    const match = await matchDetails(upcoming.id);
    expect(match.status).toBe('LIVE');
    expect(match.live_updates).toMatch(/0/);
    expect(t.broadcaster.sent).toEqual([
      {
        channel: REALTIME_CHANNELS.reloadMatches,
        event: REALTIME_EVENTS.reloadMatches,
        payload: expected,
      },
    ]);
    const live = json<DataEnvelope<Match[]>>(
      await t.app.inject({ method: 'GET', url: '/ng/live_matches' }),
    ).data;
    expect(live.map((item) => item.id)).toContain(upcoming.id);

    t.broadcaster.sent = [];
    await expectRefusal(t.app.markets.startMatch(upcoming.id), 'CONFLICT');
    expect(t.broadcaster.sent).toEqual([]);
  });

  it('finishes a live match and locks every market of it', async () => {
    const live = await t.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'LIVE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const payload = await t.app.markets.finishMatch(live.id);
    expect(payload).toEqual({ reason: 'match-finished', match_id: live.id });

    const match = await matchDetails(live.id);
    expect(match.status).toBe('FINISHED');
    expect(match.bets.every((bet) => bet.bet_status === 0)).toBe(true);
    expect(t.broadcaster.sent.map((sent) => sent.channel)).toEqual([
      REALTIME_CHANNELS.reloadMatches,
    ]);

    await expectRefusal(t.app.markets.finishMatch(live.id), 'MATCH_FINISHED');
    await expectRefusal(t.app.markets.startMatch(live.id), 'CONFLICT');
    await expectRefusal(t.app.markets.finishMatch(888_888), 'NOT_FOUND');
  });
});

describe('addMatch', () => {
  it('adds an upcoming match with its markets and asks clients to reload', async () => {
    const tournament = await t.db
      .selectFrom('tournaments')
      .select(['id', 'name'])
      .where('name', '=', 'La Liga')
      .executeTakeFirstOrThrow();
    const seed = TOURNAMENTS.find((candidate) => candidate.name === tournament.name)!;
    const plan = planMatch(seededRandom(7), seed, { marketCount: 3 });
    const startsAt = new Date('2025-06-03T18:00:00.000Z');
    const payload = await t.app.markets.addMatch({ tournamentId: tournament.id, plan, startsAt });

    expect(payload.reason).toBe('match-added');
    const match = await matchDetails(payload.match_id!);
    expect(match).toMatchObject({
      match_title: plan.title,
      status: 'UPCOMING',
      match_datetime: startsAt.toISOString(),
      live_updates: null,
    });
    expect(match.bets.map((bet) => bet.bet_title)).toEqual(
      plan.markets.map((market) => market.title),
    );
    expect(t.broadcaster.sent).toHaveLength(1);
  });
});

describe('a broadcast that fails', () => {
  it('never fails or undoes the change, and is logged', async () => {
    const warnings: unknown[] = [];
    const operations = new MarketOperations({
      db: t.db,
      catalog: new CatalogService(t.db, 'http://api.test'),
      broadcaster: {
        publish: async () => {
          throw new Error('realtime server down');
        },
      },
      log: { ...silentLog, warn: (object: unknown) => void warnings.push(object) },
    });
    const market = await openMarket('LIVE');
    await expect(
      operations.changeOdds(market.id, [{ id: market.events[0]!.id, bet_ratio: 5.55 }]),
    ).resolves.toMatchObject({ betId: market.id });
    expect(await oddsOf([market.events[0]!.id])).toEqual([555]);
    await expect(operations.setMarketStatus(market.id, 0)).resolves.toMatchObject({
      match_id: market.match_id,
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ reason: 'realtime server down' });
  });
});
