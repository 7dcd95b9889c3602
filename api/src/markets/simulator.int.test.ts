import { REALTIME_CHANNELS } from '@sportsbook/shared/contracts';
import type { ReloadMatchesPayload } from '@sportsbook/shared/contracts';
import { build, TEST_NOW } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { HOUR_MS, MINUTE_MS, toDbTime } from '../db/time';
import type { MarketLogger } from './market-operations';
import { seededRandom } from './random';
import type { Random } from './random';
import { MarketSimulator } from './simulator';
import type { SimulatorOptions } from './simulator';

let t: TestApp;
let clock: Date;

const silentLog: MarketLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

beforeEach(async () => {
  t = await build();
  clock = TEST_NOW;
});

afterEach(async () => {
  await t.close();
});

function simulator(options: Partial<SimulatorOptions> = {}, random: Random = seededRandom(1)) {
  return new MarketSimulator(
    { db: t.db, markets: t.app.markets, log: silentLog },
    { tickMs: 1000, now: () => clock, random, ...options },
  );
}

async function statusOf(matchId: number): Promise<string> {
  const row = await t.db
    .selectFrom('matches')
    .select('status')
    .where('id', '=', matchId)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function countByStatus(status: 'LIVE' | 'UPCOMING'): Promise<number> {
  const row = await t.db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function reloads(): ReloadMatchesPayload[] {
  return t.broadcaster.sent
    .filter((sent) => sent.channel === REALTIME_CHANNELS.reloadMatches)
    .map((sent) => sent.payload as ReloadMatchesPayload);
}

it('moves the odds of a few open markets on every tick, by small steps', async () => {
  const before = await t.db.selectFrom('bet_events').select(['id', 'odds_cents']).execute();
  const report = await simulator({ lockChance: 0, unlockChance: 0 }).tick();

  expect(report.oddsChanged).toHaveLength(2);
  expect(report.started).toEqual([]);
  expect(report.finished).toEqual([]);
  const after = await t.db
    .selectFrom('bet_events')
    .select(['id', 'bet_id', 'odds_cents'])
    .execute();
  for (const event of after) {
    const old = before.find((candidate) => candidate.id === event.id)!.odds_cents;
    if (report.oddsChanged.includes(event.bet_id)) {
      expect(event.odds_cents).not.toBe(old);
      expect(Math.abs(event.odds_cents - old) / old).toBeLessThanOrEqual(0.07);
    } else {
      expect(event.odds_cents).toBe(old);
    }
  }
  const oddsEvents = t.broadcaster.sent.filter(
    (sent) => sent.channel === REALTIME_CHANNELS.betRatioChange,
  );
  expect(oddsEvents.map((sent) => (sent.payload as { betId: number }).betId)).toEqual(
    report.oddsChanged,
  );
});

it('never takes odds below 1.01', async () => {
  await t.db.updateTable('bet_events').set({ odds_cents: 101 }).execute();
  // Always the first market, always a 1 % move down.
  const sim = simulator({ lockChance: 0, unlockChance: 0, oddsMovesPerTick: 5 }, () => 0);
  for (let tick = 0; tick < 5; tick += 1) await sim.tick();
  const lowest = await t.db
    .selectFrom('bet_events')
    .select((eb) => eb.fn.min<number>('odds_cents').as('lowest'))
    .executeTakeFirstOrThrow();
  expect(Number(lowest.lowest)).toBeGreaterThanOrEqual(101);
});

it('starts upcoming matches whose time has come and finishes ones that have run their length', async () => {
  const soon = await t.db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'UPCOMING')
    .where('match_datetime', '<=', toDbTime(new Date(TEST_NOW.getTime() + 20 * MINUTE_MS)))
    .execute();
  expect(soon.length).toBeGreaterThanOrEqual(2);

  const sim = simulator();
  clock = new Date(TEST_NOW.getTime() + 20 * MINUTE_MS);
  const first = await sim.tick();
  expect(first.started.sort()).toEqual(soon.map((match) => match.id).sort());
  for (const match of soon) expect(await statusOf(match.id)).toBe('LIVE');
  expect(reloads()).toEqual(
    expect.arrayContaining(soon.map((match) => ({ reason: 'match-started', match_id: match.id }))),
  );

  // The kabaddi match began 20 minutes before the seed's clock and lasts an hour.
  const kabaddi = await t.db
    .selectFrom('matches as m')
    .innerJoin('tournaments as tr', 'tr.id', 'm.tournament_id')
    .select('m.id')
    .where('tr.name', '=', 'Pro Kabaddi League')
    .where('m.status', '=', 'LIVE')
    .executeTakeFirstOrThrow();
  clock = new Date(TEST_NOW.getTime() + 45 * MINUTE_MS);
  const second = await sim.tick();
  expect(second.finished).toContain(kabaddi.id);
  expect(await statusOf(kabaddi.id)).toBe('FINISHED');
  expect(reloads()).toContainEqual({ reason: 'match-finished', match_id: kabaddi.id });
});

it('adds matches when too few upcoming ones remain', async () => {
  const upcomingBefore = await countByStatus('UPCOMING');
  const report = await simulator({ minUpcoming: upcomingBefore + 10, minSoon: 10 }).tick();
  expect(report.added).toHaveLength(2);
  expect(await countByStatus('UPCOMING')).toBe(upcomingBefore + 2);
  const [soonId, laterId] = report.added as [number, number];
  const times = await t.db
    .selectFrom('matches')
    .select(['id', 'match_datetime'])
    .where('id', 'in', [soonId, laterId])
    .orderBy('id')
    .execute();
  const offsets = times.map((row) => Date.parse(row.match_datetime) - TEST_NOW.getTime());
  expect(offsets[0]).toBeGreaterThanOrEqual(4 * MINUTE_MS);
  expect(offsets[0]).toBeLessThanOrEqual(91 * MINUTE_MS);
  expect(offsets[1]).toBeGreaterThan(90 * MINUTE_MS);
  const bets = await t.db
    .selectFrom('bets')
    .select('id')
    .where('match_id', 'in', report.added)
    .execute();
  expect(bets.length).toBeGreaterThanOrEqual(4);
  expect(reloads().filter((payload) => payload.reason === 'match-added')).toHaveLength(2);
});

it('locks and unlocks markets, and advances the live score', async () => {
  const report = await simulator({
    lockChance: 1,
    unlockChance: 1,
    liveReloadEveryTicks: 1,
  }).tick();
  expect(report.locked).toHaveLength(1);
  expect(report.unlocked).toHaveLength(1);
  const [locked] = await t.db
    .selectFrom('bets')
    .select('bet_status')
    .where('id', '=', report.locked[0]!)
    .execute();
  // The market locked may be the one reopened right after, when it was the only locked one.
  expect(locked!.bet_status).toBe(report.unlocked[0] === report.locked[0] ? 1 : 0);
  expect(
    t.broadcaster.sent.filter((sent) => sent.channel === REALTIME_CHANNELS.matchBetUpdate),
  ).toHaveLength(2);

  // One step rarely changes a football score; a few ticks always change some live text.
  const sim = simulator({ liveReloadEveryTicks: 3 });
  const reports = [];
  for (let tick = 0; tick < 6; tick += 1) reports.push(await sim.tick());
  const updated = reports.flatMap((item) => item.liveUpdated);
  expect(updated.length).toBeGreaterThan(0);
  expect(reports.some((item) => item.reloadedLive)).toBe(true);
  expect(reloads()).toContainEqual({ reason: 'live-update', match_id: null });
});

it('keeps the site populated over two days of ticks', async () => {
  const sim = simulator();
  const liveCounts: number[] = [];
  for (let tick = 0; tick < 2 * 24 * 4; tick += 1) {
    clock = new Date(TEST_NOW.getTime() + tick * 15 * MINUTE_MS);
    await sim.tick();
    if (tick % 8 === 0) liveCounts.push(await countByStatus('LIVE'));
  }
  expect(await countByStatus('UPCOMING')).toBeGreaterThanOrEqual(12);
  // After the seed's live matches are gone, new ones keep going live.
  expect(Math.min(...liveCounts.slice(4))).toBeGreaterThan(0);
  const stale = await t.db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'UPCOMING')
    .where('match_datetime', '<', toDbTime(new Date(clock.getTime() - HOUR_MS)))
    .execute();
  expect(stale).toEqual([]);
  const lowest = await t.db
    .selectFrom('bet_events')
    .select((eb) => eb.fn.min<number>('odds_cents').as('lowest'))
    .executeTakeFirstOrThrow();
  expect(Number(lowest.lowest)).toBeGreaterThanOrEqual(101);
}, 60_000);

it('ticks on its timer until stopped, and not after', async () => {
  const sim = simulator({ tickMs: 10 }).start();
  await new Promise((resolve) => setTimeout(resolve, 150));
  await sim.stop();
  const sentAtStop = t.broadcaster.sent.length;
  expect(sentAtStop).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(t.broadcaster.sent.length).toBe(sentAtStop);
});
