/**
 * Reuse the Idempotency-Key until the outcome is known: the one rule every money-moving form of
 * the client follows (the betslip's Submit Bet, the wallet's deposit, withdrawal, cancel and
 * transfer, the prediction entry). Since shared 2.9.0.
 *
 * An attempt is one request the bettor means (the betslip: a bet event and a stake; a wallet form:
 * the form as filled; a prediction: the team and the stake), sent with one key. While its outcome
 * is unknown, every press for the same request sends the attempt again exactly as it was first
 * sent (its fields and its key), so the server replays its first answer and the coins move once.
 * Once the outcome is known the attempt is forgotten, and the next press is a new attempt with a
 * new key. Several attempts can be unknown at once (the bettor changed the stake after a timeout
 * and changed it back): each keeps its own key.
 *
 * The outcome is known (`outcomeKnown`) when the server answered the request: it succeeded, or it
 * refused it with a 4xx after reading it. It is not known after a timeout, a network failure, a
 * 5xx, or an answer that turned the request away unread: no session (the client sent nothing, or
 * the server answered 401) and 429. In particular an expired session keeps the attempt: a bettor
 * whose Submit timed out, whose session then expired, signs in again and presses again expects the
 * one bet they may already have, not a second one; and an attempt never sent is harmless to keep
 * (its key is sent for the first time after signing in). The betslip, the wallet and prediction
 * all follow this one rule.
 */
import { ApiError } from './api-error';
import { newIdempotencyKey } from './idempotency-key';

/** One attempt: the request as first sent, and the key every retry of it sends. */
export interface IdempotentAttempt<T> {
  request: T;
  idempotencyKey: string;
}

/** Where unknown attempts survive a reload (sessionStorage in the browser). */
export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The oldest unknown attempts beyond this many are forgotten. */
export const MAX_UNKNOWN_ATTEMPTS = 20;

/** Codes of an answer that turned the request away before reading it: it says nothing of the attempt. */
const UNREAD: readonly string[] = ['UNAUTHENTICATED', 'RATE_LIMITED'];

/** True when the failure says for sure how the attempt ended (the server read it and refused it). */
export function outcomeKnown(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === null) return false;
  if (UNREAD.includes(error.code)) return false;
  return error.status >= 400 && error.status < 500;
}

/** The browser's sessionStorage, or null where there is none or reading it throws (disabled). */
export function browserSessionStorage(): AttemptStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface IdempotentAttemptsOptions<T> {
  /**
   * What makes two requests one attempt; by default the whole request (its JSON). Fields left out
   * (the betslip's odds) are sent as first sent by every retry.
   */
  identify?: (request: T) => string;
  /**
   * Keeps unknown attempts across a reload, as a JSON array of the request's fields plus
   * `idempotencyKey`, under `storageKey`. Leave it out for a request holding a password: attempts
   * then live as long as this object.
   */
  storage?: {
    storage: AttemptStorage | null;
    storageKey: string;
    isRequest: (value: unknown) => value is T;
  };
  /** Makes a new key (tests pass a counter). */
  newKey?: () => string;
}

export class IdempotentAttempts<T extends object> {
  /** The attempts as last written; the whole truth once the storage has failed. */
  private memory: IdempotentAttempt<T>[] = [];
  private storage: AttemptStorage | null;
  private readonly identify: (request: T) => string;
  private readonly newKey: () => string;

  constructor(private readonly options: IdempotentAttemptsOptions<T> = {}) {
    this.storage = options.storage?.storage ?? null;
    this.identify = options.identify ?? ((request) => JSON.stringify(request));
    this.newKey = options.newKey ?? newIdempotencyKey;
  }

  /**
   * What to send for this request: the unknown attempt with the same identity, unchanged, or a
   * new attempt with a new key (remembered until `settle`).
   */
  attemptFor(request: T): IdempotentAttempt<T> {
    const attempts = this.read();
    const identity = this.identify(request);
    const pending = attempts.find((attempt) => this.identify(attempt.request) === identity);
    if (pending) return pending;
    const attempt = { request, idempotencyKey: this.newKey() };
    this.write([...attempts, attempt].slice(-MAX_UNKNOWN_ATTEMPTS));
    return attempt;
  }

  /** The attempt's outcome is known: the next press for that request is a new attempt. */
  settle(attempt: IdempotentAttempt<T>): void {
    this.write(this.read().filter((each) => each.idempotencyKey !== attempt.idempotencyKey));
  }

  /**
   * Sends the request's attempt with `send`, and settles it when `send` resolves or fails with a
   * known outcome (`outcomeKnown`). Resolves or rejects as `send` does.
   */
  async send<R>(request: T, send: (request: T, idempotencyKey: string) => Promise<R>): Promise<R> {
    const attempt = this.attemptFor(request);
    try {
      const result = await send(attempt.request, attempt.idempotencyKey);
      this.settle(attempt);
      return result;
    } catch (error) {
      if (outcomeKnown(error)) this.settle(attempt);
      throw error;
    }
  }

  private read(): IdempotentAttempt<T>[] {
    const stored = this.options.storage;
    if (!this.storage || !stored) return this.memory;
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(stored.storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null) return [];
        const { idempotencyKey, ...request } = item as Record<string, unknown>;
        if (typeof idempotencyKey !== 'string' || !stored.isRequest(request)) return [];
        return [{ request, idempotencyKey }];
      });
    } catch {
      // Unreadable storage, or not our JSON: remember in memory from now on.
      this.storage = null;
      return this.memory;
    }
  }

  private write(attempts: IdempotentAttempt<T>[]): void {
    this.memory = attempts;
    const stored = this.options.storage;
    if (!this.storage || !stored) return;
    try {
      const items = attempts.map(({ request, idempotencyKey }) => ({ ...request, idempotencyKey }));
      this.storage.setItem(stored.storageKey, JSON.stringify(items));
    } catch {
      // Full or disabled storage: the attempts live in memory from now on.
      this.storage = null;
    }
  }
}
