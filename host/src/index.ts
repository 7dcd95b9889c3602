// The async boundary of DESIGN.md section 2: shared singletons are negotiated before any of them
// is consumed, so nothing is eager. The remote registry is read and registered, and the first
// screen's remote modules preloaded, while the bootstrap's chunks download (page-federation.ts,
// which imports no shared module).
import { startPageFederation } from './federation/page-federation';

startPageFederation();
import('./bootstrap');
