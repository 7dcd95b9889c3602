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
