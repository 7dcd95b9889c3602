/**
 * The field rules of SPEC section 5 as yup rules, with SPEC's messages exactly (SPEC-READINGS.md
 * "Validation messages"). Every message exists here once: the forms (through react-hook-form) and
 * the API (as its first validation layer) use the schemas of `form-schemas.ts`, built from these.
 * Values are form values: text, as an input holds it and as form data carries it.
 */
import { string, ValidationError } from 'yup';
import type { AnyObjectSchema, InferType } from 'yup';

export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused (argon2 hashes any length; this bounds the work per request). */
export const PASSWORD_MAX_LENGTH = 128;
/** Phone and account numbers are exactly this many digits. */
export const PHONE_LENGTH = 11;
/** One @, something before it, a dot in the domain, no spaces: what a person can mistype. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * A complaint's subject and description fit what an operator reads at a glance; the description's
 * limit is also the API's cap on any form field, so the form says it before the server would.
 */
export const COMPLAINT_SUBJECT_MAX_LENGTH = 150;
export const COMPLAINT_DESCRIPTION_MAX_LENGTH = 1000;
/** Usernames (and so sponsor names): 3 to 30 letters, digits, dots, dashes or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

export const VALIDATION_MESSAGES = {
  usernameRequired: 'Username required',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
  loginRequired: 'Username or email required',
  emailRequired: 'Email required',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password required',
  /** Register's length message; the password change has its own (SPEC-READINGS.md). */
  passwordTooShort: 'Password must be minimum 8 characters',
  newPasswordTooShort: 'Minimum 8 characters',
  passwordTooLong: 'Password must be at most 128 characters.',
  confirmRequired: 'Confirm Password required',
  confirmMismatch: 'Password not match',
  phoneRequired: 'Phone required',
  phoneLength: 'Phone number must be 11 digit',
  /** Phone and account numbers: digits only. */
  digitsOnly: 'Please enter a number',
  countryRequired: 'Country required',
  countryInvalid: 'Select a valid country',
  clubRequired: 'Club required',
  clubInvalid: 'Select a valid club',
  sponsorUnknown: 'The sponsor name does not match any user.',
  subjectRequired: 'Subject required',
  descriptionRequired: 'Description required',
  subjectTooLong: 'Subject must be at most 150 characters.',
  descriptionTooLong: 'Description must be at most 1000 characters.',
  coinRequired: 'Coin required',
  coinNotPositive: 'Coin must be greater than 0',
  coinNotANumber: 'Coin must be a number.',
  coinDecimals: 'Coin can have at most 2 decimals.',
  amountRequired: 'Amount required',
  amountNotPositive: 'Amount must be greater than 0',
  amountNotANumber: 'Amount must be a number.',
  amountDecimals: 'Amount can have at most 2 decimals.',
  accountRequired: 'Account required',
  accountLength: 'Account number must be 11 digit',
  paymentMethodRequired: 'Payment method required',
  depositNotAvailable: 'Deposit Not Available',
  paymentNotSupported: 'Payment not supported now!',
  paymentTypeRequired: 'Select Payment Mathod',
} as const;

const M = VALIDATION_MESSAGES;

/** A form schema of `form-schemas.ts`, and the cleaned values it answers (for code without yup). */
export type FormSchema = AnyObjectSchema;
export type FormOutput<S extends FormSchema> = InferType<S>;

/** Every field of a form, as text: what the inputs hold and what form data carries. */
export type FormValues<T> = { [K in keyof T]-?: string };

/** A form's problems: each field's first one, in SPEC's order of rules. */
export type FormErrors<F extends PropertyKey = string> = Partial<Record<F, string>>;

/** Text with the spaces around it removed; missing and empty are "required". */
export function requiredText(requiredMessage: string) {
  return string().trim().required(requiredMessage);
}

/** A password as typed (never trimmed). */
export function password(requiredMessage: string = M.passwordRequired) {
  return string().required(requiredMessage);
}

/** A new password: required, at least 8, at most 128 characters. */
export function newPassword(tooShortMessage: string) {
  return password()
    .min(PASSWORD_MIN_LENGTH, tooShortMessage)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);
}

export function email() {
  return requiredText(M.emailRequired)
    .matches(EMAIL_PATTERN, M.emailInvalid)
    .max(EMAIL_MAX_LENGTH, M.emailInvalid);
}

const DIGITS = /^\d+$/;

/** Phone and account numbers: required, then exactly 11 characters, then digits (SPEC's order). */
export function elevenDigits(requiredMessage: string, lengthMessage: string) {
  return requiredText(requiredMessage)
    .length(PHONE_LENGTH, lengthMessage)
    .matches(DIGITS, { message: M.digitsOnly, excludeEmptyString: true });
}

export function phone() {
  return elevenDigits(M.phoneRequired, M.phoneLength);
}

/**
 * Ids as a select, a form post, a URL or the ops tool's command line write them: a positive 32-bit
 * integer written plainly (no sign, no leading zero, no spaces, no exponent). The one id rule of
 * the forms, the API's routes and its ops tool.
 */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
/** The largest id: ids are 32-bit integers on both databases. */
export const MAX_ID = 2_147_483_647;

/** `text` as an id, or null when it is not one written plainly (see ID_PATTERN). */
export function idOf(text: unknown): number | null {
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** The id of a choice of a select (country, club) or of a posted form: required, then a real id. */
export function choiceId(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).test(
    'id',
    invalidMessage,
    // idOf's rule, spelled out: the forms' bundles carry no more than they did.
    (value) => !value || (ID_PATTERN.test(value) && Number(value) <= MAX_ID),
  );
}

/** A decimal number as written, up to 12 whole digits; a sign is allowed so "-5" reads as a number. */
const NUMBER_PATTERN = /^-?\d{1,12}(\.\d+)?$/;
const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/**
 * An amount of coins (coin transfer, deposit, withdraw): required, a number, greater than 0
 * (SPEC-READINGS.md: 0 is refused), at most 2 decimals (coins are counted in hundredths).
 */
export function coinAmount(messages: {
  required: string;
  notANumber: string;
  notPositive: string;
  decimals: string;
}) {
  const isNumber = (value: string | undefined) => !!value && NUMBER_PATTERN.test(value);
  return requiredText(messages.required)
    .test('number', messages.notANumber, (value) => !value || isNumber(value))
    .test('positive', messages.notPositive, (value) => !isNumber(value) || Number(value) > 0)
    .test('decimals', messages.decimals, (value) => !isNumber(value) || TWO_DECIMALS.test(value!));
}

export function coins() {
  return coinAmount({
    required: M.coinRequired,
    notANumber: M.coinNotANumber,
    notPositive: M.coinNotPositive,
    decimals: M.coinDecimals,
  });
}

/** The fields of a form schema in the order they were declared: the order of the form. */
export function formFieldsOf<S extends AnyObjectSchema>(
  schema: S,
): (keyof InferType<S> & string)[] {
  return Object.keys(schema.fields) as (keyof InferType<S> & string)[];
}

/** The first problem in the form's own field order: the headline `errors.message`. */
export function firstFormError<S extends AnyObjectSchema>(
  schema: S,
  errors: FormErrors,
): string | undefined {
  for (const field of formFieldsOf(schema)) {
    const problem = errors[field];
    if (problem) return problem;
  }
  // A problem of a field the schema does not declare (added by a caller) still heads the body.
  return Object.values(errors).find((problem) => !!problem);
}

export type FormCheck<T> =
  { ok: true; values: T } | { ok: false; errors: FormErrors<keyof T & string>; message: string };

/**
 * Only the schema's own fields of a posted body. Unknown fields would be stripped anyway, but yup
 * looks each key up in the schema's fields as a plain object first, so a key named `constructor`
 * or `toString` finds a built-in function there and throws instead of being stripped.
 */
function knownFields(schema: AnyObjectSchema, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const known: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (Object.hasOwn(schema.fields, name)) known[name] = value;
  }
  return known;
}

/**
 * Runs a form schema over a body (a parsed form post, or the form's values): the cleaned values
 * (trimmed, unknown fields dropped), or each field's first problem and the form's first problem.
 * Synchronous: the rules of SPEC section 5 need no I/O.
 */
export function checkForm<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): FormCheck<InferType<S>> {
  try {
    const values = schema.validateSync(knownFields(schema, body), {
      abortEarly: false,
      stripUnknown: true,
    }) as InferType<S>;
    return { ok: true, values };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FormErrors = {};
    const issues = error.inner.length > 0 ? error.inner : [error];
    // Within a field yup reports its rules in the order they were declared: the first wins.
    for (const issue of issues) {
      const field = issue.path || 'form';
      if (errors[field] === undefined) errors[field] = issue.message;
    }
    return {
      ok: false,
      errors: errors as FormErrors<keyof InferType<S> & string>,
      message: firstFormError(schema, errors) ?? error.message,
    };
  }
}
