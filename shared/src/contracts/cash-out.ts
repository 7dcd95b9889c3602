/**
 * Cash-out of an open bet (issue 32): full, partial and automatic. The API prices the bet from
 * the live odds of its legs with a house margin (a site setting); amounts on the wire are coins
 * with up to 2 decimals, as every other amount.
 */
import { coinsFromMinor, minorFromCoins } from '../format/numbers';
import type { BetHistoryItem } from './account';
import { STAKE_MIN, STAKE_TOO_LOW_MESSAGE, stakeTooHighMessage } from './betting';

/** Why a bet cannot be cashed out now (`reason` of CashOutQuote, and the refusal's message). */
export const CASH_OUT_MESSAGES = {
  notOpen: 'This bet is no longer open.',
  marketLocked: 'Cash out is not available while the market is locked.',
  marketSettled: 'Cash out is not available: the market has been settled.',
  /** Issue 32: a multiple's cash-out (a price over its legs) is not offered yet. */
  multiple: 'Cash out is not available for multiples.',
  priceChanged: 'The cash out price has changed. Please review the new price and try again.',
  cashedOut: 'Your bet has been cashed out.',
  partlyCashedOut: 'Part of your bet has been cashed out.',
  autoSet: 'Automatic cash out is set.',
  autoCleared: 'Automatic cash out is cleared.',
} as const;

/**
 * `GET /ng/bet/{id}/cash-out` answers `{ status: 'success', data: CashOutQuote }` for the
 * signed-in bettor's own bet (404 for anyone else's).
 */
export interface CashOutQuote {
  bet_id: number;
  /** False when the bet cannot be cashed out now; `reason` says why and `price` is 0. */
  available: boolean;
  reason?: string;
  /** Coins the whole remaining stake cashes out for now. */
  price: number;
  /** The remaining stake (what is still riding), in coins. */
  stake: number;
  /** The automatic cash-out value the bettor set, or null when none. */
  cash_out_value?: number | null;
}

export interface CashOutQuoteResponse {
  status: 'success';
  data: CashOutQuote;
}

/**
 * `POST /ng/bet/cash-out`, form data; money-moving (Idempotency-Key required).
 * - `amount`: the part of the remaining stake to cash out, coins; absent means all of it. A part
 *   follows SPEC's smallest stake: at least STAKE_MIN, and what stays riding is 0 or at least
 *   STAKE_MIN.
 * - `price_seen`: the full price (CashOutQuote.price) the page showed. When the price has moved,
 *   the bettor's OddsChangePreference decides: `ask` refuses with CASH_OUT_PRICE_CHANGED
 *   (`errors.price_seen` is the new price), `higher` accepts only a price at least the one seen,
 *   `any` accepts. Without it the bet cashes out at the current price.
 */
export interface CashOutRequest {
  bet_id: number;
  amount?: number;
  price_seen?: number;
}

export interface CashOutResult {
  /** The bet as bet history now shows it, with its cash-out fields. */
  bet: BetHistoryItem;
  /** Coins this cash-out paid. */
  paid: number;
}

/** `POST /ng/bet/cash-out` success, 200. */
export interface CashOutResponse {
  status: 'success';
  message: string;
  data: CashOutResult;
}

/**
 * `POST /ng/bet/auto-cash-out`, form data (not money-moving): `value` in coins sets the automatic
 * cash-out (the server cashes the whole remaining stake out, once, when the price reaches it);
 * an empty or absent `value` clears it.
 */
export interface AutoCashOutRequest {
  bet_id: number;
  value?: number | '';
}

/** `POST /ng/bet/auto-cash-out` success, 200. */
export interface AutoCashOutResponse {
  status: 'success';
  message: string;
  data: { bet: BetHistoryItem };
}

/**
 * A partial cash-out that would leave less than STAKE_MIN riding (issue 32's "the stake rules
 * apply"): cash out all of it, or less.
 */
export function cashOutRestTooLowMessage(): string {
  return `The stake left riding should not be less than ${STAKE_MIN}.`;
}

/**
 * THE rule for the part of a bet's remaining stake a cash-out takes (the page's amount input on
 * change, and the API): null when it may, else the message. SPEC's stake rules, per part: at least
 * STAKE_MIN (SPEC's "too low" text), at most the remaining stake (SPEC's "too high" text with it),
 * and what stays riding is 0 or at least STAKE_MIN. Compared in hundredths.
 */
export function cashOutAmountProblem(amount: number, remainingStake: number): string | null {
  const part = minorFromCoins(amount);
  const riding = minorFromCoins(remainingStake);
  if (!Number.isFinite(amount) || part < STAKE_MIN * 100) return STAKE_TOO_LOW_MESSAGE;
  if (part > riding) return stakeTooHighMessage(remainingStake);
  const rest = riding - part;
  if (rest > 0 && rest < STAKE_MIN * 100) return cashOutRestTooLowMessage();
  return null;
}

/**
 * THE price of cashing out `amount` of the remaining `stake` when the whole of it is quoted at
 * `price` (CashOutQuote): the same share of the price, in hundredths rounded half up; all of the
 * stake is exactly `price`. The page's confirmation and the API's payment both take it from here.
 */
export function partialCashOutPrice(price: number, stake: number, amount: number): number {
  const priceMinor = minorFromCoins(price);
  const stakeMinor = minorFromCoins(stake);
  const partMinor = minorFromCoins(amount);
  if (stakeMinor <= 0 || partMinor >= stakeMinor) return price;
  return coinsFromMinor(Math.floor((2 * priceMinor * partMinor + stakeMinor) / (2 * stakeMinor)));
}
