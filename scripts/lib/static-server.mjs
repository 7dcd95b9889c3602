// A small static file server for the production bundles: the host (with a single-page fallback to
// index.html) and each remote (with CORS, since the host page loads their chunks cross-origin).
// Node built-ins only, so `npm start` needs nothing beyond the workspace's own packages.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose names do not change between releases must be revalidated on every load. */
function cacheControl(file) {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8,}\.(js|css)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function fileAt(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const resolved = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(resolved);
    if (info.isDirectory()) return fileAt(root, path.posix.join(decoded, 'index.html'));
    return { file: resolved, size: info.size };
  } catch {
    return null;
  }
}

/** The first of `roots` that has the file. */
async function fileInRoots(roots, urlPath) {
  for (const root of roots) {
    const found = await fileAt(root, urlPath);
    if (found) return found;
  }
  return null;
}

/**
 * Serves `root` (or the first of `roots` that has a path) on host:port. With `spa`, a path
 * without a file extension that matches no file gets index.html, so client-side routes survive a
 * reload. `routes` answers exact paths with a handler of its own (the live `/remotes.json`).
 */
export function startStaticServer({
  root,
  roots = [root],
  port,
  host = '127.0.0.1',
  spa = false,
  cors = false,
  routes = {},
}) {
  const absoluteRoots = roots.map((dir) => path.resolve(dir));
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
    const route = routes[(req.url ?? '/').split('?')[0]];
    if (route) {
      await route(req, res);
      return;
    }
    let found;
    try {
      found = await fileInRoots(absoluteRoots, req.url ?? '/');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    if (!found && spa && !path.extname((req.url ?? '/').split('?')[0])) {
      found = await fileInRoots(absoluteRoots, '/index.html');
    }
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(found.file)] ?? 'application/octet-stream',
      'Content-Length': found.size,
      'Cache-Control': cacheControl(found.file),
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(found.file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
