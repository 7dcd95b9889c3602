import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sendRemoteLoadReport } from '@sportsbook/shared/api';
import type { RemoteName } from '@sportsbook/shared/contracts';
import { createSessionStore } from '@sportsbook/shared/session';
import '@sportsbook/shared/ui/theme.css';
import { App } from './app/App';
import { moduleFederationRuntime } from './federation/mf-runtime';
import { OVERRIDE_QUERY_PARAM, loadEffectiveRegistry } from './federation/registry';
import { fetchWithPrefetch } from './federation/registry-prefetch';
import { createRemoteLoader } from './federation/remote-loader';
import { RemoteReporter } from './federation/remote-report';
import { createSessionController } from './common/session';
import { prefetchSiteNotices } from './features/notices/notices-prefetch';

/** Once stored, an override needs no query parameter; drop it so shared links stay clean. */
function dropOverrideParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(OVERRIDE_QUERY_PARAM)) return;
  url.searchParams.delete(OVERRIDE_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

async function start(): Promise<void> {
  const store = createSessionStore();
  // The token provider goes in before any call; the session check runs beside the registry
  // fetch, and the header shows its account area once it has decided.
  const session = createSessionController(store);
  session.install();
  void session.start();
  // The notice bar's answer is usually in before the first render: the bar never pushes the page.
  prefetchSiteNotices();

  // Which version of each remote this page load gets, and whether it loads: on <html> for QA,
  // in the Alt+Shift+V panel, and reported to the API (the release tool counts failures).
  const reporter = new RemoteReporter({
    send: (report) => void sendRemoteLoadReport(report),
    root: document.documentElement,
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
  // The registry is registered before the first render; without it the shell still renders.
  await loader.start();
  dropOverrideParam();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App
        store={store}
        session={session}
        loader={loader}
        overridden={overridden}
        reporter={reporter}
      />
    </StrictMode>,
  );
}

void start();
