import type { ReactNode } from 'react';
import { EmptyState, Pagination, Skeleton } from '@sportsbook/shared/ui';
import type { PagedList as PagedListHook } from './use-paged-list';
import { useIsDesktop } from './use-is-desktop';

/** One column of a list: its heading and how a row shows in it. */
export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A paged wallet list as SPEC section 2 shows bet history: a table above 992 px, cards at 992 px
 * and below; skeleton rows while a page loads; the list's own empty text when there are no rows
 * or the page could not be loaded (SPEC section 8), with a Retry button for the latter; the
 * pagination under it.
 */
export function PagedList<T>({
  paged,
  columns,
  rowKey,
  emptyText,
  label,
}: {
  paged: PagedListHook<T>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /** What the rows are, e.g. "Deposits": names the table, the cards and the pagination. */
  label: string;
}) {
  const desktop = useIsDesktop();
  const { list } = paged;

  if (list.state === 'loading') return <Skeleton rows={4} height={desktop ? 40 : 120} />;
  if (list.state === 'failed') {
    return (
      <div className="sb-wallet-empty">
        <EmptyState text={emptyText} />
        <button type="button" className="sb-btn sb-btn--ghost" onClick={paged.retry}>
          Retry
        </button>
      </div>
    );
  }
  if (list.rows.length === 0) return <EmptyState text={emptyText} />;

  return (
    <>
      {desktop ? (
        // The table may scroll sideways in a narrow column: the region takes keyboard focus so
        // it can be scrolled with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
        <div className="sb-wallet-table-wrap" tabIndex={0} role="region" aria-label={label}>
          <table className="sb-wallet-table" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="sb-wallet-cards" aria-label={label}>
          {list.rows.map((row) => (
            <li key={rowKey(row)} className="sb-wallet-card">
              <dl>
                {columns.map((column) => (
                  <div key={column.header} className="sb-wallet-card__item">
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        currentPage={list.currentPage}
        lastPage={list.lastPage}
        onPageChange={paged.goToPage}
        label={`${label} pages`}
      />
    </>
  );
}
