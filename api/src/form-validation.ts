/**
 * The API's first validation layer for SPEC's form posts: the same yup schema the form validates
 * with (`@sportsbook/shared/contracts`), so a message cannot drift between browser and server.
 * A refused form is a 422 `VALIDATION_FAILED` whose `errors` name each field's first problem and
 * whose `errors.message` is the form's first problem. Rules only the server can check (balances,
 * limits from the site settings, what exists) come after, in the service.
 */
import { checkForm, firstFormError } from '@sportsbook/shared/contracts';
import type {
  ApiErrorCode,
  FormCodes,
  FormErrors,
  FormOutput,
  FormSchema,
} from '@sportsbook/shared/contracts';
import { ApiError } from './errors';

/** Form problems the browser could have shown answer 422, as the other form errors do. */
export const FORM_ERROR_STATUS = 422;

/**
 * The codes of a form's problems, by message: a refused form headed by one of these carries its
 * code (`EMAIL_TAKEN`, `STAKE_TOO_LOW`, ...), any other `VALIDATION_FAILED` (shared's FormCodes).
 */
export type CodesByMessage = FormCodes;

/**
 * The error of a refused form, headed by its first problem in the schema's field order. `code` is
 * the error's code, or the codes of the messages that may head it.
 */
export function formError(
  schema: FormSchema,
  errors: FormErrors,
  code: ApiErrorCode | CodesByMessage = 'VALIDATION_FAILED',
): ApiError {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const headline = firstFormError(schema, fieldErrors) ?? 'The form is invalid.';
  const headlineCode = typeof code === 'string' ? code : (code[headline] ?? 'VALIDATION_FAILED');
  return new ApiError(headlineCode, headline, { fieldErrors, statusCode: FORM_ERROR_STATUS });
}

/**
 * The cleaned values of a posted form (trimmed, only the schema's fields), or a 422 whose code is
 * VALIDATION_FAILED or, by its headline, one of `codes` (the contract's `betSubmitCodes`, ...).
 */
export function validateForm<S extends FormSchema>(
  schema: S,
  body: unknown,
  codes: CodesByMessage = {},
): FormOutput<S> {
  const result = checkForm(schema, body);
  if (!result.ok) throw formError(schema, result.errors, codes);
  return result.values;
}
