import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Loader } from './Loader';
import { Pagination } from './Pagination';
import { useIsDesktop } from './use-is-desktop';
import type { PagedListControl } from './use-paged-list';
import './paged-list.css';

/** One column of a list: its heading (unique in the list) and how a row shows in it. */
export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A paged history list as SPEC section 2 shows bet history: a table above 992 px, a card per row
 * at 992 px and below (a description list of the same columns, optionally headed by a title), a
 * loader while a page loads, the list's own empty text when there are no rows or the page could
 * not be loaded (SPEC section 8), with a Retry button for the latter, and the pagination under it.
 */
export function PagedList<T>({
  paged,
  columns,
  rowKey,
  emptyText,
  label,
  cardTitle,
  loadingLabel = 'Loading',
}: {
  paged: PagedListControl<T>;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /**
   * What the rows are, e.g. "Deposits": names the table, its scroll region, the cards and the
   * pagination. Keep it apart from the page's title: two regions of one name confuse a screen
   * reader's landmark list (axe landmark-unique compares names case-insensitively).
   */
  label: string;
  /** What heads a card (the columns follow it as label and value). */
  cardTitle?: (row: T) => ReactNode;
  /** The loader's accessible name. */
  loadingLabel?: string;
}) {
  const desktop = useIsDesktop();
  const { list } = paged;

  if (list.state === 'loading') return <Loader label={loadingLabel} />;
  if (list.state === 'failed') {
    return (
      <div className="sb-paged-list-failed">
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
        <div className="sb-paged-list-table-wrap" tabIndex={0} role="region" aria-label={label}>
          <table className="sb-paged-list-table">
            <caption className="sb-visually-hidden">{label}</caption>
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
        <ul className="sb-paged-list-cards" aria-label={label}>
          {list.rows.map((row) => (
            <li key={rowKey(row)} className="sb-paged-list-card">
              {cardTitle && <p className="sb-paged-list-card__title">{cardTitle(row)}</p>}
              <dl>
                {columns.map((column) => (
                  <div key={column.header} className="sb-paged-list-card__item">
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
