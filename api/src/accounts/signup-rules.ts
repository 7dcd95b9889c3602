/**
 * The registration rules of SPEC section 5, with its messages exactly. Each field reports its first
 * problem; the first problem of the form (in field order) is the headline `errors.message`.
 */
import {
  confirmProblem,
  emailProblem,
  PASSWORD_MIN_LENGTH,
  phoneProblem,
  VALIDATION_MESSAGES,
  type SignupRequest,
} from '@sportsbook/shared/contracts';

export const SIGNUP_MESSAGES = {
  ...VALIDATION_MESSAGES,
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
  usernameTaken: 'The username has already been taken.',
  emailTaken: 'The email has already been taken.',
  passwordTooLong: 'Password must be at most 128 characters.',
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
const MAX_EMAIL_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
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

  const emailError =
    emailProblem(email) ?? (email.length > MAX_EMAIL_LENGTH ? SIGNUP_MESSAGES.emailInvalid : null);
  if (emailError) errors.email = emailError;

  const passwordError = passwordProblem(password);
  if (passwordError) errors.password = passwordError;

  const confirmError = confirmProblem(confirm, password);
  if (confirmError) errors.password_confirm = confirmError;

  const phoneError = phoneProblem(phone);
  if (phoneError) errors.phone = phoneError;

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
