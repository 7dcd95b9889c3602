/**
 * `npm run ledger:verify -w api`: proves the ledger invariants, every domain's checks included,
 * over the configured database (DATABASE_URL or SQLITE_PATH) and exits 0 when they hold, 1 with a
 * report when they do not.
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { LEDGER_CHECKS } from '../ledger-checks';
import { formatReport, verifyLedger } from './verify';

async function main(): Promise<number> {
  const database = createDatabase(loadConfig());
  try {
    await migrateToLatest(database);
    const report = await verifyLedger(database.db, LEDGER_CHECKS);
    (report.ok ? console.log : console.error)(formatReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
