import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '../contracts';
import { useBusEvent } from '../events';

/** SPEC section 9: history pages start at 1. */
export const FIRST_PAGE = 1;

export type PagedListState<T> =
  | { state: 'loading' }
  /** SPEC section 8: a failed load ends the loading and shows the empty message. */
  | { state: 'failed' }
  | { state: 'loaded'; rows: T[]; currentPage: number; lastPage: number };

/** What `usePagedList` gives the page and `PagedList` shows. */
export interface PagedListControl<T> {
  list: PagedListState<T>;
  page: number;
  /** Shows another page: it loads, and the window scrolls to the top (SPEC section 2). */
  goToPage: (page: number) => void;
  /** Loads the shown page again (the Retry button of a failed load). */
  retry: () => void;
  /**
   * Changes the rows shown, without a request (shared 2.7.0): a row the server announced changed
   * (a settled bet, a decided deposit) is updated in place. Nothing happens while not loaded.
   */
  updateRows: (update: (rows: T[]) => T[]) => void;
}

export interface PagedListOptions {
  /**
   * Load the shown page again when the balance changes (`coins:changed`), so a movement made
   * elsewhere appears without a reload of the page (the wallet's histories).
   */
  reloadOnCoinsChanged?: boolean;
}

/**
 * One paged history list (SPEC section 4: loading, then loaded with an empty message or rows; a
 * page change reloads). `fetchPage` should keep its identity between renders (a module-level
 * function): a new one loads the list again.
 */
export function usePagedList<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>,
  { reloadOnCoinsChanged = false }: PagedListOptions = {},
): PagedListControl<T> {
  const [page, setPage] = useState(FIRST_PAGE);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<PagedListState<T>>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setList({ state: 'loading' });
    fetchPage(page, controller.signal)
      .then((body) => {
        if (controller.signal.aborted) return;
        setList({
          state: 'loaded',
          rows: body.data,
          currentPage: body.current_page,
          lastPage: body.last_page,
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setList({ state: 'failed' });
      });
    return () => controller.abort();
  }, [fetchPage, page, reloads]);

  const retry = useCallback(() => setReloads((n) => n + 1), []);
  // Hooks cannot be called conditionally, so the subscription is always there and the option
  // decides whether it reloads.
  useBusEvent('coins:changed', () => {
    if (reloadOnCoinsChanged) retry();
  });

  const updateRows = useCallback((update: (rows: T[]) => T[]) => {
    setList((current) =>
      current.state === 'loaded' ? { ...current, rows: update(current.rows) } : current,
    );
  }, []);

  const goToPage = useCallback((next: number) => {
    setPage(next);
    window.scrollTo(0, 0);
  }, []);

  return { list, page, goToPage, retry, updateRows };
}
