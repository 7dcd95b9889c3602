// The async boundary of DESIGN.md section 2: shared singletons are negotiated before any of them
// is consumed, so nothing is eager. The endpoint document is read and put on the wire first
// (index.html started its request before main.js loaded); then the remote registry is read and
// registered, and the first screen's remote modules preloaded, while the bootstrap's chunks
// download (page-federation.ts, which imports no shared module). No remote starts on a page that
// does not know its endpoints: it shows the site-unavailable panel (bootstrap.tsx).
import { siteEndpoints } from './endpoints/site-endpoints';
import { startPageFederation } from './federation/page-federation';

void siteEndpoints().then((outcome) => {
  if (outcome.ok) startPageFederation();
});
import('./bootstrap');
