/**
 * The slip's attempts (the shared rule, `IdempotentAttempts` of `@sportsbook/shared/api`: one
 * Idempotency-Key per attempt, reused until the outcome is known). An attempted bet is a bet event
 * and a stake: a retry sends the attempt exactly as it was first sent (its odds and its key), so
 * the server replays the first answer and never places a second bet.
 *
 * Unknown attempts are kept in sessionStorage, so a reload of the tab (what people do after a
 * network error) or an emptied and refilled slip still retries with the same key. Where storage is
 * unavailable they live as long as the slip.
 */
import { IdempotentAttempts, type AttemptStorage } from '@sportsbook/shared/api';
import type { BetSubmission } from './submit-bet';

/** What the slip wants to bet: the key comes from the attempt. */
export type BetIntent = Omit<BetSubmission, 'idempotencyKey'>;

/**
 * sessionStorage key of the unknown attempts: a JSON array of `BetSubmission`s. A wire between the
 * slip's builds in one tab (a reload may load a newer one): never renamed or reshaped.
 */
export const ATTEMPTS_STORAGE_KEY = 'sportsbook:betslip:unconfirmed-attempts';

function isBetIntent(value: unknown): value is BetIntent {
  if (typeof value !== 'object' || value === null) return false;
  const { betEventId, stake, odds } = value as Record<string, unknown>;
  return typeof betEventId === 'number' && typeof stake === 'number' && typeof odds === 'number';
}

/** The slip's attempts, one per bet event and stake, kept in `storage` (null: in memory). */
export function betAttempts(
  storage: AttemptStorage | null,
  newKey?: () => string,
): IdempotentAttempts<BetIntent> {
  return new IdempotentAttempts<BetIntent>({
    identify: (bet) => `${bet.betEventId}:${bet.stake}`,
    storage: { storage, storageKey: ATTEMPTS_STORAGE_KEY, isRequest: isBetIntent },
    ...(newKey ? { newKey } : {}),
  });
}
