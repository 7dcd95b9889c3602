import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '@sportsbook/shared/contracts';

export type PagedListState<T> =
  { state: 'loading' } | { state: 'loaded'; items: T[]; currentPage: number; lastPage: number };

/**
 * A history list of SPEC section 4: loading, then loaded (the items or, when there are none or
 * the load failed, the empty text: SPEC section 8 "List load failures: loading ends; empty
 * message"). Pages start at 1; a page change reloads and scrolls to the top.
 */
export function usePagedList<T>(load: (page: number, signal: AbortSignal) => Promise<Paged<T>>): {
  list: PagedListState<T>;
  goToPage: (page: number) => void;
} {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<PagedListState<T>>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setList({ state: 'loading' });
    load(page, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setList({
          state: 'loaded',
          items: result.data,
          currentPage: result.current_page,
          lastPage: result.last_page,
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setList({ state: 'loaded', items: [], currentPage: page, lastPage: page });
      });
    return () => controller.abort();
  }, [load, page]);

  const goToPage = useCallback((next: number) => {
    setPage(next);
    window.scrollTo(0, 0);
  }, []);

  return { list, goToPage };
}
