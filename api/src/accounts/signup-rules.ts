/**
 * The registration rules of SPEC section 5, with its messages exactly. Each field reports its first
 * problem; the first problem of the form (in field order) is the headline `errors.message`.
 */
import type { SignupRequest } from '@sportsbook/shared/contracts';

export const SIGNUP_MESSAGES = {
  usernameRequired: 'Username required',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
  usernameTaken: 'The username has already been taken.',
  emailRequired: 'Email required',
  emailInvalid: 'Enter a valid email',
  emailTaken: 'The email has already been taken.',
  passwordRequired: 'Password required',
  passwordTooShort: 'Password must be minimum 8 characters',
  passwordTooLong: 'Password must be at most 128 characters.',
  confirmRequired: 'Confirm Password required',
  confirmMismatch: 'Password not match',
  phoneRequired: 'Phone required',
  phoneLength: 'Phone number must be 11 digit',
  phoneDigits: 'Please enter a number',
  countryRequired: 'Country required',
  countryInvalid: 'Select a valid country',
  clubRequired: 'Club required',
  clubInvalid: 'Select a valid club',
  sponsorUnknown: 'The sponsor name does not match any user.',
} as const;

/** The form as it arrives: every field a string, any of them missing. */
export type SignupForm = Partial<Record<keyof SignupRequest, string>>;

/** The form after the rules: trimmed, email lower-cased, ids parsed. */
export interface SignupInput {
  username: string;
  email: string;
  password: string;
  phone: string;
  countryId: number;
  clubId: number;
  sponsorname: string | null;
}

export const SIGNUP_FIELD_ORDER = [
  'username',
  'email',
  'password',
  'password_confirm',
  'phone',
  'country',
  'club',
  'sponsorname',
] as const;

export type SignupField = (typeof SIGNUP_FIELD_ORDER)[number];
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
// One @, something before it, a dot in the domain, no spaces: what a person can type by mistake.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PHONE_LENGTH = 11;
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

function parseId(value: string): number | null {
  return ID_PATTERN.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** The new-password rules shared by signup and the operators' `set-password`. */
export function passwordProblem(password: string): string | null {
  if (password === '') return SIGNUP_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return SIGNUP_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return SIGNUP_MESSAGES.passwordTooLong;
  return null;
}

export function checkSignupForm(form: SignupForm): {
  input: SignupInput | null;
  errors: SignupFieldErrors;
} {
  const errors: SignupFieldErrors = {};
  const username = (form.username ?? '').trim();
  const email = (form.email ?? '').trim().toLowerCase();
  const password = form.password ?? '';
  const confirm = form.password_confirm ?? '';
  const phone = (form.phone ?? '').trim();
  const country = (form.country ?? '').trim();
  const club = (form.club ?? '').trim();
  const sponsorname = (form.sponsorname ?? '').trim();

  if (username === '') errors.username = SIGNUP_MESSAGES.usernameRequired;
  else if (!USERNAME_PATTERN.test(username)) errors.username = SIGNUP_MESSAGES.usernameInvalid;

  if (email === '') errors.email = SIGNUP_MESSAGES.emailRequired;
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    errors.email = SIGNUP_MESSAGES.emailInvalid;
  }

  const passwordError = passwordProblem(password);
  if (passwordError) errors.password = passwordError;

  if (confirm === '') errors.password_confirm = SIGNUP_MESSAGES.confirmRequired;
  else if (confirm !== password) errors.password_confirm = SIGNUP_MESSAGES.confirmMismatch;

  if (phone === '') errors.phone = SIGNUP_MESSAGES.phoneRequired;
  else if (phone.length !== PHONE_LENGTH) errors.phone = SIGNUP_MESSAGES.phoneLength;
  else if (!/^\d+$/.test(phone)) errors.phone = SIGNUP_MESSAGES.phoneDigits;

  const countryId = parseId(country);
  if (country === '') errors.country = SIGNUP_MESSAGES.countryRequired;
  else if (countryId === null) errors.country = SIGNUP_MESSAGES.countryInvalid;

  const clubId = parseId(club);
  if (club === '') errors.club = SIGNUP_MESSAGES.clubRequired;
  else if (clubId === null) errors.club = SIGNUP_MESSAGES.clubInvalid;

  if (sponsorname !== '' && !USERNAME_PATTERN.test(sponsorname)) {
    errors.sponsorname = SIGNUP_MESSAGES.sponsorUnknown;
  }

  if (Object.keys(errors).length > 0 || countryId === null || clubId === null) {
    return { input: null, errors };
  }
  return {
    input: {
      username,
      email,
      password,
      phone,
      countryId,
      clubId,
      sponsorname: sponsorname === '' ? null : sponsorname,
    },
    errors,
  };
}

/** The first problem in field order: the headline of the error body. */
export function firstProblem(errors: SignupFieldErrors): string | null {
  for (const field of SIGNUP_FIELD_ORDER) {
    const problem = errors[field];
    if (problem) return problem;
  }
  return null;
}
