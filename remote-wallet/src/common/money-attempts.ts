/**
 * One Idempotency-Key per attempted wallet request (deposit, withdrawal, coin transfer). An attempt
 * is the exact form the bettor sends. While its outcome is unknown (a timeout, a network failure,
 * a 5xx) pressing the button again with the same form sends the same key, so the server replays
 * its first answer and the coins move once. Once the outcome is known (accepted, or refused with a
 * 4xx, or no session so nothing was sent) the attempt is forgotten: the next press is a new
 * request with a new key, as is any press with a changed form.
 *
 * Attempts live in memory only, for the life of the page: the form holds a password, which is
 * never written to storage.
 */
import { ApiError, newIdempotencyKey } from '@sportsbook/shared/api';

/** True when the failure says for sure that the server did nothing with the request. */
export function outcomeKnown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === null) return error.code === 'UNAUTHENTICATED';
  return error.status >= 400 && error.status < 500;
}

export class MoneyAttempts<T> {
  private unconfirmed = new Map<string, string>();

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  /**
   * Sends the form with the key of its attempt, and forgets the attempt once its outcome is
   * known. Resolves or rejects as `send` does.
   */
  async send<R>(form: T, send: (form: T, idempotencyKey: string) => Promise<R>): Promise<R> {
    const fingerprint = JSON.stringify(form);
    const key = this.unconfirmed.get(fingerprint) ?? this.newKey();
    this.unconfirmed.set(fingerprint, key);
    try {
      const result = await send(form, key);
      this.unconfirmed.delete(fingerprint);
      return result;
    } catch (error) {
      if (outcomeKnown(error)) this.unconfirmed.delete(fingerprint);
      throw error;
    }
  }
}
