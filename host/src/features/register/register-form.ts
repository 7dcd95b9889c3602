/** The registration form's rules: SPEC section 5, messages exactly, checked field by field. */
import {
  confirmProblem,
  emailProblem,
  PASSWORD_MIN_LENGTH,
  phoneProblem,
  VALIDATION_MESSAGES,
} from '@sportsbook/shared/contracts';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  /** The 11 digits after the country's phone code. */
  phone: string;
  /** Ids as the selects hold them. */
  country: string;
  club: string;
  sponsorname: string;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const REGISTER_FIELDS: readonly RegisterField[] = [
  'username',
  'email',
  'password',
  'password_confirm',
  'phone',
  'country',
  'club',
  'sponsorname',
];

export const REGISTER_MESSAGES = {
  ...VALIDATION_MESSAGES,
  countryRequired: 'Country required',
  clubRequired: 'Club required',
} as const;

/** The first problem of one field, or null. Confirm Password is checked against Password. */
export function registerFieldError(field: RegisterField, values: RegisterValues): string | null {
  const value = values[field];
  switch (field) {
    case 'username':
      return value.trim() === '' ? REGISTER_MESSAGES.usernameRequired : null;
    case 'email':
      return emailProblem(value.trim());
    case 'password':
      if (value === '') return REGISTER_MESSAGES.passwordRequired;
      return value.length < PASSWORD_MIN_LENGTH ? REGISTER_MESSAGES.passwordTooShort : null;
    case 'password_confirm':
      return confirmProblem(value, values.password);
    case 'phone':
      return phoneProblem(value.trim());
    case 'country':
      return value === '' ? REGISTER_MESSAGES.countryRequired : null;
    case 'club':
      return value === '' ? REGISTER_MESSAGES.clubRequired : null;
    case 'sponsorname':
      return null;
  }
}

export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELDS) {
    const problem = registerFieldError(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Server field errors (`errors.<field>`) that belong to a field of this form. */
export function fieldErrorsFromServer(fieldErrors: Record<string, unknown>): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELDS) {
    const problem = fieldErrors[field];
    if (typeof problem === 'string' && problem) errors[field] = problem;
  }
  return errors;
}
