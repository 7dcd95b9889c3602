/**
 * The operators' command-line tool: `npm run ops -w api -- <command>` (see `USAGE`). It opens the
 * API's database, applies pending migrations, runs one command and exits: 0 done, 1 refused
 * (the reason is printed), 2 bad command line.
 */
import { AccountService } from '../accounts/account-service';
import { SettlementService } from '../betting/settlement';
import { CatalogService } from '../catalog/catalog-service';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ApiError } from '../errors';
import { Ledger } from '../ledger/ledger';
import { MarketOperations } from '../markets/market-operations';
import type { MarketLogger } from '../markets/market-operations';
import { createPusherBroadcaster } from '../realtime/publisher';
import { runOpsCommand, UsageError, USAGE } from './commands';

const log: MarketLogger = {
  info: () => undefined,
  warn: (details, message) => console.error(`warning: ${message} ${JSON.stringify(details)}`),
  error: (details, message) => console.error(`error: ${message} ${JSON.stringify(details)}`),
};

async function main(argv: readonly string[]): Promise<number> {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database);
    const catalog = new CatalogService(database.db, config.publicUrl);
    const broadcaster = createPusherBroadcaster(config.pusher);
    const markets = new MarketOperations({ db: database.db, catalog, broadcaster, log });
    const ledger = new Ledger(database.db);
    const money = {
      ledger,
      accounts: new AccountService(database.db, ledger),
      settlement: new SettlementService({ db: database.db, ledger, catalog, broadcaster, log }),
      broadcaster,
    };
    await runOpsCommand(argv, {
      database,
      markets,
      money,
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
