// The static server of `npm start` (node's test runner: `npm test -w scripts`). Listens on an
// ephemeral port of 127.0.0.1, so it runs beside anything else on the machine.
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { startStaticServer } from './static-server.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
const released = path.join(dir, 'released');
const working = path.join(dir, 'working');
const secret = path.join(dir, 'working-secret');
const script = 'console.log("a chunk of the host");\n'.repeat(40);

function write(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

write(path.join(working, 'index.html'), '<!doctype html><title>host</title>');
write(path.join(working, 'main.1a2b3c4d.js'), script);
write(path.join(working, 'main.1a2b3c4d.js.br'), zlib.brotliCompressSync(script));
write(path.join(working, 'main.1a2b3c4d.js.gz'), zlib.gzipSync(script));
write(path.join(working, '1.0.0', 'remoteEntry.js'), 'var working;');
write(path.join(released, '1.0.0', 'remoteEntry.js'), 'var released;');
write(path.join(released, '0.9.0', 'remoteEntry.js'), 'var older;');
write(path.join(secret, 'key.txt'), 'secret');

/** A GET with the path exactly as given (fetch would resolve the `..` segments first). */
function rawStatus(server, rawPath) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.address().port, path: rawPath }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });
}

let host;
let remote;
const url = (server, pathname) => `http://127.0.0.1:${server.address().port}${pathname}`;

before(async () => {
  host = await startStaticServer({
    root: working,
    port: 0,
    spa: true,
    routes: {
      '/remotes.json': (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"remotes":{}}');
      },
    },
    pageHeaders: async () => ({
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
    }),
  });
  remote = await startStaticServer({ roots: [released, working], port: 0, cors: true });
});

after(async () => {
  await Promise.all([host, remote].map((server) => new Promise((done) => server.close(done))));
  rmSync(dir, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('sends the brotli or gzip file the build wrote when the browser accepts it', async () => {
    const brotli = await fetch(url(host, '/main.1a2b3c4d.js'), {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    assert.equal(brotli.headers.get('content-encoding'), 'br');
    assert.match(brotli.headers.get('content-type'), /javascript/);
    assert.equal(brotli.headers.get('vary'), 'Accept-Encoding');
    assert.equal(await brotli.text(), script);
    const gzip = await fetch(url(host, '/main.1a2b3c4d.js'), {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    assert.equal(await gzip.text(), script);
  });

  it('caches hashed names for a year and revalidates the others', async () => {
    const hashed = await fetch(url(host, '/main.1a2b3c4d.js'));
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const page = await fetch(url(host, '/'));
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const entry = await fetch(url(remote, '/1.0.0/remoteEntry.js'));
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const again = await fetch(url(remote, '/1.0.0/remoteEntry.js'), {
      headers: { 'If-None-Match': entry.headers.get('etag') },
    });
    assert.equal(again.status, 304);
  });

  it('answers client-side routes of the host with index.html, and unknown files with 404', async () => {
    const route = await fetch(url(host, '/match/12'));
    assert.equal(route.status, 200);
    assert.match(await route.text(), /<title>host<\/title>/);
    assert.equal((await fetch(url(host, '/missing.js'))).status, 404);
    assert.equal((await fetch(url(remote, '/match/12'))).status, 404);
  });

  it('serves the first root that has a path, with CORS for the remotes', async () => {
    const entry = await fetch(url(remote, '/1.0.0/remoteEntry.js'));
    assert.equal(await entry.text(), 'var released;');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal(await (await fetch(url(remote, '/0.9.0/remoteEntry.js'))).text(), 'var older;');
    const preflight = await fetch(url(remote, '/1.0.0/remoteEntry.js'), { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal((await fetch(url(host, '/'))).headers.get('access-control-allow-origin'), null);
  });

  it('answers its routes itself, refuses writes, and never leaves its roots', async () => {
    assert.equal(await (await fetch(url(host, '/remotes.json'))).text(), '{"remotes":{}}');
    assert.equal((await fetch(url(host, '/'), { method: 'POST' })).status, 405);
    for (const escape of ['/../working-secret/key.txt', '/%2e%2e/working-secret/key.txt']) {
      assert.equal(await rawStatus(remote, escape), 404, escape);
    }
  });

  it("sends the page headers (CSP, no framing) with the site's HTML, not with its files", async () => {
    for (const page of ['/', '/match/12', '/index.html']) {
      const response = await fetch(url(host, page));
      assert.equal(response.status, 200, page);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', page);
      assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
    }
    const chunk = await fetch(url(host, '/main.1a2b3c4d.js'));
    assert.equal(chunk.headers.get('content-security-policy'), null);
    assert.equal(
      (await fetch(url(remote, '/1.0.0/remoteEntry.js'))).headers.get('x-frame-options'),
      null,
    );
  });
});
