/**
 * The form rules of SPEC section 5 that the browser and the API both apply, with SPEC's messages
 * exactly. Keeping them here means a message cannot drift between the form and the server.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Phone and account numbers are exactly this many digits. */
export const PHONE_LENGTH = 11;
/** One @, something before it, a dot in the domain, no spaces: what a person can mistype. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const VALIDATION_MESSAGES = {
  usernameRequired: 'Username required',
  emailRequired: 'Email required',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password required',
  passwordTooShort: 'Password must be minimum 8 characters',
  confirmRequired: 'Confirm Password required',
  confirmMismatch: 'Password not match',
  phoneRequired: 'Phone required',
  phoneLength: 'Phone number must be 11 digit',
  phoneDigits: 'Please enter a number',
} as const;

/** Email: required, then the pattern. Expects the value trimmed. */
export function emailProblem(email: string): string | null {
  if (email === '') return VALIDATION_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email) ? null : VALIDATION_MESSAGES.emailInvalid;
}

/** Phone: required, then exactly 11 characters, then digits only (SPEC's order). Expects it trimmed. */
export function phoneProblem(phone: string): string | null {
  if (phone === '') return VALIDATION_MESSAGES.phoneRequired;
  if (phone.length !== PHONE_LENGTH) return VALIDATION_MESSAGES.phoneLength;
  return /^\d+$/.test(phone) ? null : VALIDATION_MESSAGES.phoneDigits;
}

/** Confirm Password: required, then equal to the password. */
export function confirmProblem(confirm: string, password: string): string | null {
  if (confirm === '') return VALIDATION_MESSAGES.confirmRequired;
  return confirm === password ? null : VALIDATION_MESSAGES.confirmMismatch;
}
