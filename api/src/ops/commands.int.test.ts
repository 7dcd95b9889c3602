import { REALTIME_CHANNELS } from '@sportsbook/shared/contracts';
import { runScript } from '../../test/child-process';
import { buildBeforeAll, TEST_NOW } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { newUser, openMarket, submitBet } from '../../test/session';
import { ApiError } from '../errors';
import { runOpsCommand, UsageError, USAGE } from './commands';

let t: TestApp;
let printed: string[];

buildBeforeAll({}, (app) => {
  t = app;
});

beforeEach(() => {
  printed = [];
  t.broadcaster.sent = [];
});

function run(...argv: string[]): Promise<void> {
  return runOpsCommand(argv, {
    database: t.database,
    markets: t.app.markets,
    seedDemoUser: true,
    print: (line) => void printed.push(line),
    now: () => TEST_NOW,
  });
}

async function liveMarket() {
  const market = await t.db
    .selectFrom('bets as b')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .select(['b.id', 'b.match_id'])
    .where('m.status', '=', 'LIVE')
    .where('b.bet_status', '=', 1)
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  const events = await t.db
    .selectFrom('bet_events')
    .select('id')
    .where('bet_id', '=', market.id)
    .orderBy('id')
    .execute();
  return { ...market, eventIds: events.map((event) => event.id) };
}

it('odds sets the odds of bet events and broadcasts them', async () => {
  const market = await liveMarket();
  const [first, second] = market.eventIds as [number, number];
  await run('odds', String(market.id), `${first}=1.85`, `${second}=2.1`);
  const rows = await t.db
    .selectFrom('bet_events')
    .select('odds_cents')
    .where('id', 'in', [first, second])
    .orderBy('id')
    .execute();
  expect(rows.map((row) => row.odds_cents)).toEqual([185, 210]);
  expect(JSON.parse(printed[0]!)).toEqual({
    betId: market.id,
    data: [
      { id: first, bet_ratio: 1.85 },
      { id: second, bet_ratio: 2.1 },
    ],
  });
  expect(t.broadcaster.sent.map((sent) => sent.channel)).toEqual([
    REALTIME_CHANNELS.betRatioChange,
  ]);
});

it('lock and unlock change the market status and broadcast the match markets', async () => {
  const market = await liveMarket();
  await run('lock', String(market.id));
  expect(JSON.parse(printed[0]!)).toMatchObject({ id: market.id, bet_status: 0 });
  await run('unlock', String(market.id));
  expect(JSON.parse(printed[1]!)).toMatchObject({ id: market.id, bet_status: 1 });
  expect(t.broadcaster.sent.map((sent) => sent.channel)).toEqual([
    REALTIME_CHANNELS.matchBetUpdate,
    REALTIME_CHANNELS.matchBetUpdate,
  ]);
});

it('start-match and finish-match move a match through its statuses', async () => {
  const upcoming = await t.db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'UPCOMING')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await run('start-match', String(upcoming.id));
  await run('finish-match', String(upcoming.id));
  const row = await t.db
    .selectFrom('matches')
    .select('status')
    .where('id', '=', upcoming.id)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('FINISHED');
  expect(printed.map((line) => JSON.parse(line))).toEqual([
    { reason: 'match-started', match_id: upcoming.id },
    { reason: 'match-finished', match_id: upcoming.id },
  ]);
  await expect(run('finish-match', String(upcoming.id))).rejects.toBeInstanceOf(ApiError);
});

it('lock, unlock and odds from another process succeed while the API places bets', async () => {
  // The issue: ops opened DEFERRED transactions and failed at once ("database is locked")
  // whenever the server was writing. Each command now waits its turn for the write lock.
  const market = await liveMarket();
  const bettingMarket = await openMarket(t, [market.id]);
  const bettor = await newUser(t, 1_000_000);
  const commands = [
    ['lock', String(market.id)],
    ['unlock', String(market.id)],
    ['odds', String(market.id), `${market.eventIds[0]}=1.95`],
  ];
  for (const argv of commands) {
    const command = runScript(t, 'src/ops/cli.ts', argv, { PUSHER_PORT: '9' });
    try {
      // Four bets at a time keep the API holding the write lock most of the time.
      do {
        const responses = await Promise.all(
          [1, 2, 3, 4].map(() =>
            submitBet(t, bettor, { bet_amount: 20, bet_event_id: bettingMarket.events[0]!.id }),
          ),
        );
        expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
      } while (command.running);
    } finally {
      if (command.running) command.kill('SIGKILL');
    }
    // Nothing listens on port 9, so the only complaint allowed is the failed broadcast.
    const complaints = command.stderr
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('warning: Realtime broadcast failed'));
    expect({ argv, exit: await command.exited, complaints }).toEqual({
      argv,
      exit: 0,
      complaints: [],
    });
  }
  const row = await t.db
    .selectFrom('bets as b')
    .innerJoin('bet_events as e', 'e.bet_id', 'b.id')
    .select(['b.bet_status', 'e.odds_cents'])
    .where('e.id', '=', market.eventIds[0]!)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ bet_status: 1, odds_cents: 195 });
}, 60_000);

it.each([
  [['odds', 'abc', '1=2']],
  [['odds', '1']],
  [['odds', '1', '2=abc']],
  [['odds', '1', '2=1.855']],
  [['odds', '1', '2']],
  [['lock']],
  [['lock', '-1']],
  [['unlock', '1', '2']],
  [['start-match', '1.5']],
  [['finish-match', '99999999999']],
  [['seed', '--force']],
  [['settle', '1']],
])('refuses the command line %j without writing anything', async (argv) => {
  await expect(run(...argv)).rejects.toBeInstanceOf(UsageError);
  expect(t.broadcaster.sent).toEqual([]);
});

it('answers a refused operation with its ApiError code', async () => {
  await expect(run('lock', '999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

it('prints the usage for help', async () => {
  await run('help');
  expect(printed).toEqual([USAGE]);
});

it('seed leaves a populated database alone; seed --reset rebuilds it', async () => {
  await run('seed');
  expect(printed).toEqual(['The database is not empty; nothing seeded.']);

  await t.db.updateTable('bet_events').set({ odds_cents: 999 }).execute();
  await run('seed', '--reset');
  const summary = JSON.parse(printed[1]!) as { matches: { LIVE: number } };
  expect(summary.matches.LIVE).toBeGreaterThan(0);
  const changed = await t.db
    .selectFrom('bet_events')
    .select('id')
    .where('odds_cents', '=', 999)
    .execute();
  expect(changed).toEqual([]);
  expect(t.broadcaster.sent.at(-1)?.payload).toEqual({ reason: 'seed-reset', match_id: null });
});
