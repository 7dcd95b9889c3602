/**
 * The operators' command-line tool: `npm run ops -w api -- <command>` (see `USAGE`). It opens the
 * API's database, applies pending migrations, runs one command and exits: 0 done, 1 refused
 * (the reason is printed), 2 bad command line.
 */
import { userInfo } from 'node:os';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { isDatabaseBusy } from '../db/db-errors';
import { migrateToLatest } from '../db/migrate';
import { ApiError } from '../errors';
import type { MarketLogger } from '../markets/market-operations';
import { runOpsCommand, UsageError, USAGE } from './commands';
import { createOpsServices } from './services';

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

async function main(argv: readonly string[]): Promise<number> {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database);
    const { markets, money, complaints, wallet, predictions } = createOpsServices(
      config,
      database,
      log,
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
