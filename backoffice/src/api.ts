/**
 * The back office's calls to the operator API (`/operator/...`): the operator's session token in
 * this tab's sessionStorage only, the Idempotency-Key its caller gives (useAction keeps one per
 * action until its outcome is known), and lists polled with ETags (a 304 costs nothing while the
 * queue stands still). A failed call throws shared's `ApiError`: status null and code 'NETWORK'
 * when no answer came, else the API's message and per-field messages.
 */
import { ApiError, apiErrorFromBody } from '@sportsbook/shared/api/attempts';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import type { OperatorSession } from '@sportsbook/shared/contracts';

export type { OperatorSession };

const SESSION_KEY = 'sb-operator-session';

/** Where `npm start` and the dev server serve the back office; the API is then on :8000. */
export const OWN_PORT = '3006';

/**
 * The API's origin: a `sb-operator-api` meta tag when a deployment adds one; :8000 of the page's
 * host when served on its own port (`npm start`); else the page's own origin (the nginx layout
 * serves the back office under /backoffice/ beside the API).
 */
export function apiBase(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="sb-operator-api"]');
  if (meta?.content) return meta.content.replace(/\/+$/, '');
  if (window.location.port === OWN_PORT) {
    return `${window.location.protocol}//${window.location.hostname}:8000`;
  }
  return window.location.origin;
}

export function storedSession(): OperatorSession | null {
  try {
    const text = window.sessionStorage.getItem(SESSION_KEY);
    return text ? (JSON.parse(text) as OperatorSession) : null;
  } catch {
    return null;
  }
}

export function storeSession(session: OperatorSession | null): void {
  if (session) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else window.sessionStorage.removeItem(SESSION_KEY);
}

type Listener = () => void;
const signedOutListeners = new Set<Listener>();

/** Told when the API says the session is over (401). */
export function onSignedOut(listener: Listener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export interface CallOptions {
  body?: unknown;
  idempotencyKey?: string;
  etag?: string | null;
}

export interface CallResult<T> {
  status: number;
  data: T | null;
  etag: string | null;
}

export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  const session = storedSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.etag) headers['If-None-Match'] = options.etag;
  let response: Response;
  try {
    response = await fetch(`${apiBase()}/operator${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection.', {
      status: null,
      code: 'NETWORK',
    });
  }
  if (response.status === 401 && session) {
    storeSession(null);
    signedOutListeners.forEach((listener) => listener());
  }
  if (response.status === 304) return { status: 304, data: null, etag: options.etag ?? null };
  const parsed = readJson(await response.text());
  // The operator API's refusals are `{ message, code, errors: { message, ...fields } }`.
  if (!response.ok) throw apiErrorFromBody(response.status, parsed ?? null);
  if (parsed === undefined) {
    throw new ApiError('The server answered in a way the back office cannot read.', {
      status: response.status,
      code: 'UNEXPECTED_RESPONSE',
    });
  }
  return { status: response.status, data: parsed as T, etag: response.headers.get('etag') };
}

/** The body's JSON (null when empty), or undefined when it is not JSON (a proxy's error page). */
function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
