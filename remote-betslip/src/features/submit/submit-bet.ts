/**
 * The logged-in bet submission: `POST /ng/bet-submit` with the stake, the bet event, the odds the
 * slip showed, and one idempotency key per press of Submit Bet (made by the caller, so a retry of
 * the same press reuses it and a double click places one bet). The answer is mapped to what the
 * slip shows (SPEC section 8).
 */
import { ApiError, newIdempotencyKey, placeBet } from '@sportsbook/shared/api';
import type { BetSubmitResponse } from '@sportsbook/shared/contracts';

export { newIdempotencyKey };

/** What the slip sends when the user presses Submit Bet. */
export interface BetSubmission {
  betEventId: number;
  /** Coins. */
  stake: number;
  /** The odds the slip showed, so the server can refuse a price the user did not see. */
  odds: number;
  /** One per press of the button: a retry or a double click places one bet. */
  idempotencyKey: string;
}

/** How a submission ended, in the words the slip shows. */
export type SubmitOutcome =
  | { status: 'placed'; message: string }
  | { status: 'refused'; message: string }
  /** The market moved since the slip showed its odds: nothing was placed; `odds` is the price now. */
  | { status: 'odds-changed'; message: string; odds: number };

/** SPEC section 8: the server answered without `status: success`. */
export const SUBMIT_NOT_SUCCESS_MESSAGE = 'Something went wrong. Please try again!';
/** Success text when the server gives none. */
export const SUBMIT_SUCCESS_DEFAULT_MESSAGE = 'Your bet has been placed.';
/** The slip shows the new odds (with their up or down mark) and asks the user to confirm them. */
export const ODDS_CHANGED_MESSAGE =
  'The odds have changed. Check the new odds and press Submit Bet again to accept them.';

/** Maps a `POST /ng/bet-submit` answer to an outcome (SPEC section 8). */
export function outcomeFromResponse(body: Partial<BetSubmitResponse> | null): SubmitOutcome {
  if (body?.status === 'success') {
    return { status: 'placed', message: body.message || SUBMIT_SUCCESS_DEFAULT_MESSAGE };
  }
  return { status: 'refused', message: SUBMIT_NOT_SUCCESS_MESSAGE };
}

/**
 * Maps a failed request to an outcome: the server's `errors.message`, which the shared API client
 * puts in the error's message (SPEC section 8). An ODDS_CHANGED refusal carries the current odds
 * in `errors.bet_ratio`.
 */
export function outcomeFromError(error: unknown): SubmitOutcome {
  if (error instanceof ApiError && error.code === 'ODDS_CHANGED') {
    const odds = Number(error.fieldErrors.bet_ratio);
    if (Number.isFinite(odds) && odds > 0) {
      return { status: 'odds-changed', message: ODDS_CHANGED_MESSAGE, odds };
    }
  }
  const message = error instanceof Error && error.message ? error.message : '';
  return { status: 'refused', message: message || SUBMIT_NOT_SUCCESS_MESSAGE };
}

/** Places a bet for the logged-in user; never throws, every ending is an outcome. */
export async function submitBet(submission: BetSubmission): Promise<SubmitOutcome> {
  try {
    const body = await placeBet(
      {
        bet_amount: submission.stake,
        bet_event_id: submission.betEventId,
        bet_ratio: submission.odds,
      },
      submission.idempotencyKey,
    );
    return outcomeFromResponse(body);
  } catch (error) {
    return outcomeFromError(error);
  }
}
