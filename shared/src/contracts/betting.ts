/** Betting rules and wire types shared by the betslip and the API (SPEC sections 5, 7, 8, 9). */

/** Smallest stake, in coins. */
export const STAKE_MIN = 20;
/** Stake the slip starts with, in coins. */
export const STAKE_DEFAULT = 20;
/** What the minus and plus buttons move the stake by, in coins. */
export const STAKE_STEP = 5;

/** SPEC section 5, exactly. */
export const STAKE_TOO_LOW_MESSAGE = 'Stake Should not be less than 20.';
/** SPEC section 5, exactly, with the market's cash limit. */
export function stakeTooHighMessage(limit: number): string {
  return `Stake should not be greater than ${limit}.`;
}

/**
 * `POST /ng/bet-submit`, form data. `bet_ratio` is the odds the slip showed; the server refuses
 * with ODDS_CHANGED when the market has moved since, so no one is matched at an unseen price.
 */
export interface BetSubmitRequest {
  bet_amount: number;
  bet_event_id: number;
  bet_ratio?: number;
}

export interface PlacedBet {
  id: number;
  bet_event_id: number;
  bet_amount: number;
  bet_rate: number;
  possible_win: number;
  status: BetSlipStatus;
  bet_placed_at: string;
}

/** `POST /ng/bet-submit` success. */
export interface BetSubmitResponse {
  status: 'success';
  message: string;
  data: PlacedBet;
}

/** Status of a placed bet as bet history shows it. */
export type BetSlipStatus = 'pending' | 'won' | 'lost' | 'void';
