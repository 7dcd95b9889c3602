import type { ReactNode } from 'react';
import { EmptyState, Loader, Pagination } from '@sportsbook/shared/ui';
import { useDesktop } from './use-desktop';
import type { PagedListState } from './use-paged-list';
import './responsive-list.css';

export interface ListColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
}

/**
 * A paged history list: a table above 992 px, a card per row at 992 px and below (each card
 * a description list of the same columns), the list's own empty text, and the pagination.
 */
export function ResponsiveList<T>({
  list,
  columns,
  rowKey,
  caption,
  emptyText,
  onPageChange,
  cardTitle,
}: {
  list: PagedListState<T>;
  columns: readonly ListColumn<T>[];
  rowKey: (item: T) => string | number;
  caption: string;
  emptyText: string;
  onPageChange: (page: number) => void;
  /** The column whose value heads a card (the others follow it as label: value). */
  cardTitle?: (item: T) => ReactNode;
}) {
  const desktop = useDesktop();
  if (list.state === 'loading') return <Loader label={`Loading ${caption.toLowerCase()}`} />;
  if (list.items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      {desktop ? (
        <div className="sb-account-table-wrap">
          <table className="sb-account-table">
            <caption className="sb-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((column) => (
                    <td key={column.key}>{column.render(item)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="sb-account-cards" aria-label={caption}>
          {list.items.map((item) => (
            <li key={rowKey(item)} className="sb-account-card">
              {cardTitle && <p className="sb-account-card__title">{cardTitle(item)}</p>}
              <dl>
                {columns.map((column) => (
                  <div key={column.key} className="sb-account-card__row">
                    <dt>{column.header}</dt>
                    <dd>{column.render(item)}</dd>
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
        onPageChange={onPageChange}
        label={`${caption} pages`}
      />
    </>
  );
}
