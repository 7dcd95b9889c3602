// The static file server of `npm start` for the production bundles: the host (with a single-page
// fallback to index.html) and each remote (with CORS, since the host page loads their chunks
// cross-origin). The files are served by sirv, which picks the brotli or gzip sibling that the
// build wrote beside each file (precompress.mjs) when the browser accepts it.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Hashed names (`main.1a2b3c4d.js`) never change content: cached for a year, never revalidated. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2)$/;

/**
 * Files whose names do not change between releases (index.html, remotes.json, mf-manifest.json,
 * remoteEntry.js) are revalidated on every load (with their ETag, so an unchanged one is a 304).
 */
export function cacheControl(pathname) {
  return HASHED.test(path.posix.basename(pathname))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** A path the host answers with its HTML: no file extension (a route), or an `.html` file. */
export function isPagePath(pathname) {
  const base = path.posix.basename(pathname);
  return !base.includes('.') || base.endsWith('.html');
}

/** One sirv handler per root. `dev` mode looks each request up on disk, so released versions
 * published while the server runs are served at once. */
function handlerFor(root, spa) {
  return sirv(root, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    single: spa,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
}

/**
 * Serves `root` (or the first of `roots` that has a path) on host:port. With `spa`, a path
 * without a file extension that matches no file gets index.html (of the last root), so
 * client-side routes survive a reload. `routes` answers exact paths with a handler of its own
 * (the live `/remotes.json`). `pageHeaders(req)` gives the headers of the site's HTML (its
 * Content-Security-Policy, framing refused: @sportsbook/shared/site-headers), sent with every
 * answer to a page path: `/`, a client-side route, or a `.html` file.
 */
export function startStaticServer({
  root,
  roots = [root],
  port,
  host = '127.0.0.1',
  spa = false,
  cors = false,
  routes = {},
  pageHeaders = null,
}) {
  const absoluteRoots = roots.map((dir) => path.resolve(dir));
  // Every root but the last passes a miss on; only the last one falls back to index.html.
  const handlers = absoluteRoots.map((dir, index) =>
    handlerFor(dir, spa && index === absoluteRoots.length - 1),
  );
  const server = http.createServer(async (req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0];
    if (pageHeaders && isPagePath(pathname)) {
      for (const [name, value] of Object.entries(await pageHeaders(req))) {
        res.setHeader(name, value);
      }
    }
    const route = routes[pathname];
    if (route) {
      await route(req, res);
      return;
    }
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    };
    const next = (index) => () => {
      if (index >= handlers.length) notFound();
      else handlers[index](req, res, next(index + 1));
    };
    next(0)();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
