/**
 * The safer-gambling table (issue 31): every change of a bettor's deposit limits, breaks
 * (time-outs, self-exclusions) and reality-check interval, one row each, appended and never
 * updated or deleted. The state in force is read from the rows (safer-gambling-service.ts).
 */
import type { Generated } from 'kysely';

/** What a row changes. */
export type SaferGamblingSubject =
  | 'deposit-limit-day'
  | 'deposit-limit-week'
  | 'deposit-limit-month'
  | 'time-out'
  | 'self-exclusion'
  | 'reality-check';

/**
 * `applied`: in force from `created_at` (a limit, a break, an interval);
 * `requested`: a raise or removal of a limit, confirmable from `effective_at`;
 * `cancelled`: the waiting request dropped.
 */
export type SaferGamblingChangeKind = 'applied' | 'requested' | 'cancelled';

export interface SaferGamblingChangesTable {
  id: Generated<number>;
  user_id: number;
  subject: SaferGamblingSubject;
  change: SaferGamblingChangeKind;
  /** The value before, as text: minor units of a limit, a duration key, minutes; null for none. */
  from_value: string | null;
  to_value: string | null;
  /** A request: when it can be confirmed. A break: when it ends. */
  effective_at: string | null;
  /** `bettor`, or the operator's name. */
  actor: string;
  created_at: string;
}

export interface SaferGamblingTables {
  safer_gambling_changes: SaferGamblingChangesTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends SaferGamblingTables {}
}
