/**
 * No text of a request may hold a NUL character (U+0000). PostgreSQL cannot store one in a text
 * value: a login of "\u0000" on `forgot-password` reached the database and came back as a 500
 * (found by generated-bad-input.int.test.ts), while SQLite stored it. Refused here, before any
 * route runs, the answer is the same 400 on both databases and nothing is written. No field of
 * SPEC's forms has a use for it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

export const NUL_MESSAGE = 'The request contains a character that is not allowed (U+0000).';

/** The names of the fields of `value` (a parsed body, query or params) whose text holds NUL. */
function fieldsWithNul(value: unknown, name = 'request', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(name);
  } else if (Array.isArray(value)) {
    for (const item of value) fieldsWithNul(item, name, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push('request');
      fieldsWithNul(item, key, found);
    }
  }
  return found;
}

export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const fields = [
      ...fieldsWithNul(request.params),
      ...fieldsWithNul(request.query),
      ...fieldsWithNul(request.body),
    ];
    if (fields.length === 0) return;
    throw new ApiError('VALIDATION_FAILED', NUL_MESSAGE, {
      statusCode: 400,
      fieldErrors: Object.fromEntries(fields.map((field) => [field, NUL_MESSAGE])),
    });
  });
}
