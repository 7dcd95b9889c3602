import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionStore } from '@sportsbook/shared/session';
import '@sportsbook/shared/ui/theme.css';
import { App } from './app/App';
import { startPageFederation } from './federation/page-federation';
import { OVERRIDE_QUERY_PARAM } from './federation/registry';
import { createSessionController } from './common/session';
import { prefetchSiteNotices } from './features/notices/notices-prefetch';
import { siteEndpoints } from './endpoints/site-endpoints';
import { SiteUnavailable } from './endpoints/SiteUnavailable';

/** Once stored, an override needs no query parameter; drop it so shared links stay clean. */
function dropOverrideParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(OVERRIDE_QUERY_PARAM)) return;
  url.searchParams.delete(OVERRIDE_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

function rootContainer(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  return container;
}

async function start(): Promise<void> {
  // Every API call and every remote needs the endpoints on the wire first (index.ts started it).
  const endpoints = await siteEndpoints();
  if (!endpoints.ok) {
    createRoot(rootContainer()).render(<SiteUnavailable reason={endpoints.message} />);
    return;
  }
  const store = createSessionStore();
  // The token provider goes in before any call; the session check runs beside the registry
  // fetch, and the header shows its account area once it has decided.
  const session = createSessionController(store);
  session.install();
  void session.start();
  // The notice bar's answer is usually in before the first render: the bar never pushes the page.
  prefetchSiteNotices();

  // Started by the entry already (index.ts): the registry, the remote loader and the reporter.
  const { loader, reporter, overridden } = startPageFederation();
  // The registry is registered before the first render; without it the shell still renders.
  await loader.start();
  dropOverrideParam();

  const root = createRoot(rootContainer());
  // A transition: React renders the shell in slices and yields to the browser between them,
  // instead of one task of the whole first render (issue 12: Lighthouse's blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App
          store={store}
          session={session}
          loader={loader}
          overridden={overridden()}
          reporter={reporter}
        />
      </StrictMode>,
    );
  });
}

void start();
