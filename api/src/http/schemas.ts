import type { FastifyRequest } from 'fastify';
import { idOf, MAX_ID } from '@sportsbook/shared/contracts';
import { ApiError } from '../errors';
import { FORM_ERROR_STATUS } from '../form-validation';

/** Schemas more than one route uses. */

/**
 * A route's `response` schema: its reply's shape from shared (`@sportsbook/shared/contracts/
 * wire-schemas`, e.g. `matchReply`), which fast-json-stringify writes every 2xx body with.
 */
export function replyOf<S>(schema: S) {
  return { response: { '2xx': schema } };
}

/**
 * `:id` in a path: a positive integer (shared's id rule: ID_PATTERN, MAX_ID). "abc", "-1", "1.5" and 2^64 get a 400, never a 500. Use
 * with `canonicalId`, which also refuses what Ajv would coerce ("0x10", "+1", " 1", "01").
 */
export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  required: ['id'],
  additionalProperties: false,
} as const;

export interface IdParams {
  id: number;
}

/** A whole number as a person writes it: digits, no sign, no leading zero, no spaces. */
const CANONICAL_WHOLE_NUMBER = /^[1-9][0-9]*$/;

/**
 * `text` as a whole number from 1 to `max` when it is spelled canonically, else null. Ajv alone
 * is not enough for URL parameters: it coerces "0x10", "+1", " 1" and "01", and it turns
 * "Infinity" or "1e400" into a number that passes `integer`, `minimum` and `maximum` alike.
 */
export function wholeNumberOf(text: unknown, max: number): number | null {
  if (typeof text !== 'string' || !CANONICAL_WHOLE_NUMBER.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/**
 * The one `VALIDATION_FAILED` naming the one field at fault: 400 for a query or path, or
 * `FORM_ERROR_STATUS` (422) for a form post's field, as the form schemas' errors are.
 */
export function invalidField(field: string, message: string, statusCode = 400): ApiError {
  return new ApiError('VALIDATION_FAILED', message, {
    fieldErrors: { [field]: message },
    statusCode,
  });
}

/** A form post's field at fault: a 422, as every refused form field is. */
export function invalidFormField(field: string, message: string): ApiError {
  return invalidField(field, message, FORM_ERROR_STATUS);
}

const ID_MESSAGE = 'id must be a positive integer.';

/**
 * preValidation hook of every route with an `:id`: refuses non-canonical spellings before Ajv
 * coerces them, so one match has one URL. Runs on the raw path string.
 */
export async function canonicalId(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (idOf(id) === null) throw invalidField('id', ID_MESSAGE);
}
