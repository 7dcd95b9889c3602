/**
 * The operators' command-line tool: `npm run ops -w api -- <command>` (see `USAGE`). It opens the
 * API's database, applies pending migrations, runs one command and exits: 0 done, 1 refused
 * (the reason is printed), 2 bad command line.
 */
import { userInfo } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SettlementUnfinished } from '../betting/settlement';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { isDatabaseBusy } from '../db/db-errors';
import { migrateToLatest } from '../db/migrate';
import { ApiError } from '../errors';
import type { MarketLogger } from '../markets/market-operations';
import { runOpsCommand, UsageError, USAGE } from './commands';
import { createOpsServices } from './services';
import type { SettlementTuning } from './services';

const log: MarketLogger = {
  info: () => undefined,
  warn: (details, message) => console.error(`warning: ${message} ${JSON.stringify(details)}`),
  error: (details, message) => console.error(`error: ${message} ${JSON.stringify(details)}`),
};

/** Who runs the tool, for the wallet's audit: $SB_OPERATOR, else the OS user. */
function operatorName(): string {
  const named = process.env.SB_OPERATOR?.trim();
  if (named) return named;
  try {
    return userInfo().username;
  } catch {
    return `uid:${process.getuid?.() ?? 'unknown'}`;
  }
}

/**
 * `settle`'s progress on stderr (stdout keeps the summary): the bets settled so far, at most once
 * a second and at the end, and each chunk retried after a deadlock or serialization failure.
 */
function settlementProgress(settling: boolean): SettlementTuning {
  let lastPrintedMs = -Infinity;
  // While `settle` runs, Ctrl-C (or SIGTERM) stops it after the chunk in progress, and it says
  // what is settled and how to finish; a second one ends the process at once.
  let stopSignal: NodeJS.Signals | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stopSignal) process.exit(130);
    stopSignal = signal;
    console.error(`${signal}: stopping after the chunk in progress (again to quit at once)`);
  };
  if (settling) {
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
  return {
    onChunk: ({ betId, chunk, resolved, finished }) => {
      if (stopSignal && !finished) throw new Error(`stopped by ${stopSignal}`);
      const nowMs = performance.now();
      if (!finished && nowMs - lastPrintedMs < 1000) return;
      lastPrintedMs = nowMs;
      console.error(
        `settle ${betId}: ${resolved} bets settled by this run in ${chunk} chunks${finished ? '; done' : ''}`,
      );
    },
    onRetry: ({ betId, chunk, attempt, attempts, pauseMs, code }) =>
      console.error(
        `settle ${betId}: chunk ${chunk} failed (${code}, attempt ${attempt} of ${attempts}); trying again in ${pauseMs} ms`,
      ),
  };
}

async function main(argv: readonly string[]): Promise<number> {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database);
    const { markets, money, complaints, wallet, predictions } = createOpsServices(
      config,
      database,
      log,
      settlementProgress(argv[0] === 'settle'),
    );
    await runOpsCommand(argv, {
      database,
      markets,
      money,
      seedDemoUser: config.seedDemoUser,
      complaints,
      wallet,
      operator: operatorName(),
      predictions,
      print: (line) => console.log(line),
      now: () => new Date(),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof SettlementUnfinished) {
      // What committed stays; the message says what is settled and the command that finishes it.
      console.error(`Unfinished: ${error.message}`);
      return 1;
    }
    if (error instanceof ApiError) {
      console.error(`Refused (${error.code}): ${error.message}`);
      return 1;
    }
    if (isDatabaseBusy(error)) {
      // What committed stays (a settlement's finished chunks); running the command again
      // carries on from there.
      console.error(
        `Refused (SERVICE_UNAVAILABLE): the database stayed locked by another writer for ${config.sqliteBusyTimeoutMs} ms; run the command again.`,
      );
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
