/** The registration form's rules: SPEC section 5, messages exactly, checked field by field. */

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
  countryRequired: 'Country required',
  clubRequired: 'Club required',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 11;
// The API's pattern: one @, something before it, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The first problem of one field, or null. Confirm Password is checked against Password. */
export function registerFieldError(field: RegisterField, values: RegisterValues): string | null {
  const value = values[field];
  switch (field) {
    case 'username':
      return value.trim() === '' ? REGISTER_MESSAGES.usernameRequired : null;
    case 'email':
      if (value.trim() === '') return REGISTER_MESSAGES.emailRequired;
      return EMAIL_PATTERN.test(value.trim()) ? null : REGISTER_MESSAGES.emailInvalid;
    case 'password':
      if (value === '') return REGISTER_MESSAGES.passwordRequired;
      return value.length < PASSWORD_MIN_LENGTH ? REGISTER_MESSAGES.passwordTooShort : null;
    case 'password_confirm':
      if (value === '') return REGISTER_MESSAGES.confirmRequired;
      return value === values.password ? null : REGISTER_MESSAGES.confirmMismatch;
    case 'phone': {
      const phone = value.trim();
      if (phone === '') return REGISTER_MESSAGES.phoneRequired;
      if (phone.length !== PHONE_LENGTH) return REGISTER_MESSAGES.phoneLength;
      return /^\d+$/.test(phone) ? null : REGISTER_MESSAGES.phoneDigits;
    }
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
