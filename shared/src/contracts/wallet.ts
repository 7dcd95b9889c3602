/**
 * Wire types of the wallet's form posts (SPEC section 7, under `/ng/user/wallet/`). Amounts of
 * coins travel as the decimal text the bettor typed ("500", "120.50"), never as floats.
 */

/** `POST /ng/user/wallet/cointransfer`, form data. */
export interface CoinTransferRequest {
  /** Who receives the coins. */
  username: string;
  transferring_coin_number: string;
  password: string;
}

/** `POST /ng/user/wallet/deposit-request`, form data. */
export interface DepositRequest {
  payment_method: string;
  coin_number: string;
  password: string;
  /** The bettor's own number the money comes from. */
  phone_from: string;
  /** The house number of the chosen method, from the deposit-number list. */
  phone_to: string;
}

/** Withdraw methods the form offers (SPEC section 9); only the mobile wallets are accepted. */
export const WITHDRAW_METHODS = ['USDT', 'BKASH', 'NAGAD'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
export const WITHDRAW_ACCEPTED_METHODS = ['BKASH', 'NAGAD'] as const satisfies WithdrawMethod[];

/** Payment types of a mobile-wallet withdrawal (SPEC section 9). */
export const WITHDRAW_PAYMENT_TYPES = ['Agent', 'Personal'] as const;
export type WithdrawPaymentType = (typeof WITHDRAW_PAYMENT_TYPES)[number];

/** `POST /ng/user/wallet/withdraw`, form data. */
export interface WithdrawRequest {
  withdraw_amount: string;
  password: string;
  /** The account number the coins are paid to: 11 digits. */
  phone_no: string;
  /** Required for BKASH and NAGAD. */
  payment_type: WithdrawPaymentType | '';
  payment_method: WithdrawMethod;
}

/** Deposit methods of SPEC section 9: the cards (Skrill is the default) and the mobile wallets. */
export const DEPOSIT_CARD_METHODS = ['Skrill', 'Stripe', 'Neteller'] as const;
export const DEPOSIT_MOBILE_METHODS = ['BKASH', 'BKASH_AGENT', 'NAGAD'] as const;
export type DepositMobileMethod = (typeof DEPOSIT_MOBILE_METHODS)[number];
export const DEFAULT_DEPOSIT_METHOD = 'Skrill';
/** Coins a mobile-wallet deposit may carry (SPEC section 9: "minimum 300, maximum 25000"). */
export const MOBILE_DEPOSIT_LIMITS = { min: 300, max: 25000 } as const;
/**
 * Coins a card deposit (Skrill, Stripe, Neteller) may carry: SPEC names no limit, so the server
 * keeps a sane bound (api/README.md "Wallet").
 */
export const CARD_DEPOSIT_LIMITS = { min: 1, max: 100000 } as const;

/** The refusals of a deposit's coins outside its method's limits (the server's and the form's). */
export const DEPOSIT_LIMIT_MESSAGES = {
  mobile: `Mobile wallet deposits are minimum ${MOBILE_DEPOSIT_LIMITS.min}, maximum ${MOBILE_DEPOSIT_LIMITS.max} coins.`,
  card: `Card deposits are minimum ${CARD_DEPOSIT_LIMITS.min}, maximum ${CARD_DEPOSIT_LIMITS.max} coins.`,
} as const;

/**
 * A mobile-wallet deposit method: any method that is not a card (SPEC's BKASH, BKASH_AGENT and
 * NAGAD, or another type the server lists). These show "Phone To" and the 300 / 25000 text.
 */
export function isMobileDepositMethod(method: string): boolean {
  return !(DEPOSIT_CARD_METHODS as readonly string[]).includes(method);
}

/** The coins a deposit by this method may carry, in whole coins, both ends included. */
export function depositLimitsOf(method: string): { readonly min: number; readonly max: number } {
  return isMobileDepositMethod(method) ? MOBILE_DEPOSIT_LIMITS : CARD_DEPOSIT_LIMITS;
}

/**
 * THE deposit limits rule (issue 25: one rule, the form's on change and the server's): null when
 * `coins` (a checked amount, e.g. "300" or "120.50") is within the limits of `method`, else the
 * refusal. Compared in hundredths, as the ledger counts, so "25000.01" is above 25000. Text that
 * is not an amount is left to the amount's own rules (null).
 */
export function depositLimitProblem(method: string, coins: string): string | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(coins.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const limits = depositLimitsOf(method);
  if (minor >= limits.min * 100 && minor <= limits.max * 100) return null;
  return isMobileDepositMethod(method)
    ? DEPOSIT_LIMIT_MESSAGES.mobile
    : DEPOSIT_LIMIT_MESSAGES.card;
}

/** Withdraw limits when site settings do not say (SPEC section 9). */
export const DEFAULT_WITHDRAW_LIMITS = { min: 500, max: 15000 } as const;
/** Coins a withdrawal or a transfer must leave in the balance (SPEC: "Reserve Coin: 10"). */
export const RESERVE_COINS = 10;

/** An item of `GET /ng/user/wallet/deposit-numbers`: the house number of a mobile-wallet method. */
export interface DepositNumber {
  type: string;
  phone_no: string;
}

/** Deposit statuses the server gives (SPEC-READINGS.md); the screen shows an unknown one as given. */
export type DepositStatus = 'pending' | 'approved' | 'rejected';
/**
 * Withdraw statuses the server gives (SPEC-READINGS.md), and `cancelled`: the bettor cancelled it
 * while it was pending (issue 25; `POST withdraw-cancel`), the coins back in the balance.
 */
export type WithdrawStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

/** A row of `GET /ng/user/wallet/deposit-history?page=n`, newest first (SPEC section 7). */
export interface DepositRecord {
  id: number;
  /** When the request was made, ISO 8601. */
  date: string;
  /** When its status last changed, ISO 8601. */
  updated_at: string;
  /** Coins, a number with at most two decimals. */
  coin_number: number;
  method: string;
  phone_to: string | null;
  phone_from: string | null;
  status: DepositStatus | string;
}

/** A row of `GET /ng/user/wallet/withdraw-history?page=n`, newest first (SPEC section 7). */
export interface WithdrawRecord {
  id: number;
  date: string;
  withdraw_amount: number;
  /** The payment type (Agent or Personal) the bettor chose. */
  method: string;
  payment_method: string;
  phone_no: string;
  /** The withdrawal's reference, e.g. "WD-000042". */
  reference: string;
  status: WithdrawStatus | string;
}

/** A row of `GET /ng/user/wallet/statement?page=n`: one ledger movement of the user, newest first. */
export interface StatementRow {
  id: number;
  date: string;
  /** The purpose in words: "Bet placed", "Deposit", "Transfer to NAME", ... */
  reference: string;
  /** Coins out of the balance (0 when none). */
  debit: number;
  /** Coins into the balance (0 when none). */
  credit: number;
  /** The balance after this row. */
  current_balance: number;
}

/**
 * `GET /ng/user/wallet/deposit-number?type=BKASH`: the house number of one method (SPEC does not
 * show the response; api/README.md "Wallet"). 404 "Deposit Not Available" when it has none.
 */
export interface DepositNumberQuery {
  type: string;
}

/** The answer of a wallet POST: the success panel's message, and what was created. */
export interface WalletPostResponse<T> {
  message: string;
  data: T;
}

/** `POST deposit-request` (SPEC: "data is success message"): data repeats the message. */
export type DepositRequestResponse = WalletPostResponse<string>;
/** `POST withdraw`: the pending withdrawal. */
export type WithdrawResponse = WalletPostResponse<WithdrawRecord>;
/**
 * `POST /ng/user/wallet/withdraw-cancel`, form data (issue 25): the id of one of the bettor's own
 * pending withdrawals. Money-moving: it needs an `Idempotency-Key`.
 */
export interface WithdrawCancelRequest {
  id: string;
}
/** `POST withdraw-cancel`: the withdrawal, now `cancelled`. */
export type WithdrawCancelResponse = WalletPostResponse<WithdrawRecord>;
/** `POST cointransfer`: the sender's balance after the transfer. */
export type CoinTransferResponse = WalletPostResponse<{ current_balance: number }>;
