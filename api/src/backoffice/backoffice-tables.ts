/**
 * The back office's tables: operator accounts (apart from bettors), their short sessions, the
 * append-only audit trail of every operator action, the first approvals of four-eyes
 * withdrawals. (The ledger verifier's runs, created here too, are ledger/verifier-runs.ts.)
 */
import type { Generated } from 'kysely';

export const OPERATOR_ROLES = ['admin', 'finance', 'trader', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface OperatorsTable {
  id: Generated<number>;
  /** Unique, lower-cased. */
  username: string;
  /** argon2id PHC string, as bettors' passwords. */
  password_hash: string;
  role: OperatorRole;
  /** Base32 TOTP secret (RFC 6238). */
  totp_secret: string;
  /** The time step of the last TOTP code accepted: a code is never accepted twice. */
  last_totp_step: number | null;
  /** 1 active, 0 disabled (refused at sign-in). */
  status: number;
  created_at: string;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  /** sha256 hex of the opaque token. */
  token_hash: string;
  created_at: string;
  /** Moves forward on each use (idle timeout), never past `absolute_expires_at`. */
  expires_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
}

/** One operator action; the database refuses to change or delete a row. */
export interface AuditLogTable {
  id: Generated<number>;
  /** The operator account; null when the command-line tool ran as a name with no account. */
  operator_id: number | null;
  operator: string;
  /** `app` (the back office) or `cli` (the ops tool). */
  via: string;
  action: string;
  /** What was acted on: `deposit:12`, `market:4`, `user:alice`... */
  object: string;
  /** JSON of the object before and after the action. */
  before: string;
  after: string;
  reason: string | null;
  /** The client's Idempotency-Key: a retry with it gets the first answer, nothing runs twice. */
  request_key: string | null;
  created_at: string;
}

/** The first finance approval of a withdrawal above the four-eyes threshold. */
export interface WithdrawalApprovalsTable {
  withdrawal_id: number;
  operator_id: number | null;
  operator: string;
  created_at: string;
}

export interface BackofficeTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  withdrawal_approvals: WithdrawalApprovalsTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends BackofficeTables {}
}
