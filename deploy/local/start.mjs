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
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prefixer, Supervisor } from '../../scripts/lib/processes.mjs';
import {
  apiDir,
  migrateAndSeed,
  portSetting,
  prepareSite,
  requireTools,
  stateFolder,
  startNginx,
  tsx,
  waitUntilReady,
  writeNginxConfig,
} from './layout.mjs';

const log = prefixer('https');

const sitePort = portSetting('SB_HTTPS_PORT', 8443, log);
const apiPort = portSetting('SB_HTTPS_API_PORT', 8100, log);
const realtimePort = portSetting('SB_HTTPS_REALTIME_PORT', 6102, log);
const state = stateFolder('SB_HTTPS_STATE', 'sportsbook-https');

requireTools(['nginx', 'openssl'], log);
const site = await prepareSite({ state, sitePort, log });
const { origin } = site;
const nginxConf = await writeNginxConfig({
  state,
  site,
  api: `127.0.0.1:${apiPort}`,
  realtime: `127.0.0.1:${realtimePort}`,
});

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

await migrateAndSeed(services);

const supervisor = new Supervisor();
process.on('SIGINT', () => void supervisor.stop(0));
process.on('SIGTERM', () => void supervisor.stop(0));
supervisor.start('realtime', tsx, ['src/realtime/main.ts'], { cwd: apiDir, env: services });
supervisor.start('api', tsx, ['src/server.ts'], { cwd: apiDir, env: services });
startNginx(supervisor, state, nginxConf);

if (await waitUntilReady(site, supervisor)) {
  log(
    `Sportsbook is up: open ${origin} (self-signed certificate: ${site.certificate}; Ctrl-C stops everything)`,
  );
}
