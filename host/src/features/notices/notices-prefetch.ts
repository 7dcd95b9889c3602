import type { SiteNotice } from '@sportsbook/shared/contracts';
import { fetchSiteNotices } from '@sportsbook/shared/api';

interface Prefetch {
  promise: Promise<SiteNotice[]>;
  /** The answer once it has arrived (a failed call counts as no notices). */
  settled?: SiteNotice[];
  taken: boolean;
}

let prefetch: Prefetch | null = null;

/**
 * Starts `GET ng/site-notices` at bootstrap, beside the registry fetch, so the answer is usually
 * there at the first render and the bar is drawn (or not) in the first frame instead of pushing
 * the page down when it arrives (issue 12: CLS).
 */
export function prefetchSiteNotices(load: () => Promise<SiteNotice[]> = fetchSiteNotices): void {
  if (prefetch) return;
  const entry: Prefetch = { promise: load(), taken: false };
  entry.promise.then(
    (notices) => {
      entry.settled = Array.isArray(notices) ? notices : [];
    },
    () => {
      entry.settled = [];
    },
  );
  prefetch = entry;
}

/** The prefetched answer if it has already arrived and no one has taken it yet. */
export function prefetchedSiteNotices(): SiteNotice[] | undefined {
  return prefetch && !prefetch.taken ? prefetch.settled : undefined;
}

/** The bar's loader: the first call takes the prefetched request, later calls fetch anew. */
export function loadSiteNotices(signal?: AbortSignal): Promise<SiteNotice[]> {
  if (prefetch && !prefetch.taken) {
    prefetch.taken = true;
    return prefetch.promise;
  }
  return fetchSiteNotices(signal);
}

/** Tests only: forget the prefetched request. */
export function resetSiteNoticesPrefetch(): void {
  prefetch = null;
}
