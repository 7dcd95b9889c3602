/**
 * Settlement under live betting on PostgreSQL (`npm run bench:settlement`, issue 26): `ops settle`
 * (its own process) settles a market of BENCH_BETS (2,000) bets twice over, in one run: first with
 * no load, then a second market of the same size while BENCH_BETTORS (20) bettors, the same users
 * whose accounts the settlement pays, keep betting on a third market through the API (its own
 * process, `src/server.ts`), each sending its next bet as soon as the last one answered. It
 * prints both settlement times side by side, the deadlocks PostgreSQL detected in the database
 * meanwhile (pg_stat_database), the chunks ops retried, the bets placed and refused during the
 * settlement, and the ledger verify verdict.
 *
 * The database is a new schema `sb_bench_<random>` on BENCH_DATABASE_URL (else TEST_DATABASE_URL),
 * dropped at the end. Tests assert correctness; this only prints figures.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { BettingService } from '../src/betting/betting-service';
import { SaferGamblingService } from '../src/safer-gambling/safer-gambling-service';
import { loadConfig } from '../src/config';
import type { Env } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/migrations/migrate';
import { seedDatabase } from '../src/seed/seed';
import { Ledger } from '../src/ledger/ledger';
import { LEDGER_CHECKS } from '../src/ledger-checks';
import { formatReport, verifyLedger } from '../src/ledger/verify';
import { placeBets } from '../test/bulk-bets';
import { exitOf, freePort, signIn, tsx, waitForHealth } from './bench-processes';
import { createBettors, eventIdsOf, openMarketIds, sizeFromEnv } from './settlement-setup';

const PASSWORD = 'bench-password-1';
const STAKE_MINOR = 2000;

const BETS = sizeFromEnv('BENCH_BETS', 2000, 200_000);
const BETTORS = sizeFromEnv('BENCH_BETTORS', 20, 200);

interface Settled {
  seconds: number;
  exitCode: number | null;
  retries: number;
  stderr: string;
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/test; the bench works in a schema of its own and drops it.',
    );
  }
  const schema = `sb_bench_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const apiPort = await freePort();
  const env: Env = {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    LOG_LEVEL: 'silent',
    SEED: 'off',
    SIMULATOR: 'off',
    PORT: String(apiPort),
    // Nothing listens there: the settlement's broadcasts fail at once, as the tool allows.
    PUSHER_PORT: String(await freePort()),
    TOKEN_RATE_LIMIT_PER_ADDRESS: '1000000',
    TOKEN_RATE_LIMIT_PER_USERNAME: '1000000',
  };
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.SQLITE_PATH;
  const database = createDatabase(loadConfig(env));
  const children: ChildProcess[] = [];
  try {
    await migrateToLatest(database);
    await seedDatabase(database.db, { now: new Date(), demoUser: false });
    const { db } = database;
    const ledger = new Ledger(db);
    const saferGambling = new SaferGamblingService(db, ledger.transactions, () => new Date());
    const betting = new BettingService(db, ledger, saferGambling);

    console.log(`Settlement under live betting: PostgreSQL, schema ${schema}`);
    const setupStarted = performance.now();
    const usernames = Array.from({ length: BETTORS }, (_, n) => `bettor${n}`);
    const userIds = await createBettors(db, ledger, usernames, PASSWORD, 100_000_000);
    const eventsOf = (marketId: number) => eventIdsOf(db, marketId);
    const [quiet, busy, live] = (await openMarketIds(db)) as [number, number, number];
    for (const market of [quiet, busy]) {
      await placeBets(
        { ledger, betting },
        { userIds, betEventIds: await eventsOf(market), count: BETS, stakeMinor: STAKE_MINOR },
      );
    }
    console.log(
      `Markets ${quiet} and ${busy}: ${BETS} bets each by ${BETTORS} bettors, set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const api = tsx('src/server.ts', [], childEnv);
    children.push(api);
    const baseUrl = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(baseUrl);
    const tokens: string[] = [];
    for (const username of usernames) tokens.push(await signIn(baseUrl, username, PASSWORD));
    const liveEvents = await eventsOf(live);

    const deadlocks = async (): Promise<number> => {
      const { rows } = await admin.query<{ deadlocks: string }>(
        'select deadlocks from pg_stat_database where datname = current_database()',
      );
      return Number(rows[0]?.deadlocks ?? 0);
    };
    const settle = async (marketId: number): Promise<Settled> => {
      const winner = (await eventsOf(marketId))[0] as number;
      const started = performance.now();
      const child = tsx('src/ops/cli.ts', ['settle', String(marketId), String(winner)], childEnv);
      children.push(child);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exitCode = await exitOf(child);
      return {
        seconds: (performance.now() - started) / 1000,
        exitCode,
        retries: stderr.split('\n').filter((line) => line.includes('trying again')).length,
        stderr,
      };
    };

    const deadlocksBefore = await deadlocks();
    const alone = await settle(quiet);
    const deadlocksAlone = (await deadlocks()) - deadlocksBefore;

    let keepBetting = true;
    const statuses = new Map<number, number>();
    const bettor = async (token: string, turn: number) => {
      for (let n = turn; keepBetting; n += 1) {
        const response = await fetch(`${baseUrl}/ng/bet-submit`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': randomUUID(),
          },
          body: new URLSearchParams({
            bet_amount: String(STAKE_MINOR / 100),
            bet_event_id: String(liveEvents[n % liveEvents.length]),
          }),
        }).catch(() => null);
        await response?.arrayBuffer();
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const betsStarted = performance.now();
    const bettors = tokens.map((token, turn) => bettor(token, turn));
    const deadlocksBeforeBusy = await deadlocks();
    const underLoad = await settle(busy);
    const deadlocksUnderLoad = (await deadlocks()) - deadlocksBeforeBusy;
    keepBetting = false;
    await Promise.all(bettors);
    const bettingSeconds = (performance.now() - betsStarted) / 1000;

    const placed = statuses.get(201) ?? 0;
    const refused = [...statuses.entries()].filter(([status]) => status !== 201);
    console.log('\n  settlement                       seconds   exit   deadlocks   chunks retried');
    const row = (title: string, run: Settled, deadlockCount: number) =>
      console.log(
        `  ${title.padEnd(32)} ${run.seconds.toFixed(1).padStart(7)} ${String(run.exitCode).padStart(6)} ${String(deadlockCount).padStart(11)} ${String(run.retries).padStart(16)}`,
      );
    row(`market ${quiet}, no load`, alone, deadlocksAlone);
    row(`market ${busy}, ${BETTORS} bettors betting`, underLoad, deadlocksUnderLoad);
    console.log(
      `\nDuring the second: ${placed} bets placed (${(placed / bettingSeconds).toFixed(0)} a second), refused: ${refused.length === 0 ? 'none' : refused.map(([status, count]) => `${count} x ${status}`).join(', ')}`,
    );
    for (const run of [alone, underLoad]) {
      if (run.exitCode !== 0) console.log(run.stderr.split('\n').slice(-5).join('\n'));
    }
    const pending = await db
      .selectFrom('placed_bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bet_id', 'in', [quiet, busy])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    console.log(`Bets of the two markets still pending: ${Number(pending.n)}`);
    console.log(formatReport(await verifyLedger(db, LEDGER_CHECKS)));
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? exitOf(child) : null)));
    await database.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
