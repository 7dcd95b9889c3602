// Writes the nginx configuration of the one-origin layout (docs/deploying.md): TLS, the host and
// the remotes as static files (gzip siblings served as they are, hashed names cached for a year),
// the API's paths and the realtime socket and trigger paths proxied to their processes on
// 127.0.0.1, and the host page's headers (CSP fitted to the registry and the endpoint document,
// framing refused, HSTS) from @sportsbook/shared/site-headers, as `npm start` sends them.
//
// Used by deploy/local/start.mjs (a local try on this machine) and by an operator:
//   node deploy/nginx/render.mjs settings.json > /etc/nginx/sites-available/sportsbook.conf
// Rendered again (and nginx reloaded) whenever remotes.json or endpoints.json changes origins.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { siteSecurityHeaders } from '@sportsbook/shared/site-headers';

const require = createRequire(import.meta.url);
const { backofficeSecurityHeaders } = require('../../backoffice/security-headers.cjs');

/** The API's paths (shared/src/contracts/paths.ts), all under these prefixes. */
export const API_LOCATIONS = [
  '/ng/',
  '/oauth/',
  '/broadcasting/',
  '/getPredictionEvent/',
  '/static/',
  // The operators' API (the back office's).
  '/operator/',
];
/** Exact API paths: the process manager's and the load balancer's checks. */
export const API_EXACT = ['/health', '/ready'];

/** A name nginx can take as a literal inside double quotes. */
function quoted(value) {
  if (/["\\$\n]/.test(value)) throw new Error(`Cannot put ${JSON.stringify(value)} in nginx.conf`);
  return `"${value}"`;
}

/**
 * One `server` line per address. A server that refuses a connection is left out for a few
 * seconds (a killed instance), and the request goes to the next one: nothing was sent yet.
 */
function upstreamServers(addresses) {
  const list = Array.isArray(addresses) ? addresses : [addresses];
  return list.map((address) => `    server ${address} max_fails=1 fail_timeout=3s;`).join('\n');
}

/**
 * The internal side: the API (and the operators' tool) trigger events over plain HTTP on the
 * private address, spread over the realtime nodes like the sockets. Never the public listener.
 */
function triggerServer(listen, proxyHeaders) {
  if (!listen) return '';
  return `
  server {
    listen ${listen};
    server_tokens off;
    location /apps/ {
      proxy_pass http://sportsbook_realtime;${proxyHeaders}
    }
    location / {
      return 404;
    }
  }
`;
}

function headerLines(headers, indent) {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`)
    .join('\n');
}

/**
 * settings: {
 *   listen: 443, serverName: 'bet.example.com', certificate, certificateKey,
 *   hostRoot: '/srv/sportsbook/host',            the host's dist/
 *   remotesRoot: '/srv/sportsbook/remotes',      remotes/<name>/... (a CDN may serve them instead)
 *   registryFile, endpointsFile,                 remotes.json and endpoints.json as served
 *   backofficeRoot: null | '/srv/sportsbook/backoffice'  the back office's dist/, served under
 *                                                /backoffice/ with its own strict CSP
 *   api: '127.0.0.1:8000', realtime: '127.0.0.1:6002',  or lists of addresses: nginx spreads
 *                                                 requests (API) and sockets (realtime) over them
 *   triggerListen: null | '127.0.0.1:6100'       a plain-HTTP listener on the internal side for
 *                                                 the Pusher trigger API over every realtime node
 *   stateDir: null | '/tmp/...'                  pid, logs and temp files (local try only)
 *   user: null | 'root'                          the workers' user (local try as root only)
 * }
 */
export function renderNginxConfig(settings) {
  const registry = JSON.parse(readFileSync(settings.registryFile, 'utf8'));
  const endpoints = JSON.parse(readFileSync(settings.endpointsFile, 'utf8'));
  const html = readFileSync(path.join(settings.hostRoot, 'index.html'), 'utf8');
  const page = siteSecurityHeaders({ html, registry, endpoints, pageScheme: 'https', hsts: true });
  const hsts = { 'Strict-Transport-Security': page['Strict-Transport-Security'] };
  const state = settings.stateDir;
  const proxyHeaders = `
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Connection "";`;
  const apiLocations = [
    ...API_LOCATIONS.map((prefix) => `location ${prefix}`),
    ...API_EXACT.map((exact) => `location = ${exact}`),
  ]
    .map(
      (location) => `    ${location} {
      proxy_pass http://sportsbook_api;${proxyHeaders}
    }`,
    )
    .join('\n');

  const top = state
    ? `daemon off;
pid ${state}/nginx.pid;
error_log ${state}/error.log warn;
${settings.user ? `user ${settings.user};\n` : ''}worker_processes 1;
events { worker_connections 1024; }
`
    : '';
  const httpOpen = state
    ? `http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${state}/access.log;
  client_body_temp_path ${state}/client_body;
  proxy_temp_path ${state}/proxy;
  fastcgi_temp_path ${state}/fastcgi;
  uwsgi_temp_path ${state}/uwsgi;
  scgi_temp_path ${state}/scgi;
  sendfile on;
`
    : '';
  const httpClose = state ? '}\n' : '';

  return `# Generated by deploy/nginx/render.mjs; edit the template there, not this file.
${top}${httpOpen}
  # The realtime socket asks for an upgrade; every other proxied request keeps its connection.
  map $http_upgrade $sportsbook_connection {
    default upgrade;
    '' '';
  }
  upstream sportsbook_api {
${upstreamServers(settings.api)}
    keepalive 16;
  }
  upstream sportsbook_realtime {
${upstreamServers(settings.realtime)}
  }
${triggerServer(settings.triggerListen, proxyHeaders)}
  server {
    listen ${settings.listen} ssl http2;
    server_name ${settings.serverName};
    ssl_certificate ${settings.certificate};
    ssl_certificate_key ${settings.certificateKey};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:sportsbook_tls:1m;
    server_tokens off;
    client_max_body_size 128k;
    root ${settings.hostRoot};
    # The .gz file the build wrote beside each text file, when the browser accepts gzip.
    gzip_static on;
    gzip_vary on;
    # A header set in a location replaces every header of the server: each location sets its own.
${headerLines({ ...hsts, 'X-Content-Type-Options': 'nosniff' }, '    ')}

    # The API (a path of its own each; the API answers 404 for what it does not know).
${apiLocations}

    # The realtime socket (wss://) and the Pusher HTTP trigger API (signed with the app secret).
    location /app/ {
      proxy_pass http://sportsbook_realtime;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $sportsbook_connection;
      proxy_read_timeout 1h;
    }
    location /apps/ {
      proxy_pass http://sportsbook_realtime;${proxyHeaders}
    }

    # /metrics (the API's and a realtime node's) is for scrapers on the internal side only, on
    # each process's own address: never proxied, and a 404 here rather than the page.
    location = /metrics {
      return 404;
    }

    # The registry and the endpoint document: read at every page load, never cached.
    location = /remotes.json {
      alias ${settings.registryFile};
      default_type application/json;
${headerLines({ ...hsts, 'Cache-Control': 'no-cache' }, '      ')}
    }
    location = /endpoints.json {
      alias ${settings.endpointsFile};
      default_type application/json;
${headerLines({ ...hsts, 'Cache-Control': 'no-cache' }, '      ')}
    }

    # The remotes' builds, when this origin serves them (a CDN may instead: remotes.json says).
    location /remotes/ {
      alias ${settings.remotesRoot}/;
${headerLines({ ...hsts, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' }, '      ')}
      location ~ "\\.[0-9a-f]{8,}\\.(js|css|svg|png|woff2)$" {
${headerLines({ ...hsts, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' }, '        ')}
      }
    }

    # The host's hashed files never change: a year, never revalidated.
    location ~ "^/[^/]*\\.[0-9a-f]{8,}\\.(js|css|svg|png|woff2)$" {
${headerLines({ ...hsts, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' }, '      ')}
    }

${
  settings.backofficeRoot
    ? `    # The operators' back office: its own app and its own strict policy (same-origin API
    # calls and the endpoint document's realtime socket only, no frames, no inline script),
    # never the host's page policy.
    location /backoffice/ {
      alias ${settings.backofficeRoot}/;
      try_files $uri /backoffice/index.html;
${headerLines({ ...backofficeSecurityHeaders({ endpoints, hsts: true }), 'Cache-Control': 'no-cache' }, '      ')}
    }

`
    : ''
}    # Every other path is the single-page app: a file of the host, or index.html with the
    # page's policy (revalidated at every load, so a new host release shows at once).
    location / {
      try_files $uri /index.html;
${headerLines({ ...page, 'Cache-Control': 'no-cache' }, '      ')}
    }
  }
${httpClose}`;
}

// node deploy/nginx/render.mjs settings.json: the configuration on stdout.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node deploy/nginx/render.mjs <settings.json>');
    process.exit(1);
  }
  try {
    process.stdout.write(renderNginxConfig(JSON.parse(readFileSync(file, 'utf8'))));
  } catch (error) {
    console.error(`render: ${error.message}`);
    process.exit(1);
  }
}
