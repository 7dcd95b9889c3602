/**
 * The house accounts and how an account is named. Every coin a user holds came from one of the
 * source accounts (opening, adjustments, payouts), which therefore run below zero; the others
 * hold real coins and never do.
 */

export const HOUSE = {
  /** Opening balances (the seed's demo user). */
  opening: 'house:opening',
  /** Operator credits and debits (`ops credit`). */
  adjustments: 'house:adjustments',
  /** Stakes of unsettled bets: always the sum of the pending bet holds. */
  betsPending: 'house:bets-pending',
  /** Stakes of settled bets (won or lost) the house has taken. */
  betsRevenue: 'house:bets-revenue',
  /** Winnings paid to users. */
  payouts: 'house:payouts',
} as const;

export type HouseAccountCode = (typeof HOUSE)[keyof typeof HOUSE];

export interface HouseAccountDefinition {
  code: HouseAccountCode;
  allowNegative: boolean;
}

/** Created by the ledger migration, in this order. */
export const HOUSE_ACCOUNTS: readonly HouseAccountDefinition[] = [
  { code: HOUSE.opening, allowNegative: true },
  { code: HOUSE.adjustments, allowNegative: true },
  { code: HOUSE.betsPending, allowNegative: false },
  { code: HOUSE.betsRevenue, allowNegative: false },
  { code: HOUSE.payouts, allowNegative: true },
];

/** The code of a user's coin account. */
export function userAccountCode(userId: number): string {
  return `user:${userId}`;
}
