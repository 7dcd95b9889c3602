import {
  DEFAULT_ENDPOINTS_PATH,
  ENDPOINTS_META_NAME,
  EndpointsError,
  currentPageLocation,
  defaultEndpoints,
  parseEndpoints,
  publishEndpoints,
  type PageLocation,
  type SiteEndpoints,
} from '@sportsbook/shared/contracts';
import type { FetchLike } from '../federation/registry';
import { fetchJsonFile } from '../federation/fetch-json';
import { ENDPOINTS_PREFETCH_GLOBAL, fetchWithPrefetch } from '../federation/registry-prefetch';

/**
 * The page's endpoints (shared/src/contracts/endpoints.ts): fetched from the endpoint document at
 * start, before any remote starts and before the first API call, and put on `window`, the wire
 * every copy of shared reads. Imports no shared runtime part: the entry (src/index.ts) starts it
 * before the async boundary.
 */
const ENDPOINTS_TIMEOUT_MS = 5000;

export type EndpointsOutcome =
  | { ok: true; endpoints: SiteEndpoints; source: 'document' | 'defaults' }
  | { ok: false; message: string };

/** The document path named by the page's meta tag, or the default. */
export function endpointsPathFromDocument(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${ENDPOINTS_META_NAME}"]`);
  const path = meta?.content.trim();
  return path ? path : DEFAULT_ENDPOINTS_PATH;
}

/**
 * Fetches and checks the document. A 404 means the site serves none: today's defaults (API on
 * :8000, socket on :6002 of the page's host), which is how `npm start` and the dev servers run.
 * Anything else that is not a valid document (a server error, not JSON, a bad field, no answer)
 * is a refusal with the reason: the page must not guess where the API is.
 */
export async function loadEndpoints(
  path: string,
  fetchImpl: FetchLike,
  page: PageLocation,
  timeoutMs = ENDPOINTS_TIMEOUT_MS,
): Promise<EndpointsOutcome> {
  const answer = await fetchJsonFile(path, fetchImpl, timeoutMs);
  if (answer.kind === 'status' && answer.status === 404) {
    return { ok: true, endpoints: defaultEndpoints(page), source: 'defaults' };
  }
  if (answer.kind === 'unreachable') {
    return {
      ok: false,
      message: `The endpoint document ${path} could not be fetched: ${answer.reason}`,
    };
  }
  if (answer.kind === 'status') {
    return { ok: false, message: `The endpoint document ${path} answered ${answer.status}.` };
  }
  if (answer.kind === 'not-json') {
    return { ok: false, message: `The endpoint document ${path} is not valid JSON.` };
  }
  try {
    return { ok: true, endpoints: parseEndpoints(answer.body, page), source: 'document' };
  } catch (error) {
    if (error instanceof EndpointsError) {
      return { ok: false, message: `The endpoint document ${path}: ${error.message}` };
    }
    throw error;
  }
}

let started: Promise<EndpointsOutcome> | null = null;

/**
 * The page's endpoints, loaded once (the entry and the bootstrap both wait for it). When the
 * document is usable they are on the wire before this resolves; when it is not, the reason is
 * logged and the page shows the site-unavailable panel.
 */
export function siteEndpoints(): Promise<EndpointsOutcome> {
  started ??= loadEndpoints(
    endpointsPathFromDocument(),
    fetchWithPrefetch(window, undefined, ENDPOINTS_PREFETCH_GLOBAL),
    currentPageLocation(),
  ).then((outcome) => {
    if (outcome.ok) publishEndpoints(outcome.endpoints);
    else console.error(`[host] ${outcome.message}`);
    return outcome;
  });
  return started;
}
