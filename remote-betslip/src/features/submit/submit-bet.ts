/**
 * The logged-in bet submission: the one seam the accounts-and-betting work (issue 4) completes.
 *
 * Everything around it already works and is tested: the logged-out guard, the spinner, the
 * 2.1 s cooldown, showing the outcome as a message, clearing the slip and publishing
 * `coins:changed` after a placed bet (see use-submit-bet.ts). What is missing is only the call:
 * `POST /ng/bet-submit` does not exist yet, so no request is made and the outcome says so.
 * Issue 4 replaces the body of `submitBet` with
 *   apiPostForm<BetSubmitResponse>(API_PATHS.betSubmit,
 *     { bet_amount, bet_event_id, bet_ratio }, { auth: true,
 *       headers: { [IDEMPOTENCY_KEY_HEADER]: submission.idempotencyKey } })
 * and maps the answer with `outcomeFromResponse` / `outcomeFromError` below.
 */
import type { BetSubmitResponse } from '@sportsbook/shared/contracts';

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
  { status: 'placed'; message: string } | { status: 'refused'; message: string };

/** SPEC section 8: the server answered without `status: success`. */
export const SUBMIT_NOT_SUCCESS_MESSAGE = 'Something went wrong. Please try again!';
/** Shown until `POST /ng/bet-submit` exists (issue 4). */
export const SUBMIT_NOT_AVAILABLE_MESSAGE = 'Placing bets is not available yet.';
/** Success text when the server gives none. */
export const SUBMIT_SUCCESS_DEFAULT_MESSAGE = 'Your bet has been placed.';

/** Maps a `POST /ng/bet-submit` answer to an outcome (SPEC section 8). */
export function outcomeFromResponse(body: Partial<BetSubmitResponse> | null): SubmitOutcome {
  if (body?.status === 'success') {
    return { status: 'placed', message: body.message || SUBMIT_SUCCESS_DEFAULT_MESSAGE };
  }
  return { status: 'refused', message: SUBMIT_NOT_SUCCESS_MESSAGE };
}

/**
 * Maps a failed request to an outcome: the server's `errors.message`, which the shared API client
 * already puts in the error's message (SPEC section 8).
 */
export function outcomeFromError(error: unknown): SubmitOutcome {
  const message = error instanceof Error && error.message ? error.message : '';
  return { status: 'refused', message: message || SUBMIT_NOT_SUCCESS_MESSAGE };
}

/** Places a bet for the logged-in user. See the comment at the top of this file. */
export async function submitBet(submission: BetSubmission): Promise<SubmitOutcome> {
  void submission;
  return { status: 'refused', message: SUBMIT_NOT_AVAILABLE_MESSAGE };
}

/** A fresh idempotency key; falls back for pages served over plain HTTP on another address. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
