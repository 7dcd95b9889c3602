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
import { migrateToLatest } from '../migrations/migrate';
import { ApiError } from '../errors';
import type { MarketLogger } from '../markets/market-operations';
import { OperatorAccounts } from '../backoffice/operator-accounts';
import { createOperatorActions } from '../backoffice/operator-services';
import { WriteTransactions } from '../db/write-transaction';
import { takeOption } from './arguments';
import { runOpsCommand, UsageError, USAGE } from './commands';
import { createOpsServices } from './services';
import type { SettlementTuning } from './services';

const log: MarketLogger = {
  info: () => undefined,
  warn: (details, message) => console.error(`warning: ${message} ${JSON.stringify(details)}`),
  error: (details, message) => console.error(`error: ${message} ${JSON.stringify(details)}`),
};

/** Who runs the tool, for the audit: --operator, else $SB_OPERATOR, else the OS user. */
function operatorName(given: string | null): string {
  if (given?.trim()) return given.trim();
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
    onChunk: ({ marketId, chunk, resolved, finished }) => {
      if (stopSignal && !finished) throw new Error(`stopped by ${stopSignal}`);
      const nowMs = performance.now();
      if (!finished && nowMs - lastPrintedMs < 1000) return;
      lastPrintedMs = nowMs;
      console.error(
        `settle ${marketId}: ${resolved} bets settled by this run in ${chunk} chunks${finished ? '; done' : ''}`,
      );
    },
    onRetry: ({ marketId, chunk, attempt, attempts, pauseMs, code }) =>
      console.error(
        `settle ${marketId}: chunk ${chunk} failed (${code}, attempt ${attempt} of ${attempts}); trying again in ${pauseMs} ms`,
      ),
  };
}

async function main(commandLine: readonly string[]): Promise<number> {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    const usage = (message: string) => new UsageError(message);
    const named = takeOption(commandLine, 'operator', usage);
    const why = takeOption(named.rest, 'reason', usage);
    const argv = why.rest;
    await migrateToLatest(database);
    const { markets, money, complaints, wallet, predictions, saferGambling } = createOpsServices(
      config,
      database,
      log,
      settlementProgress(argv[0] === 'settle'),
    );
    const operator = operatorName(named.value);
    const { actions, audit } = createOperatorActions(database.db, {
      wallet,
      markets,
      settlement: money.settlement,
      complaints,
      ledger: money.ledger,
      accounts: money.accounts,
      saferGambling,
      broadcaster: money.broadcaster,
      now: () => new Date(),
    });
    const operatorId = await new OperatorAccounts(
      database.db,
      new WriteTransactions(database.db),
      () => new Date(),
    ).idOf(operator);
    await runOpsCommand(argv, {
      database,
      markets,
      money,
      seedDemoUser: config.seedDemoUser,
      complaints,
      wallet,
      operator,
      predictions,
      audit: {
        trail: audit,
        actions,
        actor: { operatorId, name: operator, via: 'cli' },
        reason: why.value,
      },
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
