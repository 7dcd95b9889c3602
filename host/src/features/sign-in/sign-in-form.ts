/** The sign-in form's rules (SPEC section 5, messages exactly) and the Remember choice. */
import { VALIDATION_MESSAGES } from '@sportsbook/shared/contracts';

export interface SignInValues {
  username: string;
  password: string;
}

export type SignInField = keyof SignInValues;
export type SignInErrors = Partial<Record<SignInField, string>>;

export const SIGN_IN_MESSAGES = {
  usernameRequired: VALIDATION_MESSAGES.usernameRequired,
  passwordRequired: VALIDATION_MESSAGES.passwordRequired,
} as const;

export function signInFieldError(field: SignInField, value: string): string | null {
  if (field === 'username') return value.trim() === '' ? SIGN_IN_MESSAGES.usernameRequired : null;
  return value === '' ? SIGN_IN_MESSAGES.passwordRequired : null;
}

export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of ['username', 'password'] as const) {
    const problem = signInFieldError(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * Remember: the username (never the password) is kept in this browser's localStorage and filled
 * in next time, with the box ticked. Unticking it and signing in forgets it. The session itself
 * does not depend on it: the refresh token cookie has no expiry either way (SPEC section 4).
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
