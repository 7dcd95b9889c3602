#!/usr/bin/env node
// `npm start`: install what is missing, build the production bundles that are out of date, then
// serve the whole site on localhost: host :3000, remotes :3001-:3005, API :8000, realtime :6002,
// and the operators' back office on :3006 (its own app and origin, never federated).
// The host page reads the live registry of the release store (releases/, docs/releasing.md) as
// /remotes.json; each remote's port serves its released versions and its working-tree build,
// which is registered on the first run. `npm run dev` (--dev) runs the rspack dev servers with
// live reload instead of the bundles. Ctrl-C stops everything this started.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backofficeApp, ensureDependencies, frontendApps, buildApps } from './lib/build-steps.mjs';
import { prefixer, Supervisor } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const log = prefixer('start');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  log(`Node ${process.versions.node} is too old: the build tools need Node 20.19 or newer.`);
  process.exit(1);
}

await ensureDependencies(root, log);
const apps = frontendApps(root);
const backoffice = backofficeApp();
if (!dev) await buildApps(root, [...apps, backoffice], log, { force: args.has('--rebuild') });

const supervisor = new Supervisor();
process.on('SIGINT', () => void supervisor.stop(0));
process.on('SIGTERM', () => void supervisor.stop(0));

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const apiDir = path.join(root, 'api');
const serviceEnv = {
  SIMULATOR: process.env.SIMULATOR ?? 'on',
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
};

supervisor.start('realtime', tsx, ['src/realtime/main.ts'], { cwd: apiDir, env: serviceEnv });
supervisor.start('api', tsx, dev ? ['watch', 'src/server.ts'] : ['src/server.ts'], {
  cwd: apiDir,
  env: serviceEnv,
});

if (dev) {
  for (const app of [...apps, backoffice]) {
    supervisor.start(app.federationName, 'npm', ['start', '-w', app.dir], { cwd: root });
  }
} else {
  const web = prefixer('web');
  // sirv is a package: loaded once the install step above has run, so a fresh clone still starts.
  const { startStaticServer } = await import('./lib/static-server.mjs');
  // The release tool is TypeScript; tsx (installed above) loads it.
  const { require: tsxRequire } = await import('tsx/cjs/api');
  const { openLiveSite } = tsxRequire('./release/site.ts', import.meta.url);
  const remotes = apps
    .filter((app) => !app.isHost)
    .map((app) => ({ name: app.federationName, port: app.port }));
  const site = await openLiveSite(root, remotes, prefixer('registry'));
  // The host page's Content-Security-Policy allows the remotes' origins of the live registry
  // (read at each page load, as the page reads it) and the endpoints' defaults, the API on :8000
  // and the socket on :6002 of the host that served the page (no endpoint document here).
  const { siteSecurityHeaders } = await import('@sportsbook/shared/site-headers');
  const hostIndex = path.join(root, 'host', 'dist', 'index.html');
  const pageHeaders = async () =>
    siteSecurityHeaders({
      html: await readFile(hostIndex, 'utf8').catch(() => ''),
      registry: await site.registry.current().catch(() => null),
      endpoints: null,
      pageScheme: 'http',
      localOrigins: true,
    });
  const servers = [];
  for (const app of apps) {
    const server = await startStaticServer({
      roots: app.isHost
        ? [path.join(root, app.dir, 'dist')]
        : site.remoteRoots({ name: app.federationName, port: app.port }),
      port: app.port,
      spa: app.isHost,
      cors: !app.isHost,
      routes: app.isHost
        ? { '/remotes.json': (request, response) => site.registry.handle(request, response) }
        : {},
      pageHeaders: app.isHost ? pageHeaders : null,
    }).catch((error) => {
      web(`cannot serve ${app.dir} on :${app.port}: ${error.message}`);
      void supervisor.stop(1);
      return null;
    });
    if (server) {
      servers.push(server);
      web(`${app.dir} on http://localhost:${app.port}/`);
    }
  }
  // The operators' back office on its own origin, with its own strict page headers.
  const { backofficeSecurityHeaders } = tsxRequire(
    '../backoffice/security-headers.cjs',
    import.meta.url,
  );
  const backofficeServer = await startStaticServer({
    roots: [path.join(root, backoffice.dir, 'dist')],
    port: backoffice.port,
    spa: true,
    cors: false,
    routes: {},
    pageHeaders: async () =>
      backofficeSecurityHeaders({ apiOrigins: ['http://localhost:8000', 'http://127.0.0.1:8000'] }),
  }).catch((error) => {
    web(`cannot serve backoffice on :${backoffice.port}: ${error.message}`);
    void supervisor.stop(1);
    return null;
  });
  if (backofficeServer) {
    servers.push(backofficeServer);
    web(`backoffice on http://localhost:${backoffice.port}/`);
  }
  supervisor.onStop(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));
}

// Tell the user where to go once the API answers.
const deadline = Date.now() + 120_000;
while (Date.now() < deadline && !supervisor.stopping) {
  try {
    const response = await fetch('http://127.0.0.1:8000/health');
    if (response.ok) {
      log('Sportsbook is up: open http://localhost:3000 (Ctrl-C stops everything)');
      // The API seeds this operator into an empty operators table outside production
      // (api/src/server.ts); the secret goes into any authenticator app.
      log(
        `Back office: http://localhost:${backoffice.port}/ — demo operator admin / backoffice-demo-1, ` +
          'TOTP secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      );
      break;
    }
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
