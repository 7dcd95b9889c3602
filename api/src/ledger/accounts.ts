/**
 * The house accounts and how an account is named. Every coin a user holds came from one of the
 * source accounts (opening, adjustments, payouts), which therefore run below zero; the others
 * hold real coins and never do.
 */
import type { Kysely } from 'kysely';
import { toDbTime } from '../db/time';
import type { LedgerTables } from './ledger-tables';

export const HOUSE = {
  /** Opening balances (the seed's demo user). */
  opening: 'house:opening',
  /** Operator credits and debits (`ops credit`). */
  adjustments: 'house:adjustments',
  /** Stakes of unsettled bets: always the sum of the pending bet holds. */
  betsPending: 'house:bets-pending',
  /** Stakes of settled bets and prediction entries (won or lost) the house has taken. */
  betsRevenue: 'house:bets-revenue',
  /** Winnings paid to users. */
  payouts: 'house:payouts',
  /** Coins bought by approved deposits (a source: the money arrived outside the ledger). */
  deposits: 'house:deposits',
  /** Coins of withdrawals awaiting an operator: always the sum of the pending withdrawal holds. */
  withdrawalsPending: 'house:withdrawals-pending',
  /** Coins of paid withdrawals (the money left outside the ledger). */
  withdrawalsPaid: 'house:withdrawals-paid',
  /** Stakes of unsettled prediction entries: always the sum of their pending holds. */
  predictionsPending: 'house:predictions-pending',
} as const;

export type HouseAccountCode = (typeof HOUSE)[keyof typeof HOUSE];

export interface HouseAccountDefinition {
  code: HouseAccountCode;
  allowNegative: boolean;
}

/** Created by the ledger migration (`openHouseAccounts`), in this order. */
export const HOUSE_ACCOUNTS: readonly HouseAccountDefinition[] = [
  { code: HOUSE.opening, allowNegative: true },
  { code: HOUSE.adjustments, allowNegative: true },
  { code: HOUSE.betsPending, allowNegative: false },
  { code: HOUSE.betsRevenue, allowNegative: false },
  { code: HOUSE.payouts, allowNegative: true },
  // Opened by the wallet migration (0007).
  { code: HOUSE.deposits, allowNegative: true },
  { code: HOUSE.withdrawalsPending, allowNegative: false },
  { code: HOUSE.withdrawalsPaid, allowNegative: false },
  // Opened by the prediction migration (0008).
  { code: HOUSE.predictionsPending, allowNegative: false },
];

/** House accounts that hold pending holds: each always equals the sum of its pending holds. */
export const PENDING_ACCOUNTS: readonly HouseAccountCode[] = [
  HOUSE.betsPending,
  HOUSE.withdrawalsPending,
  HOUSE.predictionsPending,
];

/** The code of a user's coin account. */
export function userAccountCode(userId: number): string {
  return `user:${userId}`;
}

/**
 * Opens every house account that does not exist yet, in `HOUSE_ACCOUNTS` order, so house accounts
 * get the lowest ids (rows are locked in id order). The ledger migration calls it: the ledger is
 * the only code that writes its tables, even there. Opening what exists already does nothing, so
 * a later migration that adds a house account can call it again.
 */
export async function openHouseAccounts<DB extends Pick<LedgerTables, 'ledger_accounts'>>(
  migrationTrx: Kysely<DB>,
  createdAt: Date,
): Promise<void> {
  // Only the accounts table is used; the migration's handle knows no other table's types. The
  // migrations run inside the write-transaction helper, so this handle is its transaction.
  const trx = migrationTrx as unknown as Kysely<Pick<LedgerTables, 'ledger_accounts'>>;
  const existing = await trx.selectFrom('ledger_accounts').select('code').execute();
  const opened = new Set(existing.map((row) => row.code));
  for (const account of HOUSE_ACCOUNTS) {
    if (opened.has(account.code)) continue;
    await trx
      .insertInto('ledger_accounts')
      .values({
        code: account.code,
        user_id: null,
        allow_negative: account.allowNegative ? 1 : 0,
        balance_minor: 0,
        created_at: toDbTime(createdAt),
      })
      .execute();
  }
}
