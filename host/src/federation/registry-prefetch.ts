import type { FetchLike } from './registry';

/**
 * The registry request index.html starts before main.js loads (an inline script), so the
 * registry arrives while the host's chunks download instead of after them. Set on `window` by
 * that script; absent on pages that do not have it (tests, the dev server's page works the same).
 */
export interface RegistryPrefetch {
  path: string;
  response: Promise<Response>;
}

export const REGISTRY_PREFETCH_GLOBAL = '__sbRegistryPrefetch';
/** The same for the endpoint document (src/endpoints/site-endpoints.ts). */
export const ENDPOINTS_PREFETCH_GLOBAL = '__sbEndpointsPrefetch';

type PrefetchGlobal = typeof REGISTRY_PREFETCH_GLOBAL | typeof ENDPOINTS_PREFETCH_GLOBAL;
type WindowWithPrefetch = Window & { [key in PrefetchGlobal]?: RegistryPrefetch };

/**
 * A fetch that answers the first request for the prefetched path with the prefetched response
 * (once: a retry fetches afresh) and every other request with `fetchImpl`. The caller's abort
 * signal still applies, so the registry's timeout holds for the prefetched request too.
 * `globalName` names the prefetch to take (the registry's, or the endpoint document's).
 */
export function fetchWithPrefetch(
  target: WindowWithPrefetch = window,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  globalName: PrefetchGlobal = REGISTRY_PREFETCH_GLOBAL,
): FetchLike {
  return (input, init) => {
    const prefetch = target[globalName];
    if (!prefetch || prefetch.path !== input) return fetchImpl(input, init);
    delete target[globalName];
    const signal = init?.signal;
    if (!signal) return prefetch.response;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) reject(new DOMException('The registry request timed out.', 'AbortError'));
      signal.addEventListener('abort', () =>
        reject(new DOMException('The registry request timed out.', 'AbortError')),
      );
      prefetch.response.then(resolve, reject);
    });
  };
}
