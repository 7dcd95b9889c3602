/**
 * `?page=n` of the paged lists: a whole number from 1 (default 1). Anything else ("abc", "0",
 * "-1", "1.5") is a 400 with the field named; a page past the last answers an empty `data`.
 */
import { MAX_PAGE } from '../../accounts/paging';

export const pageQuerySchema = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } },
} as const;

export interface PageQuery {
  page: number;
}
