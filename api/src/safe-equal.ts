/**
 * The one constant-time comparison of secrets in the API: the OAuth client's id and secret, a
 * Pusher signature, a channel auth, a trigger's body hash. Both texts are hashed first, so the
 * comparison takes as long whatever either text is, its length included.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Whether `a` and `b` are the same text, in a time that says nothing about either. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Whether an Authorization header is `Bearer <token>` for the configured `token` (a scraper's
 * `/metrics` token); never when no token is configured.
 */
export function bearerMatches(header: string | undefined, token: string | null): boolean {
  if (token === null || header === undefined || !header.startsWith('Bearer ')) return false;
  return safeEqual(header.slice('Bearer '.length), token);
}
