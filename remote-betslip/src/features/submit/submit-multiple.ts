/**
 * The multiple (issue 32): `POST /ng/multiple-bet-submit` with the one stake, the selections and
 * the odds the slip showed for each, under the attempt's idempotency key. Answers are read as for
 * a single (submit-bet.ts), so the slip tells them in the same words.
 */
import {
  ApiError,
  IdempotentAttempts,
  placeMultipleBet,
  type AttemptStorage,
} from '@sportsbook/shared/api';
import {
  ODDS_CHANGED_MESSAGE,
  SUBMIT_NOT_SUCCESS_MESSAGE,
  outcomeFromError,
  outcomeFromResponse,
  type SubmitOutcome,
} from './submit-bet';
import type { PlacedBet } from '@sportsbook/shared/contracts';

/** What the slip wants to bet as one multiple. */
export interface MultipleIntent {
  /** The selections (bet event ids), in the slip's order. */
  betEventIds: number[];
  /** Coins. */
  stake: number;
  /** The odds the slip showed for each selection, in the same order. */
  odds: number[];
}

/** How a multiple's submission ended; moved odds name the legs that moved. */
export type MultipleOutcome =
  | Exclude<SubmitOutcome, { status: 'odds-changed' | 'placed' | 'market-locked' }>
  /** `betEventId`: the leg whose market is locked, when the server says (`errors.bet_event_ids`). */
  | { status: 'market-locked'; message: string; betEventId?: number }
  /** `bet`: the multiple as placed (its possible win may be capped). */
  | { status: 'placed'; message: string; bet?: PlacedBet }
  | { status: 'odds-changed'; message: string; odds: { betEventId: number; odds: number }[] };

/**
 * sessionStorage key of the multiples whose outcome is unknown: a JSON array of attempts. A wire
 * between the slip's builds in one tab: never renamed or reshaped.
 */
export const MULTIPLE_ATTEMPTS_STORAGE_KEY = 'sportsbook:betslip:unconfirmed-multiples';

function isMultipleIntent(value: unknown): value is MultipleIntent {
  if (typeof value !== 'object' || value === null) return false;
  const { betEventIds, stake, odds } = value as Record<string, unknown>;
  const numbers = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'number');
  return numbers(betEventIds) && typeof stake === 'number' && numbers(odds);
}

/**
 * The slip's multiples by shared's rule (one key per attempt, reused until the outcome is known):
 * an attempt is the set of selections in order and the stake; a retry resends the odds first sent.
 */
export function multipleAttempts(
  storage: AttemptStorage | null,
  newKey?: () => string,
): IdempotentAttempts<MultipleIntent> {
  return new IdempotentAttempts<MultipleIntent>({
    identify: (bet) => `${bet.betEventIds.join(',')}:${bet.stake}`,
    storage: {
      storage,
      storageKey: MULTIPLE_ATTEMPTS_STORAGE_KEY,
      isRequest: isMultipleIntent,
    },
    ...(newKey ? { newKey } : {}),
  });
}

/**
 * The legs whose odds moved, from an ODDS_CHANGED refusal: `errors.bet_ratios` (the current odds
 * of every leg, comma-separated in the order sent), or `errors.bet_ratio` with
 * `errors.bet_event_id` for one leg. Null when neither is usable.
 */
function movedLegs(
  intent: MultipleIntent,
  fieldErrors: Record<string, string>,
): { betEventId: number; odds: number }[] | null {
  const price = (text: string | undefined) => {
    const odds = Number(text);
    return Number.isFinite(odds) && odds > 0 ? odds : null;
  };
  if (fieldErrors.bet_ratios !== undefined) {
    const all = fieldErrors.bet_ratios.split(',').map((text) => price(text.trim()));
    if (all.length !== intent.betEventIds.length) return null;
    const legs = intent.betEventIds.map((betEventId, index) => ({
      betEventId,
      odds: all[index],
    }));
    if (legs.some((leg) => leg.odds === null)) return null;
    return legs.flatMap((leg, index) =>
      leg.odds !== null && leg.odds !== intent.odds[index]
        ? [{ betEventId: leg.betEventId, odds: leg.odds }]
        : [],
    );
  }
  const odds = price(fieldErrors.bet_ratio);
  const betEventId = Number(fieldErrors.bet_event_id);
  if (odds === null || !intent.betEventIds.includes(betEventId)) return null;
  return [{ betEventId, odds }];
}

/** Places a multiple for the logged-in user; never throws, every ending is an outcome. */
export async function submitMultiple(
  intent: MultipleIntent,
  idempotencyKey: string,
): Promise<MultipleOutcome> {
  try {
    const body = await placeMultipleBet(
      {
        bet_amount: intent.stake,
        bet_event_ids: intent.betEventIds.join(','),
        bet_ratios: intent.odds.join(','),
      },
      idempotencyKey,
    );
    const outcome = outcomeFromResponse(body);
    return outcome.status === 'placed'
      ? { ...outcome, bet: body.data }
      : { status: 'unconfirmed', message: outcome.message };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ODDS_CHANGED') {
      const legs = movedLegs(intent, error.fieldErrors);
      if (legs && legs.length > 0) {
        return { status: 'odds-changed', message: ODDS_CHANGED_MESSAGE, odds: legs };
      }
      return { status: 'refused', message: error.message || SUBMIT_NOT_SUCCESS_MESSAGE };
    }
    const outcome = outcomeFromError(error);
    if (outcome.status === 'market-locked' && error instanceof ApiError) {
      const betEventId = Number(error.fieldErrors.bet_event_ids);
      return intent.betEventIds.includes(betEventId) ? { ...outcome, betEventId } : outcome;
    }
    // Only an ODDS_CHANGED refusal, read above, is an odds-changed outcome.
    return outcome.status === 'odds-changed'
      ? { status: 'refused', message: outcome.message }
      : outcome;
  }
}
