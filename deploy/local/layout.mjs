// The parts of the one-origin layout on this machine (docs/deploying.md) shared by
// `npm run start:https` (start.mjs: one API, one realtime server, SQLite) and
// `npm run start:topology` (topology.mjs: several of each on PostgreSQL and Redis): the tools
// it needs, the built site, the certificate, the registry and endpoint document, nginx in front.
import { execFileSync } from 'node:child_process';
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
import { run } from '../../scripts/lib/processes.mjs';
import { makeLocalCertificate } from './certificate.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const apiDir = path.join(root, 'api');
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** A port from the environment (or its default); exits with a clear line when it is not one. */
export function portSetting(name, fallback, log) {
  const value = process.env[name] ?? String(fallback);
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    log(`${name} must be a port number, got "${value}".`);
    process.exit(1);
  }
  return Number(value);
}

/** The folder of a run's files: the one `variable` names, or a new one under the temp folder. */
export function stateFolder(variable, prefix) {
  const state = path.resolve(
    process.env[variable] ?? mkdtempSync(path.join(os.tmpdir(), `${prefix}-`)),
  );
  mkdirSync(state, { recursive: true });
  return state;
}

/** Whether a command is on the PATH. */
export function hasTool(tool) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Exits, saying which package to install, when a tool is missing. */
export function requireTools(tools, log) {
  for (const tool of tools) {
    if (!hasTool(tool)) {
      log(`${tool} is missing: apt-get install ${tool}`);
      process.exit(1);
    }
  }
}

/**
 * Builds what is out of date and writes, into `state`, what nginx serves beside the builds: a
 * self-signed certificate for localhost (made at every start; a day is enough for a try), the
 * remotes under /remotes/<name>/ with the registry naming them there, and the endpoint document
 * (the API at the site's own paths, the socket at wss://localhost:PORT).
 */
export async function prepareSite({ state, sitePort, log }) {
  const origin = `https://localhost:${sitePort}`;
  await ensureDependencies(root, log);
  const apps = frontendApps(root);
  await buildApps(root, apps, log, { force: false });

  const certificate = path.join(state, 'localhost.crt');
  const certificateKey = path.join(state, 'localhost.key');
  makeLocalCertificate(certificate, certificateKey);

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

  const endpointsFile = path.join(state, 'endpoints.json');
  const endpoints = {
    api: { baseUrl: '/' },
    realtime: { host: 'localhost', port: sitePort, tls: true, authEndpoint: '/broadcasting/auth' },
  };
  writeFileSync(endpointsFile, `${JSON.stringify(endpoints, null, 2)}\n`);
  return {
    origin,
    sitePort,
    certificate,
    certificateKey,
    remotesRoot,
    registryFile,
    endpointsFile,
  };
}

/**
 * Writes nginx.conf into `state` for the site and its backends: `api` and `realtime` are one
 * address or a list (deploy/nginx/render.mjs); `triggerListen` the internal trigger listener.
 */
export async function writeNginxConfig({ state, site, api, realtime, triggerListen = null }) {
  const { renderNginxConfig } = await import('../nginx/render.mjs');
  const nginxConf = path.join(state, 'nginx.conf');
  writeFileSync(
    nginxConf,
    renderNginxConfig({
      listen: site.sitePort,
      serverName: 'localhost',
      certificate: site.certificate,
      certificateKey: site.certificateKey,
      hostRoot: path.join(root, 'host', 'dist'),
      backofficeRoot: path.join(root, 'backoffice', 'dist'),
      remotesRoot: site.remotesRoot,
      registryFile: site.registryFile,
      endpointsFile: site.endpointsFile,
      api,
      realtime,
      triggerListen,
      stateDir: state,
      // nginx started by root runs its workers as nobody, who may not read the checkout.
      user: process.getuid?.() === 0 ? 'root' : null,
    }),
  );
  return nginxConf;
}

/** nginx in the foreground, under the supervisor, with its files in `state`. */
export function startNginx(supervisor, state, nginxConf) {
  return supervisor.start(
    'nginx',
    'nginx',
    ['-p', state, '-c', nginxConf, '-e', path.join(state, 'error.log')],
    { cwd: state },
  );
}

/** The schema, then the demo data (run outside production, so there is something to bet on). */
export async function migrateAndSeed(services) {
  await run('migrate', tsx, ['src/migrate-cli.ts'], { cwd: apiDir, env: services });
  await run('seed', tsx, ['src/seed/seed-cli.ts'], {
    cwd: apiDir,
    env: { ...services, NODE_ENV: 'development' },
  });
}

function answers(url, certificate) {
  return new Promise((resolve) => {
    const request = https.get(url, { ca: readFileSync(certificate) }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

/** Waits (up to two minutes) until the site's /ready answers 200 through nginx. */
export async function waitUntilReady(site, supervisor) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !supervisor.stopping) {
    if (await answers(`${site.origin}/ready`, site.certificate)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
