/**
 * Remember: the username (never the password) is kept in this browser's localStorage and filled
 * in next time, with the box ticked. Unticking it and signing in forgets it. The session follows
 * the same box: ticked, it outlives a browser restart (`signInWithPassword`).
 */
export const REMEMBERED_USERNAME_KEY = 'sb-remembered-username';

export function readRememberedUsername(): string | null {
  try {
    return window.localStorage.getItem(REMEMBERED_USERNAME_KEY);
  } catch {
    return null;
  }
}

export function rememberUsername(username: string | null): void {
  try {
    if (username) window.localStorage.setItem(REMEMBERED_USERNAME_KEY, username);
    else window.localStorage.removeItem(REMEMBERED_USERNAME_KEY);
  } catch {
    // Storage can be off (private mode); Remember then simply does nothing.
  }
}
