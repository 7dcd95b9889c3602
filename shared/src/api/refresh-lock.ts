/**
 * One token refresh at a time in the whole page and across tabs, whichever build of shared asks.
 *
 * A remote built against a newer shared loads its own copy of this client next to the host's
 * (docs/shared-code.md), and each copy has its own module state. The server rotates refresh
 * tokens and revokes the whole family when one is presented twice (RFC 9700), which would sign
 * the user out; so the copies must agree on who refreshes without sharing a JS object. The wire
 * is the Web Locks API: a lock is named per origin, so every copy (and every tab) queues on the
 * same name, and the one that gets the lock re-reads the cookies before refreshing.
 *
 * Where Web Locks are missing (a plain-http origin other than localhost, an old browser) the
 * copies of one page queue on a promise chain kept on the page's global object under a
 * registry symbol (`Symbol.for`), which every copy resolves to the same key.
 */

/** The lock's name: part of the wire between builds of shared, never to be changed. */
export const TOKEN_REFRESH_LOCK = 'sportsbook:token-refresh';

const PAGE_LOCK_KEY = Symbol.for('sportsbook:token-refresh');

type PageLockHolder = Record<symbol, Promise<unknown> | undefined>;

function webLocks(): LockManager | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return null;
  return navigator.locks ?? null;
}

async function underWebLock<T>(locks: LockManager, work: () => Promise<T>): Promise<T> {
  return await locks.request(TOKEN_REFRESH_LOCK, work);
}

/** Runs `work` when no other copy of the client, in this page or another tab, is refreshing. */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) return underWebLock(locks, work);
  const holder = globalThis as unknown as PageLockHolder;
  const previous = holder[PAGE_LOCK_KEY] ?? Promise.resolve();
  const run = previous.then(() => work());
  // The next caller waits for this one to settle, whether it succeeded or not.
  holder[PAGE_LOCK_KEY] = run.catch(() => undefined);
  return run;
}
