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
