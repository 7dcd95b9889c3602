/**
 * Settlement contention benchmark on SQLite (`npm run bench:settlement:sqlite -w api`): a market with many placed
 * bets is settled by `ops settle` (its own process, as an operator runs it) while the API (its
 * own process, `src/server.ts`) answers GET /health, reads and bet submits at a steady rate. It
 * prints p50 / p95 / max latency of each kind of request, before and during the settlement, how
 * many answered 5xx, how long the settlement took, and the ledger verify verdict afterwards.
 *
 * The requests are sent open-loop (on a timer, whether or not earlier ones have answered), so a
 * stalled server shows as latency instead of as fewer requests.
 *
 * BENCH_BETS (default 34000) bets by BENCH_USERS (default 200) users; BENCH_RATE requests per
 * second of each kind (default 40). BENCH_COMPARE=on first settles a second market the same size
 * in a single transaction, as before chunking, for comparison. SQLite in a temporary file.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { BettingService } from '../src/betting/betting-service';
import { SaferGamblingService } from '../src/safer-gambling/safer-gambling-service';
import { loadConfig } from '../src/config';
import type { Env } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/migrations/migrate';
import { seedDatabase } from '../src/seed/seed';
import { Ledger } from '../src/ledger/ledger';
import { LEDGER_CHECKS } from '../src/ledger-checks';
import { verifyLedger, formatReport } from '../src/ledger/verify';
import { placeBets } from '../test/bulk-bets';
import { removeSqliteFile } from '../test/helper';
import { exitOf, freePort, signIn, tsx, waitForHealth } from './bench-processes';
import { createBettors, eventIdsOf, openMarketIds, sizeFromEnv } from './settlement-setup';

const PASSWORD = 'bench-password-1';

const BETS = sizeFromEnv('BENCH_BETS', 34_000, 500_000);
const USERS = sizeFromEnv('BENCH_USERS', 200, 5000);
const RATE = sizeFromEnv('BENCH_RATE', 40, 1000);
const COMPARE = process.env.BENCH_COMPARE === 'on';
const BASELINE_MS = 3000;

type Kind = 'health' | 'read' | 'bet';

interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

/** Sends each kind of request RATE times a second until `until` resolves. */
/**
 * What one phase measured. `generatorStallMs` is the worst event-loop delay of this process (the
 * load generator): when it is large, the machine was starved and every figure is inflated by it.
 */
interface Phase {
  samples: Sample[];
  generatorStallMs: number;
}

async function load(
  baseUrl: string,
  tokens: readonly string[],
  betEventId: number,
  until: Promise<unknown>,
): Promise<Phase> {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const samples: Sample[] = [];
  const inFlight: Promise<void>[] = [];
  let turn = 0;
  const timed = (kind: Kind, request: () => Promise<Response>) => {
    const started = performance.now();
    inFlight.push(
      request().then(
        async (response) => {
          await response.arrayBuffer();
          samples.push({ kind, ms: performance.now() - started, status: response.status });
        },
        () => void samples.push({ kind, ms: performance.now() - started, status: 0 }),
      ),
    );
  };
  let done = false;
  void until.finally(() => (done = true));
  const intervalMs = 1000 / RATE;
  for (let next = performance.now(); !done; next += intervalMs) {
    turn += 1;
    const token = tokens[turn % tokens.length] as string;
    const auth = { authorization: `Bearer ${token}` };
    timed('health', () => fetch(`${baseUrl}/health`));
    timed('read', () =>
      turn % 2 === 0
        ? fetch(`${baseUrl}/ng/live_matches`)
        : fetch(`${baseUrl}/ng/user/profile/bet-history?page=1`, { headers: auth }),
    );
    timed('bet', () =>
      fetch(`${baseUrl}/ng/bet-submit`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': randomUUID(),
        },
        body: new URLSearchParams({ bet_amount: '20', bet_event_id: String(betEventId) }),
      }),
    );
    await delay(Math.max(0, next + intervalMs - performance.now()));
  }
  await Promise.all(inFlight);
  loopDelay.disable();
  return { samples, generatorStallMs: loopDelay.max / 1e6 };
}

function report(title: string, { samples, generatorStallMs }: Phase): void {
  console.log(`\n${title} (load generator stalled ${generatorStallMs.toFixed(0)} ms at most)`);
  console.log('  kind     requests   p50 ms   p95 ms   max ms   5xx   other non-2xx');
  for (const kind of ['health', 'read', 'bet'] as const) {
    const mine = samples.filter((sample) => sample.kind === kind);
    const sorted = mine.map((sample) => sample.ms).sort((a, b) => a - b);
    const serverErrors = mine.filter((sample) => sample.status >= 500 || sample.status === 0);
    const otherFailures = mine.filter(
      (sample) => sample.status >= 300 && sample.status < 500,
    ).length;
    const cells = [
      kind.padEnd(7),
      String(mine.length).padStart(9),
      percentile(sorted, 0.5).toFixed(1).padStart(8),
      percentile(sorted, 0.95).toFixed(1).padStart(8),
      (sorted[sorted.length - 1] ?? Number.NaN).toFixed(1).padStart(8),
      String(serverErrors.length).padStart(5),
      String(otherFailures).padStart(15),
    ];
    console.log(`  ${cells.join(' ')}`);
  }
}

async function main(): Promise<void> {
  const file = path.join(os.tmpdir(), `sb-bench-${randomBytes(6).toString('hex')}.sqlite`);
  const apiPort = await freePort();
  const deadPusherPort = await freePort();
  const env: Env = {
    SQLITE_PATH: file,
    LOG_LEVEL: 'silent',
    SEED: 'off',
    SIMULATOR: 'off',
    PORT: String(apiPort),
    PUSHER_PORT: String(deadPusherPort),
    TOKEN_RATE_LIMIT_PER_ADDRESS: '1000000',
    TOKEN_RATE_LIMIT_PER_USERNAME: '1000000',
  };
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  const config = loadConfig(env);
  const database = createDatabase(config);
  const children: ChildProcess[] = [];
  // Ctrl-C stops the API and ops processes too, and removes the database.
  const interrupted = (signal: NodeJS.Signals) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    removeSqliteFile(file);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await migrateToLatest(database);
    await seedDatabase(database.db, { now: new Date(), demoUser: true });
    const { db } = database;
    const ledger = new Ledger(db);
    const saferGambling = new SaferGamblingService(db, ledger.transactions, () => new Date());
    const betting = new BettingService(db, ledger, saferGambling);

    console.log(`Settlement contention benchmark: SQLite (WAL, synchronous=FULL) in ${file}`);
    const setupStarted = performance.now();
    const usernames = Array.from({ length: USERS }, (_, n) => `bench${n}`);
    const stakesPerUser = Math.ceil(BETS / USERS) * (COMPARE ? 2 : 1) + 1000;
    const userIds = await createBettors(db, ledger, usernames, PASSWORD, stakesPerUser * 2000);
    const eventsOf = (marketId: number) => eventIdsOf(db, marketId);
    const [settled, live, compared] = (await openMarketIds(db)) as [number, number, number];
    const settledEvents = await eventsOf(settled);
    const liveEvents = await eventsOf(live);
    await placeBets(
      { ledger, betting },
      { userIds, betEventIds: settledEvents, count: BETS, stakeMinor: 2000 },
    );
    if (COMPARE) {
      await placeBets(
        { ledger, betting },
        { userIds, betEventIds: await eventsOf(compared), count: BETS, stakeMinor: 2000 },
      );
    }
    console.log(
      `Market ${settled}: ${BETS} bets by ${USERS} users, set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const api = tsx('src/server.ts', [], childEnv);
    children.push(api);
    const baseUrl = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(baseUrl);
    const tokens: string[] = [];
    for (const username of usernames.slice(0, 20)) {
      tokens.push(await signIn(baseUrl, username, PASSWORD));
    }
    const liveEventId = liveEvents[0] as number;
    console.log(`Load: ${RATE} requests a second each of GET /health, reads and bet submits`);

    report(
      `No settlement running (${BASELINE_MS / 1000} s)`,
      await load(baseUrl, tokens, liveEventId, delay(BASELINE_MS)),
    );

    const pendingOf = async (marketId: number) => {
      const row = await db
        .selectFrom('placed_bets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bet_id', '=', marketId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const settle = async (title: string, marketId: number, script: string, args: string[]) => {
      const started = performance.now();
      const child = tsx(script, args, childEnv);
      children.push(child);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = exitOf(child);
      const progress = setInterval(() => {
        void pendingOf(marketId).then((pending) =>
          console.log(`  ... ${pending} bets of market ${marketId} still pending`),
        );
      }, 10_000);
      const phase = await load(baseUrl, tokens, liveEventId, exited);
      clearInterval(progress);
      const code = await exited;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      report(`${title}: ${seconds} s, exit ${code}`, phase);
      if (code !== 0) console.log(stderr.split('\n').slice(-5).join('\n'));
    };

    if (COMPARE) {
      await settle(
        `Settling market ${compared} in ONE transaction (as before chunking)`,
        compared,
        'test/settle-in-chunks.ts',
        [
          String(compared),
          String((await eventsOf(compared))[0]),
          '1000000000',
          'never',
          '1000000000',
        ],
      );
    }
    await settle(`During ops settle ${settled} (chunked)`, settled, 'src/ops/cli.ts', [
      'settle',
      String(settled),
      String(settledEvents[0]),
    ]);

    console.log(`\nBets of market ${settled} still pending: ${await pendingOf(settled)}`);
    console.log(formatReport(await verifyLedger(db, LEDGER_CHECKS)));
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? exitOf(child) : null)));
    await database.close();
    removeSqliteFile(file);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
