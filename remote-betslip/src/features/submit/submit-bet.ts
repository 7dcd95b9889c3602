/**
 * The logged-in bet submission: `POST /ng/bet-submit` with the stake, the bet event, the odds the
 * slip showed, and the attempt's idempotency key (bet-attempts.ts: one per attempted bet, sent
 * again by every retry until the outcome is known). The answer is mapped to what the slip shows
 * (SPEC section 8), and to whether the outcome is known.
 */
import { ApiError, outcomeKnown, placeBet } from '@sportsbook/shared/api';
import type { BetSubmitResponse } from '@sportsbook/shared/contracts';

/** What the slip sends when the user presses Submit Bet. */
export interface BetSubmission {
  betEventId: number;
  /** Coins. */
  stake: number;
  /** The odds the slip showed, so the server can refuse a price the user did not see. */
  odds: number;
  /** One per attempted bet (event and stake): a retry or a double click places one bet. */
  idempotencyKey: string;
}

/** How a submission ended, in the words the slip shows. */
export type SubmitOutcome =
  | { status: 'placed'; message: string }
  /** The server refused it: nothing was placed. */
  | { status: 'refused'; message: string }
  /** The market moved since the slip showed its odds: nothing was placed; `odds` is the price now. */
  | { status: 'odds-changed'; message: string; odds: number }
  /** The market was locked when the bet arrived (`MARKET_LOCKED`, `MATCH_FINISHED`): nothing placed. */
  | { status: 'market-locked'; message: string }
  /**
   * No answer that says how it ended (network failure, timeout, a 5xx, an answer that is not
   * SPEC's success, no session or a 429: `outcomeKnown` of shared): the bet may or may not be
   * placed, so a retry must send the same attempt.
   */
  | { status: 'unconfirmed'; message: string };

/** SPEC section 8: the server answered without `status: success`. */
export const SUBMIT_NOT_SUCCESS_MESSAGE = 'Something went wrong. Please try again!';
/** Success text when the server gives none. */
export const SUBMIT_SUCCESS_DEFAULT_MESSAGE = 'Your bet has been placed.';
/** The slip shows the new odds (with their up or down mark) and asks the user to confirm them. */
export const ODDS_CHANGED_MESSAGE =
  'The odds have changed. Check the new odds and press Submit Bet again to accept them.';

/**
 * Maps a `POST /ng/bet-submit` answer to an outcome (SPEC section 8). An answer without
 * `status: success` says nothing of what happened, so it does not end the attempt.
 */
export function outcomeFromResponse(body: Partial<BetSubmitResponse> | null): SubmitOutcome {
  if (body?.status === 'success') {
    return { status: 'placed', message: body.message || SUBMIT_SUCCESS_DEFAULT_MESSAGE };
  }
  return { status: 'unconfirmed', message: SUBMIT_NOT_SUCCESS_MESSAGE };
}

/**
 * Maps a failed request to an outcome: the server's `errors.message`, which the shared API client
 * puts in the error's message (SPEC section 8). An ODDS_CHANGED refusal carries the current odds
 * in `errors.bet_ratio`; a MARKET_LOCKED refusal tells the slip to show the lock.
 */
export function outcomeFromError(error: unknown): SubmitOutcome {
  if (error instanceof ApiError && error.code === 'ODDS_CHANGED') {
    const odds = Number(error.fieldErrors.bet_ratio);
    if (Number.isFinite(odds) && odds > 0) {
      return { status: 'odds-changed', message: ODDS_CHANGED_MESSAGE, odds };
    }
  }
  const message = (error instanceof Error && error.message) || SUBMIT_NOT_SUCCESS_MESSAGE;
  // A finished match's markets are locked too (the server refuses with MATCH_FINISHED).
  if (
    error instanceof ApiError &&
    (error.code === 'MARKET_LOCKED' || error.code === 'MATCH_FINISHED')
  ) {
    return { status: 'market-locked', message };
  }
  return { status: outcomeKnown(error) ? 'refused' : 'unconfirmed', message };
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
