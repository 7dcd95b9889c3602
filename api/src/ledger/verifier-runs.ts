/**
 * The ledger verifier's runs, kept (table `verifier_runs`): every run, from the back office's
 * button, `npm run ledger:verify` or `ops verify`, adds one row with its result, where it came
 * from and who ran it, so the back office's ledger health shows the last result and when it ran,
 * whatever ran it. `verifyAndRecord` is the one way to run the verifier and keep its result.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { WriteTransactions } from '../db/write-transaction';
import { verifyLedger } from './verify';
import type { LedgerReport } from './verify';
import type { LedgerCheck } from './verify-checks';
import type { VerifierSource } from './verifier-runs-tables';

/** A run as the back office shows it. */
export interface VerifierRun {
  ok: boolean;
  violations: number;
  report: LedgerReport;
  ran_at: string;
  source: string;
  ran_by: string | null;
}

export interface VerifierRunner {
  source: VerifierSource;
  ranBy: string | null;
}

/** Runs the verifier over `db` and keeps its result; answers the report. */
export async function verifyAndRecord(
  db: Kysely<Database>,
  checks: readonly LedgerCheck[],
  runner: VerifierRunner,
  now: () => Date,
  transactions: WriteTransactions = new WriteTransactions(db),
): Promise<LedgerReport> {
  const report = await verifyLedger(db, checks);
  await transactions.run((trx) =>
    trx
      .insertInto('verifier_runs')
      .values({
        ok: report.ok ? 1 : 0,
        violations: report.violations.length,
        report: JSON.stringify(report),
        ran_at: toDbTime(now()),
        source: runner.source,
        ran_by: runner.ranBy,
      })
      .execute(),
  );
  return report;
}

/** The last `limit` runs, newest first. */
export async function recentVerifierRuns(db: Kysely<Database>, limit = 10): Promise<VerifierRun[]> {
  const rows = await db
    .selectFrom('verifier_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ok: row.ok === 1,
    violations: row.violations,
    report: JSON.parse(row.report) as LedgerReport,
    ran_at: row.ran_at,
    source: row.source,
    ran_by: row.ran_by,
  }));
}
