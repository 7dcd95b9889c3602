import type { RemoteName } from '@sportsbook/shared/contracts';
import { moduleFederationRuntime } from './mf-runtime';
import { remoteOf, type RemoteModuleId } from './module-id';
import { loadEffectiveRegistry } from './registry';
import { fetchWithPrefetch } from './registry-prefetch';
import { createRemoteLoader, type AppRemoteLoader } from './remote-loader';
import { RemoteReporter } from './remote-report';

/**
 * The page's remote loader and the reporter of remote versions, started by the entry
 * (src/index.ts) before the async boundary: the registry is read and registered, and the current
 * page's first-screen modules are preloaded (manifest, remoteEntry, chunks, CSS) while the host's
 * shared chunks and bootstrap still download, instead of after the first render asked for them
 * (issue 12). So nothing here imports React or a shared runtime part (they are negotiated at the
 * boundary); the API client is imported when the report is sent.
 */
export interface PageFederation {
  loader: AppRemoteLoader;
  reporter: RemoteReporter;
  /** Remotes loaded from a QA override in this browser; known once `loader.start()` resolved. */
  overridden(): RemoteName[];
}

const HOME_PATHS = new Set(['/', '/in-play', '/sports/all']);

/**
 * The remote modules the first screen of `pathname` shows, to preload (the route table is
 * src/app/AppRoutes.tsx; a path missing here only goes without the head start). The layout's
 * remotes are not among them: the betslip (features/layout/BetslipSlot.tsx) and the sports
 * sidebar (features/layout/SportsSidebarSlot.tsx) load once the page's content has shown, so
 * neither is part of what a page fetches before its first list (issue 33's budget).
 */
export function firstScreenModules(pathname: string): RemoteModuleId[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HOME_PATHS.has(path)) {
    return ['sports/CategoryStrip', 'sports/LiveHome', 'sports/UpcomingMatches'];
  }
  if (path.startsWith('/match/')) return ['sports/MatchDetailsPage'];
  if (path === '/pre-match' || path.startsWith('/pre-match/')) return ['sports/PreMatchPage'];
  if (path.startsWith('/sports/')) return ['sports/SportPage'];
  return [];
}

/** The remotes of the layout of every page: the sports sidebar and the betslip. */
const LAYOUT_REMOTES: readonly RemoteName[] = ['sports', 'betslip'];

/**
 * The remotes the first screen of `pathname` loads: those of its preloaded modules, and those of
 * the layout, which every page shows (they start loading once the content has shown).
 */
export function firstScreenRemotes(pathname: string): RemoteName[] {
  return [...new Set([...firstScreenModules(pathname).map(remoteOf), ...LAYOUT_REMOTES])];
}

let current: PageFederation | null = null;

/** Starts the page's federation (once; later calls return the same). */
export function startPageFederation(): PageFederation {
  if (current) return current;
  // Which version of each remote this page load gets, and whether it loads: on <html> for QA,
  // in the Alt+Shift+V panel, and reported to the API (the release tool counts failures).
  const reporter = new RemoteReporter({
    send: (report) => {
      void import('@sportsbook/shared/api').then(({ sendRemoteLoadReport }) =>
        sendRemoteLoadReport(report),
      );
    },
    root: document.documentElement,
    firstScreen: firstScreenRemotes(window.location.pathname),
  });
  window.addEventListener('pagehide', () => reporter.flush());

  let overridden: RemoteName[] = [];
  const loader = createRemoteLoader({
    runtime: moduleFederationRuntime,
    loadRegistry: async () => {
      // index.html started the request before main.js loaded; the first call takes its answer.
      const effective = await loadEffectiveRegistry({ fetchImpl: fetchWithPrefetch() });
      overridden = effective.overridden;
      reporter.track(effective.chosen);
      return effective.registry;
    },
    onOutcome: (remote, outcome, error) => {
      if (outcome === 'loaded') reporter.loaded(remote);
      else reporter.failed(remote, error);
    },
  });
  current = { loader, reporter, overridden: () => overridden };
  void loader.preload(firstScreenModules(window.location.pathname));
  return current;
}
