/**
 * The ledger's tables (TigerBeetle's model in SQL): accounts with a cached balance, immutable
 * transfers, append-only entries that sum to zero per transfer, pending holds, and the stored
 * results of idempotent requests. Amounts are integers of hundredths of a coin (`_minor`).
 */
import type { Generated } from 'kysely';

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** `house:opening`, `house:bets-pending`... or `user:<userId>`. */
  code: string;
  /** The owner of a user account; null for house accounts. */
  user_id: number | null;
  /** 1 for house sources (opening, adjustments, payouts) that go below zero; 0 never does. */
  allow_negative: number;
  /** Cache of the sum of this account's entries, updated in the same transaction. */
  balance_minor: number;
  created_at: string;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  /** Unique: a transfer happens once per key (`bet:12:stake`, `opening:user:3`...). */
  transfer_key: string;
  kind: string;
  /** What the transfer is for, e.g. `bet:12`; the statement screen shows it. */
  reference: string;
  /** The hold this transfer creates or resolves, if any. */
  hold_id: number | null;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  /** Positive credits the account, negative debits it; never zero. */
  amount_minor: number;
  /** The account's balance right after this entry (the statement's running balance). */
  balance_after_minor: number;
}

export interface LedgerHoldsTable {
  id: Generated<number>;
  /** The user account the coins were taken from. */
  account_id: number;
  /** The house account holding them until the hold resolves (`house:bets-pending`). */
  pending_account_id: number;
  amount_minor: number;
  status: 'pending' | 'posted' | 'voided';
  reference: string;
  created_at: string;
  resolved_at: string | null;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  /** sha256 of the method, route and body: the same key with another request is refused. */
  request_hash: string;
  response_status: number;
  /** The JSON body of the first response, replayed as it was. */
  response_body: string;
  created_at: string;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
  idempotency_keys: IdempotencyKeysTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends LedgerTables {}
}
