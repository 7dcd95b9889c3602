/**
 * `npm run ledger:verify -w api`: proves the ledger invariants, every domain's checks included,
 * over the configured database (DATABASE_URL or SQLITE_PATH) and exits 0 when they hold, 1 with a
 * report when they do not. Each run is kept (`verifier_runs`), so the back office's ledger health
 * shows its result and when it ran.
 */
import { userInfo } from 'node:os';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './migrations/migrate';
import { LEDGER_CHECKS } from './ledger-checks';
import { formatReport } from './ledger/verify';
import { verifyAndRecord } from './ledger/verifier-runs';

/** Who runs it, as the ops tool names its operator: $SB_OPERATOR, else the OS user. */
function runBy(): string | null {
  const named = process.env.SB_OPERATOR?.trim();
  if (named) return named;
  try {
    return userInfo().username;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const database = createDatabase(loadConfig());
  try {
    await migrateToLatest(database);
    const report = await verifyAndRecord(
      database.db,
      LEDGER_CHECKS,
      { source: 'cli', ranBy: runBy() },
      () => new Date(),
    );
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
