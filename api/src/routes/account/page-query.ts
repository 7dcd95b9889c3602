/**
 * `?page=n` of the paged lists: a whole number from 1 to MAX_PAGE, spelled as digits (default 1).
 * Anything else ("abc", "0", "1.5", "1e3", "Infinity", a repeated page) is a 400 naming the
 * field; a page past the last answers an empty `data`.
 */
import type { FastifyRequest } from 'fastify';
import { MAX_PAGE } from '../../accounts/paging';
import { invalidField, wholeNumberOf } from '../schemas';

export const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}.`;

export const pageQuerySchema = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } },
} as const;

export interface PageQuery {
  page: number;
}

/** preValidation hook of every paged list: judges the raw text before Ajv coerces it. */
export async function canonicalPage(request: FastifyRequest): Promise<void> {
  const { page } = request.query as { page?: unknown };
  if (page !== undefined && wholeNumberOf(page, MAX_PAGE) === null) {
    throw invalidField('page', PAGE_MESSAGE);
  }
}
