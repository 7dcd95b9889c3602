/**
 * The Idempotency-Key maker, in a module of its own that imports nothing, so
 * `@sportsbook/shared/api/attempts` loads no HTTP client (account.ts re-exports it as before).
 */

/** A fresh idempotency key for one submission (random UUID; pages on plain HTTP get 128 random bits). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
