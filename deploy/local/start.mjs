#!/usr/bin/env node
// `npm run start:https`: the production layout on this machine, for a local try
// (docs/deploying.md). One HTTPS origin, https://localhost:8443, served by nginx (Debian's
// package) with a self-signed certificate made now: the host and the remotes as static files,
// the API and the realtime socket (wss://) behind it on 127.0.0.1. The API runs with
// NODE_ENV=production. Ctrl-C stops everything.
//
// Settings (environment): SB_HTTPS_PORT (8443), SB_HTTPS_API_PORT (8100),
// SB_HTTPS_REALTIME_PORT (6102), SB_HTTPS_STATE (a new folder under the system's temp folder:
// certificate, nginx.conf, logs, the SQLite database, settings.json), SIMULATOR (on).
//
// Unlike a real deployment it loads the demo data (`npm run seed -w api`, run outside production)
// so there is something to bet on; a production database never gets it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, frontendApps, buildApps } from '../../scripts/lib/build-steps.mjs';
import { prefixer, run, Supervisor } from '../../scripts/lib/processes.mjs';
import { makeLocalCertificate } from './certificate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = prefixer('https');

function port(name, fallback) {
  const value = process.env[name] ?? String(fallback);
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    log(`${name} must be a port number, got "${value}".`);
    process.exit(1);
  }
  return Number(value);
}

const sitePort = port('SB_HTTPS_PORT', 8443);
const apiPort = port('SB_HTTPS_API_PORT', 8100);
const realtimePort = port('SB_HTTPS_REALTIME_PORT', 6102);
const origin = `https://localhost:${sitePort}`;
const state = path.resolve(
  process.env.SB_HTTPS_STATE ?? mkdtempSync(path.join(os.tmpdir(), 'sportsbook-https-')),
);
mkdirSync(state, { recursive: true });

for (const tool of ['nginx', 'openssl']) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
  } catch {
    log(`${tool} is missing: apt-get install ${tool}`);
    process.exit(1);
  }
}

await ensureDependencies(root, log);
const apps = frontendApps(root);
await buildApps(root, apps, log, { force: false });

// A self-signed certificate for localhost, made at every start (a day is enough for a try).
const certificate = path.join(state, 'localhost.crt');
const certificateKey = path.join(state, 'localhost.key');
makeLocalCertificate(certificate, certificateKey);

// The remotes under /remotes/<name>/ of the one origin, and the registry naming them there.
const remotesRoot = path.join(state, 'remotes');
mkdirSync(remotesRoot, { recursive: true });
const registry = { allowOverrides: false, remotes: {} };
for (const app of apps.filter((candidate) => !candidate.isHost)) {
  const link = path.join(remotesRoot, app.federationName);
  if (!existsSync(link)) symlinkSync(path.join(root, app.dir, 'dist'), link);
  const { version } = JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
  registry.remotes[app.federationName] = {
    version,
    manifest: `${origin}/remotes/${app.federationName}/${version}/mf-manifest.json`,
  };
}
const registryFile = path.join(state, 'remotes.json');
writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);

// The endpoint document: the API at the site's own paths, the socket at wss://localhost:PORT.
const endpointsFile = path.join(state, 'endpoints.json');
const endpoints = {
  api: { baseUrl: '/' },
  realtime: { host: 'localhost', port: sitePort, tls: true, authEndpoint: '/broadcasting/auth' },
};
writeFileSync(endpointsFile, `${JSON.stringify(endpoints, null, 2)}\n`);

const { renderNginxConfig } = await import('../nginx/render.mjs');
const nginxConf = path.join(state, 'nginx.conf');
writeFileSync(
  nginxConf,
  renderNginxConfig({
    listen: sitePort,
    serverName: 'localhost',
    certificate,
    certificateKey,
    hostRoot: path.join(root, 'host', 'dist'),
    remotesRoot,
    registryFile,
    endpointsFile,
    api: `127.0.0.1:${apiPort}`,
    realtime: `127.0.0.1:${realtimePort}`,
    stateDir: state,
    // nginx started by root runs its workers as nobody, who may not read the checkout.
    user: process.getuid?.() === 0 ? 'root' : null,
  }),
);

// The services' settings, as a deployment's environment file would hold them.
const secret = randomBytes(24).toString('hex');
const services = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(apiPort),
  PUBLIC_URL: origin,
  TRUST_PROXY: '127.0.0.1',
  SQLITE_PATH: path.join(state, 'sportsbook.sqlite'),
  DATABASE_URL: '',
  PUSHER_HOST: '127.0.0.1',
  PUSHER_PORT: String(realtimePort),
  PUSHER_SECRET: secret,
  SIMULATOR: process.env.SIMULATOR ?? 'on',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
writeFileSync(
  path.join(state, 'settings.json'),
  `${JSON.stringify({ origin, ...services }, null, 2)}\n`,
);

const apiDir = path.join(root, 'api');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
await run('migrate', tsx, ['src/db/migrate-cli.ts'], { cwd: apiDir, env: services });
await run('seed', tsx, ['src/db/seed-cli.ts'], {
  cwd: apiDir,
  env: { ...services, NODE_ENV: 'development' },
});

const supervisor = new Supervisor();
process.on('SIGINT', () => void supervisor.stop(0));
process.on('SIGTERM', () => void supervisor.stop(0));
supervisor.start('realtime', tsx, ['src/realtime/main.ts'], { cwd: apiDir, env: services });
supervisor.start('api', tsx, ['src/server.ts'], { cwd: apiDir, env: services });
supervisor.start(
  'nginx',
  'nginx',
  ['-p', state, '-c', nginxConf, '-e', path.join(state, 'error.log')],
  {
    cwd: state,
  },
);

function ready() {
  return new Promise((resolve) => {
    const request = https.get(`${origin}/ready`, { ca: readFileSync(certificate) }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

const deadline = Date.now() + 120_000;
while (Date.now() < deadline && !supervisor.stopping) {
  if (await ready()) {
    log(
      `Sportsbook is up: open ${origin} (self-signed certificate: ${certificate}; Ctrl-C stops everything)`,
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
