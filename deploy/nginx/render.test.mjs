// The nginx configuration the layout renders: run by `npm test -w scripts` (node's test runner).
// The rendered file is checked by the real nginx (`nginx -t`; .ci/run installs it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { makeLocalCertificate } from '../local/certificate.mjs';
import { API_LOCATIONS, renderNginxConfig } from './render.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const hostRoot = path.join(dir, 'host');
mkdirSync(hostRoot);
writeFileSync(path.join(hostRoot, 'index.html'), '<script>window.x = 1;</script>');
const registryFile = path.join(dir, 'remotes.json');
writeFileSync(
  registryFile,
  JSON.stringify({
    remotes: {
      sports: {
        version: '1.0.0',
        manifest: 'https://cdn.example.net/sports/1.0.0/mf-manifest.json',
      },
      betslip: {
        version: '1.0.0',
        manifest: 'https://bet.example.com/remotes/betslip/1.0.0/mf-manifest.json',
      },
    },
  }),
);
const endpointsFile = path.join(dir, 'endpoints.json');
writeFileSync(
  endpointsFile,
  JSON.stringify({ api: { baseUrl: '/' }, realtime: { host: 'bet.example.com', tls: true } }),
);

function render(extra = {}) {
  return renderNginxConfig({
    listen: 443,
    serverName: 'bet.example.com',
    certificate: path.join(dir, 'site.crt'),
    certificateKey: path.join(dir, 'site.key'),
    hostRoot,
    remotesRoot: path.join(dir, 'remotes'),
    registryFile,
    endpointsFile,
    api: '127.0.0.1:8000',
    realtime: '127.0.0.1:6002',
    stateDir: null,
    ...extra,
  });
}

describe('renderNginxConfig', () => {
  it("serves the operators' back office under /backoffice/ with its own strict policy", () => {
    assert.doesNotMatch(render(), /location \/backoffice\//);
    const conf = render({ backofficeRoot: path.join(dir, 'backoffice') });
    const block = /location \/backoffice\/ \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    assert.match(block, /alias .*backoffice\/;/);
    assert.match(block, /Content-Security-Policy "default-src 'none'; script-src 'self';/);
    // Its API beside it, and the socket of the endpoint document (live queues).
    assert.match(block, /connect-src 'self' wss:\/\/bet\.example\.com;/);
    assert.match(block, /frame-ancestors 'none'/);
    assert.match(conf, /location \/operator\/ \{\n\s+proxy_pass http:\/\/sportsbook_api;/);
  });

  it('proxies every API path and the realtime socket and trigger paths', () => {
    const conf = render();
    for (const prefix of API_LOCATIONS) {
      assert.match(
        conf,
        new RegExp(`location ${prefix} \\{\\n\\s+proxy_pass http://sportsbook_api;`),
      );
    }
    assert.match(conf, /location = \/ready \{\n\s+proxy_pass http:\/\/sportsbook_api;/);
    assert.match(
      conf,
      /location \/app\/ \{\n\s+proxy_pass http:\/\/sportsbook_realtime;[\s\S]*?Upgrade \$http_upgrade/,
    );
    assert.match(conf, /location \/apps\/ \{\n\s+proxy_pass http:\/\/sportsbook_realtime;/);
    assert.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('never proxies /metrics: no proxied prefix covers it, and it answers 404', () => {
    const conf = render();
    for (const prefix of [...API_LOCATIONS, '/app/', '/apps/']) {
      assert.ok(!'/metrics'.startsWith(prefix), `${prefix} would proxy /metrics`);
      assert.match(conf, new RegExp(`location ${prefix} \\{`));
    }
    assert.match(conf, /location = \/metrics \{\n\s+return 404;\n\s+\}/);
  });

  it("gives the page a policy allowing exactly the registry's origins and the socket, HSTS, no framing", () => {
    const conf = render();
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1];
    assert.ok(csp);
    assert.match(
      csp,
      /script-src 'self' https:\/\/bet\.example\.com https:\/\/cdn\.example\.net 'sha256-/,
    );
    assert.match(csp, /connect-src 'self' wss:\/\/bet\.example\.com /);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(conf, /add_header X-Frame-Options "DENY" always;/);
    assert.match(
      conf,
      /add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;/,
    );
    assert.match(conf, /Cache-Control "public, max-age=31536000, immutable"/);
    assert.match(conf, /gzip_static on;/);
  });

  it('spreads the API over several instances and the sockets over several realtime nodes', () => {
    const conf = render({
      api: ['127.0.0.1:8111', '127.0.0.1:8112', '127.0.0.1:8113'],
      realtime: ['127.0.0.1:6111', '127.0.0.1:6112'],
      triggerListen: '127.0.0.1:6110',
    });
    const api = /upstream sportsbook_api \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    assert.deepEqual(
      [...api.matchAll(/server (\S+) /g)].map((match) => match[1]),
      ['127.0.0.1:8111', '127.0.0.1:8112', '127.0.0.1:8113'],
    );
    const realtime = /upstream sportsbook_realtime \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    assert.deepEqual(
      [...realtime.matchAll(/server (\S+) /g)].map((match) => match[1]),
      ['127.0.0.1:6111', '127.0.0.1:6112'],
    );
    // The trigger API on the internal listener, plain HTTP, over the same realtime nodes.
    assert.match(
      conf,
      /listen 127\.0\.0\.1:6110;[\s\S]*?location \/apps\/ \{\n\s+proxy_pass http:\/\/sportsbook_realtime;/,
    );
    assert.doesNotMatch(render(), /listen 127\.0\.0\.1/);
  });

  it('is a configuration nginx accepts (nginx -t)', () => {
    assert.equal(
      spawnSync('sh', ['-c', 'command -v nginx']).status,
      0,
      'nginx is needed for this test: apt-get install nginx',
    );
    makeLocalCertificate(path.join(dir, 'site.crt'), path.join(dir, 'site.key'));
    const state = path.join(dir, 'state');
    mkdirSync(state);
    const conf = path.join(state, 'nginx.conf');
    writeFileSync(
      conf,
      render({
        stateDir: state,
        listen: 18443,
        api: ['127.0.0.1:8111', '127.0.0.1:8112'],
        triggerListen: '127.0.0.1:16110',
      }),
    );
    const check = spawnSync(
      'nginx',
      ['-t', '-p', state, '-c', conf, '-e', path.join(state, 'error.log')],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(check.status, 0, check.stderr);
  });
});
