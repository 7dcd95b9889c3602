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

/** An id as a person writes it: digits, no sign, no leading zero, no spaces. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/**
 * preValidation hook of every route with an `:id`: refuses non-canonical spellings before Ajv
 * coerces them, so one match has one URL. Runs on the raw path string.
 */
export async function canonicalId(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (typeof id !== 'string' || !CANONICAL_ID.test(id)) {
    throw new ApiError('VALIDATION_FAILED', 'id must be a positive integer.', {
      fieldErrors: { id: 'id must be a positive integer.' },
    });
  }
}
