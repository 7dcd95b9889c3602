// The security headers of the site's HTML (issue 27): a Content-Security-Policy that fits what
// the page really loads, framing refused, and HSTS over HTTPS in production. One function, used
// by every server of the host page: `npm start`'s static server (scripts/lib/static-server.mjs),
// the host's dev server (host/rspack.config.ts) and the nginx layout (deploy/nginx/render.mjs),
// so the three cannot drift. Plain CommonJS: loaded by Node scripts and rspack configs alike.
'use strict';

const crypto = require('node:crypto');

/** The API and socket ports of `npm start` (contracts/endpoints.ts has the browser's side). */
const DEFAULT_API_PORT = 8000;
const DEFAULT_REALTIME_PORT = 6002;
/** HSTS: two years, subdomains included (the value hstspreload.org asks for). */
const HSTS = 'max-age=63072000; includeSubDomains';

/** `sha256-…` of every inline `<script>` of the page (those without a src). */
function inlineScriptHashes(html) {
  const hashes = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  let match;
  while ((match = pattern.exec(html)) !== null) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    const digest = crypto.createHash('sha256').update(match[2], 'utf8').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

function originOf(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Every origin the registry may make the page load a remote from: each remote's manifest, each
 * canary's, and the override origins a tester may use. A remote on a CDN is allowed exactly.
 */
function registryOrigins(registry) {
  const origins = new Set();
  if (!registry || typeof registry !== 'object') return [];
  for (const entry of Object.values(registry.remotes ?? {})) {
    const origin = originOf(entry?.manifest);
    if (origin) origins.add(origin);
    const canary = originOf(entry?.canary?.manifest);
    if (canary) origins.add(canary);
  }
  if (registry.allowOverrides === true) {
    for (const value of registry.overrideOrigins ?? []) {
      const origin = originOf(value);
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

function record(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/**
 * Where the endpoint document sends the page: the API's and the auth endpoint's origins, and
 * the socket's `ws:`/`wss:` source. A missing field is the default of `npm start` on whatever
 * host served the page, which a policy can only say with a wildcard host (`http://*:8000`); a
 * path (`/`) is the page's own origin, 'self'. The page checks the document itself and refuses a
 * bad one; a value unusable here is simply not allowed.
 */
function endpointSources(document, pageScheme) {
  const doc = record(document);
  const api = record(doc.api);
  const realtime = record(doc.realtime);
  const sources = new Set();
  const urlSource = (value, fallback) => {
    if (value === undefined) return fallback;
    if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
      return "'self'";
    }
    return originOf(value);
  };
  const apiSource = urlSource(api.baseUrl, `${pageScheme}://*:${DEFAULT_API_PORT}`);
  if (apiSource) sources.add(apiSource);
  // The auth endpoint defaults to the API's.
  const authSource = urlSource(realtime.authEndpoint, apiSource);
  if (authSource) sources.add(authSource);
  sources.add(realtimeSocketSource(document));
  return { all: [...sources], api: apiSource };
}

/**
 * The `ws:`/`wss:` source of the socket the endpoint document names (any host on :6002 without
 * one, `npm start`'s default). The back office's policy allows it too (its security-headers.cjs).
 */
function realtimeSocketSource(document) {
  const realtime = record(record(document).realtime);
  const tls = realtime.tls === true;
  const scheme = tls ? 'wss' : 'ws';
  const port =
    typeof realtime.port === 'number' ? realtime.port : tls ? 443 : DEFAULT_REALTIME_PORT;
  const host = typeof realtime.host === 'string' && realtime.host !== '' ? realtime.host : '*';
  const defaultPort = (tls && port === 443) || (!tls && port === 80);
  return `${scheme}://${host}${defaultPort ? '' : `:${port}`}`;
}

/**
 * The headers of the host's HTML.
 *
 * - `html`: index.html as served, whose inline scripts (the registry prefetch) are allowed by
 *   hash, nothing else inline.
 * - `registry`: remotes.json (the remotes' origins), or null.
 * - `endpoints`: the endpoint document, or null when the site serves none (the defaults).
 * - `pageScheme`: 'http' or 'https', for the defaults' wildcard sources.
 * - `hsts`: send Strict-Transport-Security (production over HTTPS only: a browser that saw it
 *   refuses plain HTTP to the host for two years, which would break a local `npm start`).
 * - `dev`: the rspack dev server's needs (eval source maps, the live-reload socket).
 * - `localOrigins`: also allow any port of this machine (`npm start`, `npm run dev`): a tester
 *   there points a remote at a build served on another local port, in the registry or a page's
 *   stand-in for it (the browser tests do). Never in production, where the registry's origins
 *   are allowed exactly.
 *
 * Styles allow 'unsafe-inline': react-toastify 11 injects its stylesheet as a `<style>` element
 * and the dev build's style-loader does the same for every CSS file. Scripts never do.
 */
function siteSecurityHeaders({
  html = '',
  registry = null,
  endpoints = null,
  pageScheme = 'http',
  hsts = false,
  dev = false,
  localOrigins = false,
}) {
  const remotes = [
    ...registryOrigins(registry),
    ...(localOrigins ? ['http://localhost:*', 'http://127.0.0.1:*'] : []),
  ];
  const reach = endpointSources(endpoints, pageScheme);
  const scripts = ["'self'", ...remotes, ...inlineScriptHashes(html)];
  if (dev) scripts.push("'unsafe-eval'");
  const connect = ["'self'", ...reach.all, ...remotes];
  if (dev) connect.push('ws://localhost:*');
  const images = ["'self'", 'data:', ...(reach.api ? [reach.api] : []), ...remotes];
  const list = (sources) => [...new Set(sources)].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src ${list(scripts)}`,
    `style-src ${list(["'self'", "'unsafe-inline'", ...remotes])}`,
    `img-src ${list(images)}`,
    `font-src ${list(["'self'", 'data:', ...remotes])}`,
    `connect-src ${list(connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (hsts) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

module.exports = {
  siteSecurityHeaders,
  inlineScriptHashes,
  registryOrigins,
  realtimeSocketSource,
  HSTS,
};
