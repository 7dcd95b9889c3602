/**
 * One Idempotency-Key per attempted bet. An attempt is a bet event and a stake; while its outcome
 * is unknown (the request timed out, the network failed, the server answered 5xx) every press of
 * Submit Bet for the same event and stake sends that attempt again, exactly as it was first sent
 * (its odds and its key), so the server replays the first answer and never places a second bet.
 * Once the outcome is known (placed, or refused by the server) the attempt is forgotten: the next
 * press is a new attempt with a new key, as is any press for another event or another stake.
 *
 * Unconfirmed attempts are kept in sessionStorage, so a reload of the tab (what people do after a
 * network error) or an emptied and refilled slip still retries with the same key. Where storage is
 * unavailable they live as long as this object.
 */
import { newIdempotencyKey } from '@sportsbook/shared/api';
import type { BetSubmission } from './submit-bet';

/** What the slip wants to bet: the key comes from the attempt. */
export type BetIntent = Omit<BetSubmission, 'idempotencyKey'>;

/** The storage the attempts survive a reload in (sessionStorage in the browser). */
export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage key of the unconfirmed attempts. */
export const ATTEMPTS_STORAGE_KEY = 'sportsbook:betslip:unconfirmed-attempts';

/** The oldest unconfirmed attempts beyond this many are forgotten. */
export const MAX_UNCONFIRMED_ATTEMPTS = 20;

function isSubmission(value: unknown): value is BetSubmission {
  if (typeof value !== 'object' || value === null) return false;
  const { betEventId, stake, odds, idempotencyKey } = value as Record<string, unknown>;
  return (
    typeof betEventId === 'number' &&
    typeof stake === 'number' &&
    typeof odds === 'number' &&
    typeof idempotencyKey === 'string'
  );
}

/** The browser's sessionStorage, or null where reading it throws (storage disabled). */
export function browserSessionStorage(): AttemptStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export class BetAttempts {
  /** The attempts as last written; the whole truth once the storage has failed. */
  private memory: BetSubmission[] = [];
  private storage: AttemptStorage | null;

  constructor(
    storage: AttemptStorage | null,
    private readonly newKey: () => string = newIdempotencyKey,
  ) {
    this.storage = storage;
  }

  /**
   * What to send for this bet: the unconfirmed attempt at the same event and stake, unchanged, or
   * a new attempt with a fresh key (remembered until `settle`).
   */
  attemptFor(intent: BetIntent): BetSubmission {
    const attempts = this.read();
    const pending = attempts.find(
      (attempt) => attempt.betEventId === intent.betEventId && attempt.stake === intent.stake,
    );
    if (pending) return pending;
    const attempt: BetSubmission = { ...intent, idempotencyKey: this.newKey() };
    this.write([...attempts, attempt].slice(-MAX_UNCONFIRMED_ATTEMPTS));
    return attempt;
  }

  /** The attempt's outcome is known: the next press for that bet is a new attempt. */
  settle(attempt: BetSubmission): void {
    this.write(this.read().filter((each) => each.idempotencyKey !== attempt.idempotencyKey));
  }

  private read(): BetSubmission[] {
    if (!this.storage) return this.memory;
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(ATTEMPTS_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isSubmission) : [];
    } catch {
      // Unreadable storage, or not our JSON: remember in memory from now on.
      this.storage = null;
      return this.memory;
    }
  }

  private write(attempts: BetSubmission[]): void {
    this.memory = attempts;
    if (!this.storage) return;
    try {
      this.storage.setItem(ATTEMPTS_STORAGE_KEY, JSON.stringify(attempts));
    } catch {
      // Full or disabled storage: the attempts live in memory from now on.
      this.storage = null;
    }
  }
}
