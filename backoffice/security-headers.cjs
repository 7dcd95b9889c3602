// The back office's own strict page headers (types: security-headers.d.cts): its scripts and
// styles from itself only, no frames (it is never embedded), its API and the realtime socket of
// the site's endpoint document (as the bettors' page allows it: shared/site-headers.cjs) the only
// other origins it talks to, and images from itself or data: URLs (the enrolment QR code). Used by its dev server,
// `npm start` (scripts/start.mjs) and the nginx layout (deploy/nginx/render.mjs). CommonJS, so
// the rspack config, the start script and the nginx renderer all load it as it is.
'use strict';

const { realtimeSocketSource } = require('@sportsbook/shared/site-headers');

/** Next to DESIGN.md's ports (host :3000, remotes :3001-:3005). */
const BACKOFFICE_PORT = 3006;

function backofficeSecurityHeaders({
  apiOrigins = [],
  endpoints = null,
  dev = false,
  hsts = false,
} = {}) {
  const connect = [
    "'self'",
    ...apiOrigins,
    realtimeSocketSource(endpoints),
    ...(dev ? ['ws://localhost:*'] : []),
  ];
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    // style-loader (the dev build) injects <style> elements.
    `style-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

module.exports = { BACKOFFICE_PORT, backofficeSecurityHeaders };
