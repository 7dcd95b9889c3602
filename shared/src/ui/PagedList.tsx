import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Loader } from './Loader';
import { Pagination } from './Pagination';
import type { PagedListControl } from './use-paged-list';
import './paged-list.css';

/** One column of a list: its heading (unique in the list) and how a row shows in it. */
export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * The width in CSS pixels the column's content needs with its longest allowed value (a
   * 30-character username, a 7-digit amount), padding aside; its heading wraps between words.
   * The columns' widths together decide from which width of its container the list is a table
   * (`tableMinWidthPx`). Default `DEFAULT_COLUMN_MIN_WIDTH_PX`.
   */
  minWidth?: number;
  /**
   * The column heads each card: its value is the card's title, shown once, instead of a label
   * and value among the others (bet history's match). In the table it is a column like any other.
   * At most one column of a list.
   */
  cardTitle?: boolean;
  /**
   * The column holds text of many words (a complaint, an answer): in a card its value reads
   * under its heading, from the left, instead of beside it.
   */
  longText?: boolean;
  /**
   * The column is shown only where the list's container has room for it as a table, with every
   * other column (`tableMinWidthPx` of all the columns, at its step), measured in the browser;
   * elsewhere, and wherever the width cannot be measured, the list leaves it out and the page shows
   * its value another way (bet history's reference and returns, in a bet's details). Since shared
   * 2.12.0.
   */
  wideOnly?: boolean;
}

/** The width a column claims when it says nothing: a date, an amount or a short word. */
export const DEFAULT_COLUMN_MIN_WIDTH_PX = 96;

/**
 * `ListColumn.minWidth` of the values many lists show, in the lists' font (0.9rem), measured in
 * Chromium with the longest allowed values (e2e/tests/account-layout.spec.ts proves them).
 */
export const LIST_COLUMN_WIDTHS_PX = {
  /** A date with its time (`DD/MM/YYYY hh:mm A`, `DD/MM/YYYY, h:mm a`): wraps after the day. */
  dateTime: 80,
  /** A day (`DD/MM/YYYY`). */
  day: 80,
  /** Coins with two decimals, up to 7 digits before the point ("1234567.00"), never wrapped. */
  amount: 84,
  /** An 11-digit phone or account number. */
  phone: 88,
  /** A username of up to 30 characters. */
  username: 240,
  /** A status word with its marker. */
  status: 84,
} as const;
/** A cell's padding, left and right together (paged-list.css). */
export const CELL_PADDING_PX = 16;
/** The table's own border, left and right. */
const TABLE_BORDER_PX = 2;

/**
 * The container widths from which a list may be a table: every 40 px from 320 to 1280. CSS
 * cannot read a number from the markup into a container query, so paged-list.css holds one rule
 * per step and a list takes the first step at or above the width its columns need (a test checks
 * the file has every step). A list that needs more than the last step is always cards.
 */
export const TABLE_WIDTH_STEPS_PX: readonly number[] = Array.from(
  { length: 25 },
  (_, index) => 320 + index * 40,
);

/** The width its container must have for the list to be a table: every column with its padding. */
export function tableMinWidthPx(columns: readonly Pick<ListColumn<unknown>, 'minWidth'>[]): number {
  return columns.reduce(
    (sum, column) => sum + (column.minWidth ?? DEFAULT_COLUMN_MIN_WIDTH_PX) + CELL_PADDING_PX,
    TABLE_BORDER_PX,
  );
}

/** The step of `TABLE_WIDTH_STEPS_PX` the list uses, or `null` when it never fits: always cards. */
export function tableWidthStepPx(minWidthPx: number): number | null {
  return TABLE_WIDTH_STEPS_PX.find((step) => step >= minWidthPx) ?? null;
}

/**
 * The inline size of the element `ref` is set to, followed as it changes (a ResizeObserver);
 * 0 until measured, and where the browser has no ResizeObserver (the jsdom of unit tests).
 */
function useMeasuredWidth(): [number, (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [width, setElement];
}

/**
 * The columns a list shows in a container `width` px wide: every column but the `wideOnly` ones,
 * and those too where the table with all of them fits (the step its columns need).
 */
export function shownColumns<T>(
  columns: readonly ListColumn<T>[],
  width: number,
): readonly ListColumn<T>[] {
  if (!columns.some((column) => column.wideOnly)) return columns;
  const step = tableWidthStepPx(tableMinWidthPx(columns));
  if (step !== null && width >= step) return columns;
  return columns.filter((column) => !column.wideOnly);
}

function cellClass(column: ListColumn<never>): string | undefined {
  if (column.cardTitle) return 'sb-paged-list-table__title';
  if (column.longText) return 'sb-paged-list-table__long';
  return undefined;
}

/**
 * A paged history list as SPEC section 2 shows bet history: "card grid on small screens, table on
 * large", decided by the width of the list's own container (a CSS container query), never the
 * window's, so a list squeezed between menus and sidebars turns into cards instead of hiding
 * columns behind a sideways scroll (SPEC-READINGS.md "Routes and navigation"). A loader while a
 * page loads, the list's own empty text when there are no rows or the page could not be loaded
 * (SPEC section 8), with a Retry button for the latter, and the pagination under it.
 *
 * One table serves both layouts: in cards each row is a card and each cell shows its column's
 * heading beside its value. The table keeps its roles written out, so it stays a table to
 * assistive technology when CSS lays it out as cards.
 */
export function PagedList<T>({
  paged,
  columns,
  rowKey,
  emptyText,
  label,
  cardTitle,
  loadingLabel = 'Loading',
  rowDetails,
  detailsId,
}: {
  paged: PagedListControl<T>;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /**
   * What the rows are, e.g. "Deposits": names the table, its scroll region and the pagination.
   * Keep it apart from the page's title: two regions of one name confuse a screen reader's
   * landmark list (axe landmark-unique compares names case-insensitively).
   */
  label: string;
  /**
   * What heads a card when no column does (`ListColumn.cardTitle`), shown in cards only.
   * @deprecated Mark the column instead: a title made of a column's value repeats it in the card.
   */
  cardTitle?: (row: T) => ReactNode;
  /** The loader's accessible name. */
  loadingLabel?: string;
  /**
   * What shows under a row, across the whole table (in cards: under its card, across the grid),
   * or null for nothing: a row's details the page opens from one of its cells (a disclosure
   * button with `aria-expanded` and `aria-controls` naming `detailsId(row)`). Since shared 2.12.0.
   */
  rowDetails?: (row: T) => ReactNode;
  /** The id of the details row of `row` (the target of its disclosure's `aria-controls`). */
  detailsId?: (row: T) => string;
}) {
  const { list } = paged;
  const [width, measure] = useMeasuredWidth();

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

  const shown = shownColumns(columns, width);
  const step = tableWidthStepPx(tableMinWidthPx(shown));
  const titleOutsideColumns = cardTitle && !columns.some((column) => column.cardTitle);

  return (
    <div className={`sb-paged-list sb-paged-list--table-from-${step ?? 'never'}`} ref={measure}>
      <div className="sb-paged-list__layout">
        {/* A row that cannot fit still scrolls rather than being cut off: the region takes
            keyboard focus so it can be scrolled with the arrow keys (WCAG 2.1.1). */}
        <div className="sb-paged-list-table-wrap" tabIndex={0} role="region" aria-label={label}>
          <table className="sb-paged-list-table" role="table">
            <caption className="sb-visually-hidden">{label}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {shown.map((column) => (
                  <th key={column.header} scope="col" role="columnheader">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {list.rows.map((row) => {
                const details = rowDetails?.(row) ?? null;
                return (
                  <Fragment key={rowKey(row)}>
                    <tr role="row">
                      {titleOutsideColumns && (
                        // Shown in cards only; its content repeats what the row's cells say.
                        <td className="sb-paged-list-table__extra-title" aria-hidden="true">
                          {cardTitle(row)}
                        </td>
                      )}
                      {shown.map((column) => (
                        <td
                          key={column.header}
                          role="cell"
                          data-label={column.header}
                          className={cellClass(column)}
                        >
                          <span className="sb-paged-list-table__value">{column.cell(row)}</span>
                        </td>
                      ))}
                    </tr>
                    {details !== null && (
                      <tr role="row" className="sb-paged-list-table__details" id={detailsId?.(row)}>
                        <td role="cell" colSpan={shown.length}>
                          {details}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <Pagination
        currentPage={list.currentPage}
        lastPage={list.lastPage}
        onPageChange={paged.goToPage}
        label={`${label} pages`}
      />
    </div>
  );
}
