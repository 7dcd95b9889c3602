/**
 * The wallet's tables: deposit requests, withdrawals, the house's deposit numbers and the
 * operators' audit log. No coin amount here is a balance: the coins themselves live in the ledger
 * (an approved deposit is a ledger transfer, a withdrawal a ledger hold); these rows say what was
 * asked and what an operator decided.
 */
import type { Generated } from 'kysely';
import type { DepositStatus, WithdrawStatus } from '@sportsbook/shared/contracts';

export interface DepositRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** Skrill, Stripe, Neteller, BKASH, BKASH_AGENT or NAGAD. */
  payment_method: string;
  amount_minor: number;
  phone_from: string;
  /** The house number the bettor was shown (the method's deposit number at the time). */
  phone_to: string;
  /** `pending` until an operator approves (coins move, once) or rejects (nothing moves). */
  status: DepositStatus;
  /** The ledger transfer of an approved deposit; null otherwise. */
  transfer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: number;
  /** BKASH or NAGAD. */
  payment_method: string;
  /** Agent or Personal. */
  payment_type: string;
  /** The 11-digit account the money is paid to. */
  phone_no: string;
  /** The ledger hold taken when the withdrawal was requested. */
  hold_id: number;
  /**
   * `pending` (hold pending), `paid` (hold posted), `rejected` (hold voided by an operator) or
   * `cancelled` (hold voided at the bettor's request, while it was pending).
   */
  status: WithdrawStatus;
  created_at: string;
  updated_at: string;
}

export interface DepositNumbersTable {
  id: Generated<number>;
  /** The payment method the number belongs to; one number per method. */
  type: string;
  phone_no: string;
  updated_at: string;
}

export interface WalletAuditTable {
  id: Generated<number>;
  /** Who: $SB_OPERATOR, or the OS user running the ops tool. */
  operator: string;
  /** What: `approve-deposit`, `pay-withdrawal`, `set-deposit-number`... */
  action: string;
  /** On what: `deposit:12`, `withdrawal:7`, `deposit-number:BKASH`, `withdraw-limits`. */
  subject: string;
  /** The details as JSON (amounts, numbers, limits before and after). */
  details: string;
  created_at: string;
}

export interface WalletTables {
  deposit_requests: DepositRequestsTable;
  withdrawals: WithdrawalsTable;
  deposit_numbers: DepositNumbersTable;
  wallet_audit: WalletAuditTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends WalletTables {}
}
