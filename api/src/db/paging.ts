/** Pages of SPEC section 7 lists: `{ data, current_page, last_page, per_page, total }`, from page 1. */
import type { SelectQueryBuilder } from 'kysely';
import type { Paged } from '@sportsbook/shared/contracts';

/** Rows per page of every history list (SPEC does not show one; ten fits a phone screen). */
export const PAGE_SIZE = 10;

/** The largest page number a request may ask for (`?page=n`, shared's `pageQuery`). */
export { MAX_PAGE } from '@sportsbook/shared/contracts/wire-schemas';

export function offsetOf(page: number, perPage = PAGE_SIZE): number {
  return (page - 1) * perPage;
}

export function paged<T>(data: T[], page: number, total: number, perPage = PAGE_SIZE): Paged<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/**
 * One page of a list query (its filters and order, without limit or offset), mapped to wire rows:
 * the total is the same query counted, so the two can never disagree on what is listed.
 */
export async function pageOf<DB, TB extends keyof DB, O, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  toWire: (row: O) => T,
): Promise<Paged<T>> {
  const total = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    // The selection's type cannot be resolved for a generic table; the count is what it is.
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  const rows = await query.limit(PAGE_SIZE).offset(offsetOf(page)).execute();
  return paged(rows.map(toWire), page, Number(total.n));
}
