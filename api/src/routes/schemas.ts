import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** Schemas more than one route uses. */

/** The largest id a route accepts: ids are 32-bit integers on both databases. */
export const MAX_ID = 2_147_483_647;

/**
 * `:id` in a path: a positive integer. "abc", "-1", "1.5" and 2^64 get a 400, never a 500. Use
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

/** A 400 naming the one field at fault. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, { fieldErrors: { [field]: message } });
}

const ID_MESSAGE = 'id must be a positive integer.';

/**
 * preValidation hook of every route with an `:id`: refuses non-canonical spellings before Ajv
 * coerces them, so one match has one URL. Runs on the raw path string.
 */
export async function canonicalId(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (wholeNumberOf(id, MAX_ID) === null) throw invalidField('id', ID_MESSAGE);
}
