/**
 * The site's endpoint document (DESIGN.md section 5, docs/deploying.md): where the browser finds
 * the API and the realtime socket, read at page load, so moving either is an edit of a file the
 * site serves and never a rebuild. The host fetches it (`/endpoints.json` beside `remotes.json`),
 * resolves it against the page's location and puts the result on `window` under
 * ENDPOINTS_GLOBAL before any remote starts. Every copy of shared's runtime parts reads that
 * value (the wire), never a JS object only one copy holds.
 *
 * Every field is optional; a missing one keeps today's default (API on :8000 and the socket on
 * :6002 of the host that served the page, key `sportsbook-key`), so `npm start` needs no document.
 *
 * ```json
 * {
 *   "api": { "baseUrl": "https://bet.example.com/" },
 *   "realtime": {
 *     "key": "sportsbook-key", "host": "bet.example.com", "port": 443, "tls": true,
 *     "cluster": "mt1", "authEndpoint": "/broadcasting/auth"
 *   }
 * }
 * ```
 *
 * URLs are absolute http(s) URLs or paths from the page's origin (`/`, `/api/`).
 */

/** Where the host serves the document when the page's meta tag does not say otherwise. */
export const DEFAULT_ENDPOINTS_PATH = '/endpoints.json';
/** `<meta name="sb-endpoints" content="...">` in index.html points the page at another one. */
export const ENDPOINTS_META_NAME = 'sb-endpoints';
/** The `window` property the host sets to the resolved endpoints (a frozen plain object). */
export const ENDPOINTS_GLOBAL = '__sbEndpoints';

/** The endpoints every copy of shared uses, resolved: no field missing, every URL absolute. */
export interface SiteEndpoints {
  api: {
    /** Absolute base URL ending in a slash. */
    baseUrl: string;
  };
  realtime: {
    key: string;
    wsHost: string;
    wsPort: number;
    forceTLS: boolean;
    /** pusher-js 8 requires a cluster even for a self-hosted socket; not used for routing. */
    cluster: string;
    /** Private-channel signing endpoint, absolute URL. */
    authEndpoint: string;
  };
}

/** The part of the page's location the defaults and relative URLs are resolved against. */
export interface PageLocation {
  protocol: string;
  hostname: string;
  origin: string;
}

/** Why the document cannot be used; the page shows the site-unavailable panel. */
export class EndpointsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EndpointsError';
  }
}

/** The API port of `npm start` (DESIGN.md section 6). */
export const DEFAULT_API_PORT = 8000;
/** The realtime port of `npm start`. */
export const DEFAULT_REALTIME_PORT = 6002;
export const DEFAULT_REALTIME_KEY = 'sportsbook-key';
export const DEFAULT_REALTIME_CLUSTER = 'mt1';

/** Today's endpoints for a page served from `page`: the API on :8000, the socket on :6002. */
export function defaultEndpoints(page: PageLocation): SiteEndpoints {
  const baseUrl = `${page.protocol}//${page.hostname}:${DEFAULT_API_PORT}/`;
  return {
    api: { baseUrl },
    realtime: {
      key: DEFAULT_REALTIME_KEY,
      wsHost: page.hostname,
      wsPort: DEFAULT_REALTIME_PORT,
      forceTLS: false,
      cluster: DEFAULT_REALTIME_CLUSTER,
      authEndpoint: `${baseUrl}broadcasting/auth`,
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuseUnknown(where: string, value: Record<string, unknown>, known: string[]): void {
  const unknown = Object.keys(value).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new EndpointsError(
      `${where} has unknown field${unknown.length > 1 ? 's' : ''} ` +
        `${unknown.map((key) => `"${key}"`).join(', ')}; known: ${known.join(', ')}.`,
    );
  }
}

/** An absolute http(s) URL, or a path from the page's origin, resolved; refused otherwise. */
function url(field: string, value: unknown, page: PageLocation): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new EndpointsError(`"${field}" must be an http(s) URL or a path starting with "/".`);
  }
  const text = value.trim();
  // `//host/x` would be a protocol-relative URL to another host: refused as ambiguous.
  if (text.startsWith('/') && !text.startsWith('//')) return new URL(text, page.origin).href;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new EndpointsError(
      `"${field}" is ${JSON.stringify(value)}: not an http(s) URL or a path starting with "/".`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new EndpointsError(`"${field}" is ${JSON.stringify(value)}: only http(s) is allowed.`);
  }
  return parsed.href;
}

function text(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.trim() !== value) {
    throw new EndpointsError(`"${field}" must be a non-empty string without surrounding spaces.`);
  }
  return value;
}

/** A host name or address: no scheme, no port, no path. */
function hostName(field: string, value: unknown): string {
  const name = text(field, value);
  if (!/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)$/.test(name)) {
    throw new EndpointsError(
      `"${field}" is ${JSON.stringify(value)}: a host name only (no scheme, port or path).`,
    );
  }
  return name;
}

function port(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 65535) {
    throw new EndpointsError(`"${field}" must be a whole number from 1 to 65535.`);
  }
  return value;
}

function flag(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new EndpointsError(`"${field}" must be true or false.`);
  return value;
}

/**
 * Checks the document and resolves it against the page: every field present is validated (an
 * unknown field is refused too, so a typo cannot silently keep a default), every missing one
 * takes its default. Without an API base URL the API stays on :8000; without an auth endpoint,
 * private channels are signed at `broadcasting/auth` under the API's base URL; with TLS on and
 * no port, the socket uses 443.
 */
export function parseEndpoints(value: unknown, page: PageLocation): SiteEndpoints {
  if (!isRecord(value)) throw new EndpointsError('The endpoint document is not a JSON object.');
  refuseUnknown('The endpoint document', value, ['api', 'realtime']);
  const defaults = defaultEndpoints(page);
  const { api = {}, realtime = {} } = value;
  if (!isRecord(api)) throw new EndpointsError('"api" must be an object.');
  if (!isRecord(realtime)) throw new EndpointsError('"realtime" must be an object.');
  refuseUnknown('"api"', api, ['baseUrl']);
  refuseUnknown('"realtime"', realtime, ['key', 'host', 'port', 'tls', 'cluster', 'authEndpoint']);

  let baseUrl =
    api.baseUrl === undefined ? defaults.api.baseUrl : url('api.baseUrl', api.baseUrl, page);
  if (!baseUrl.endsWith('/')) baseUrl = `${baseUrl}/`;
  const forceTLS =
    realtime.tls === undefined ? defaults.realtime.forceTLS : flag('realtime.tls', realtime.tls);
  return {
    api: { baseUrl },
    realtime: {
      key: realtime.key === undefined ? defaults.realtime.key : text('realtime.key', realtime.key),
      wsHost:
        realtime.host === undefined
          ? defaults.realtime.wsHost
          : hostName('realtime.host', realtime.host),
      wsPort:
        realtime.port === undefined
          ? forceTLS
            ? 443
            : defaults.realtime.wsPort
          : port('realtime.port', realtime.port),
      forceTLS,
      cluster:
        realtime.cluster === undefined
          ? defaults.realtime.cluster
          : text('realtime.cluster', realtime.cluster),
      authEndpoint:
        realtime.authEndpoint === undefined
          ? `${baseUrl}broadcasting/auth`
          : url('realtime.authEndpoint', realtime.authEndpoint, page),
    },
  };
}

/** The page's location, or localhost when there is no page (Node, tests without jsdom). */
export function currentPageLocation(): PageLocation {
  if (typeof window === 'undefined' || !window.location?.hostname) {
    return { protocol: 'http:', hostname: 'localhost', origin: 'http://localhost' };
  }
  const { protocol, hostname, origin } = window.location;
  return { protocol, hostname, origin };
}

function isSiteEndpoints(value: unknown): value is SiteEndpoints {
  if (!isRecord(value) || !isRecord(value.api) || !isRecord(value.realtime)) return false;
  const { api, realtime } = value;
  return (
    typeof api.baseUrl === 'string' &&
    typeof realtime.key === 'string' &&
    typeof realtime.wsHost === 'string' &&
    typeof realtime.wsPort === 'number' &&
    typeof realtime.forceTLS === 'boolean' &&
    typeof realtime.cluster === 'string' &&
    typeof realtime.authEndpoint === 'string'
  );
}

/**
 * The endpoints the host put on `window`, or the defaults for this page when it put none (a
 * remote alone, a host older than this document, tests). Read on every use, so every copy of
 * shared on the page agrees whichever copy asks.
 */
export function readEndpointsWire(): SiteEndpoints {
  const wire: unknown =
    typeof window === 'undefined'
      ? undefined
      : (window as unknown as Record<string, unknown>)[ENDPOINTS_GLOBAL];
  return isSiteEndpoints(wire) ? wire : defaultEndpoints(currentPageLocation());
}

/** Puts resolved endpoints on the wire (the host, before any remote starts). */
export function publishEndpoints(endpoints: SiteEndpoints, target: Window = window): void {
  const frozen = Object.freeze({
    api: Object.freeze({ ...endpoints.api }),
    realtime: Object.freeze({ ...endpoints.realtime }),
  });
  Object.defineProperty(target, ENDPOINTS_GLOBAL, {
    value: frozen,
    configurable: true,
    enumerable: false,
    writable: false,
  });
}

/**
 * `value` as an http(s) origin (`https://bet.example.com`: scheme, host and port, no path), or
 * null when it is anything else. A trailing slash is dropped.
 */
export function asHttpOrigin(value: string): string | null {
  const text = value.trim().replace(/\/$/, '');
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === text
    ? parsed.origin
    : null;
}
