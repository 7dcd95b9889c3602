/**
 * Registration: SPEC section 5's rules are shared's `registerSchema` (the form validates with the
 * same schema, so each message exists once); this file adds what only the server knows (a taken
 * username or email) and turns the cleaned form into a new user's input.
 */
import {
  checkForm,
  formFieldsOf,
  registerSchema,
  type FormErrors,
  type RegisterForm,
  type SignupRequest,
} from '@sportsbook/shared/contracts';

export const SIGNUP_MESSAGES = {
  usernameTaken: 'The username has already been taken.',
  emailTaken: 'The email has already been taken.',
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

/** The registration's fields, in the order of the form. */
export const SIGNUP_FIELDS = formFieldsOf(registerSchema);

export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupFieldErrors = FormErrors<SignupField>;

/** The new-password rules shared by signup and the operators' `set-password`. */
export function passwordProblem(password: string): string | null {
  const result = checkForm(registerSchema.pick(['password']), { password });
  return result.ok ? null : (result.errors.password ?? null);
}

function toInput(values: RegisterForm): SignupInput {
  return {
    username: values.username,
    email: values.email.toLowerCase(),
    password: values.password,
    phone: values.phone,
    countryId: Number(values.country),
    clubId: Number(values.club),
    sponsorname: values.sponsorname === '' ? null : values.sponsorname,
  };
}

/** The schema's verdict: a new user's input, or each field's first problem. */
export function checkSignupForm(form: SignupForm): {
  input: SignupInput | null;
  errors: SignupFieldErrors;
} {
  const result = checkForm(registerSchema, form);
  return result.ok
    ? { input: toInput(result.values), errors: {} }
    : { input: null, errors: { ...result.errors } };
}
