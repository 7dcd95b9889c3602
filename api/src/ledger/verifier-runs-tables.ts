/**
 * The ledger verifier's kept runs (verifier-runs.ts); the table was created with the back office
 * (migration 0012), its `source` and `ran_by` came with 0017.
 */
import type { Generated } from 'kysely';

/** Where a run came from. */
export type VerifierSource = 'backoffice' | 'cli' | 'ops';

/** One run of the ledger verifier. */
export interface VerifierRunsTable {
  id: Generated<number>;
  ok: number;
  violations: number;
  /** The report as JSON. */
  report: string;
  ran_at: string;
  /** `backoffice` (its button), `cli` (`npm run ledger:verify`) or `ops` (`ops verify`). */
  source: Generated<string>;
  /** The operator (the back office's, or `--operator`), or the OS user of the command line. */
  ran_by: string | null;
}

export interface VerifierRunsTables {
  verifier_runs: VerifierRunsTable;
}

declare module '../db/schema' {
  // The database holds this table (see db/schema.ts).
  interface Database extends VerifierRunsTables {}
}
