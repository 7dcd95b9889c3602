/**
 * The services the operators' tool runs on, built the way the API builds its own, so an
 * operator's change follows the same rules and sends the same realtime events.
 */
import { AccountService } from '../accounts/account-service';
import { CashOutService } from '../betting/cash-out-service';
import { SettlementService } from '../betting/settlement';
import type { SettlementDeps } from '../betting/settlement';
import { CatalogService } from '../catalog/catalog-service';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { Ledger } from '../ledger/ledger';
import { MarketOperations } from '../markets/market-operations';
import type { MarketLogger } from '../markets/market-operations';
import { createPusherBroadcaster } from '../realtime/publisher';
import { ComplaintService } from '../support/complaint-service';
import { WalletOperations } from '../wallet/wallet-operations';
import { PredictionService } from '../prediction/prediction-service';
import { SaferGamblingService } from '../safer-gambling/safer-gambling-service';
import type { MoneyServices } from './money-commands';

export interface OpsServices {
  markets: MarketOperations;
  money: MoneyServices;
  complaints: ComplaintService;
  wallet: WalletOperations;
  predictions: PredictionService;
  saferGambling: SaferGamblingService;
}

/**
 * The pause between two chunks of a settlement the tool runs on SQLite. The tool is a second
 * process beside the API there, and an API writer waiting for the database lock (a bet, a
 * sign-in) tries again from SQLite's busy handler, which sleeps up to 100 ms between tries: a
 * shorter pause than that can fall between two tries chunk after chunk, and on a loaded machine
 * the writer reached its busy timeout and was refused (503). At least 100 ms, every waiting writer
 * gets the lock within one chunk and one pause. On PostgreSQL writers wait in the lock's queue.
 */
export const SQLITE_PAUSE_BETWEEN_CHUNKS_MS = 100;

/** How settlement is chunked and watched; the CLI watches with the default chunking. */
export type SettlementTuning = Pick<SettlementDeps, 'chunking' | 'onChunk' | 'onRetry'>;

export function createOpsServices(
  config: Config,
  database: DatabaseHandle,
  log: MarketLogger,
  settlementTuning: SettlementTuning = {},
): OpsServices {
  const catalog = new CatalogService(database.db, config.publicUrl);
  const broadcaster = createPusherBroadcaster(config.pusher);
  const ledger = new Ledger(database.db);
  const markets = new MarketOperations({ db: database.db, catalog, broadcaster, log });
  // An operator's odds move runs the market's automatic cash-outs, as the API's own do.
  const cashOut = new CashOutService(database.db, ledger, broadcaster, log);
  markets.onOddsChanged((marketId) => cashOut.runAutomatic(marketId));
  return {
    markets,
    money: {
      ledger,
      accounts: new AccountService(database.db, ledger),
      settlement: new SettlementService({
        db: database.db,
        ledger,
        catalog,
        broadcaster,
        log,
        ...settlementTuning,
        chunking: {
          ...(database.dialect === 'sqlite'
            ? { pauseBetweenChunksMs: SQLITE_PAUSE_BETWEEN_CHUNKS_MS }
            : {}),
          ...settlementTuning.chunking,
        },
      }),
      broadcaster,
    },
    complaints: new ComplaintService(database.db, ledger.transactions, broadcaster),
    wallet: new WalletOperations(database.db, ledger, broadcaster),
    predictions: new PredictionService({
      db: database.db,
      ledger,
      broadcaster,
      publicUrl: config.publicUrl,
    }),
    saferGambling: new SaferGamblingService(database.db, ledger.transactions, () => new Date()),
  };
}
