#!/usr/bin/env node
// `npm run start:topology`: the scaled-out layout on this machine (docs/deploying.md, "Several
// instances"). The one HTTPS origin of `npm run start:https` (layout.mjs: nginx, TLS, the static
// site), with nginx spreading the API's requests over THREE API instances and the sockets over
// TWO realtime nodes, which share their channels through Redis; the instances share one
// PostgreSQL database and the Redis (rate limits, sessions). The API publishes through nginx's
// internal trigger listener, spread over the nodes as well. Ctrl-C stops everything.
//
// PostgreSQL and Redis: the machine's own when they answer (postgres://postgres@127.0.0.1:5432,
// redis://127.0.0.1:6379), or the servers of SB_TOPOLOGY_POSTGRES_URL (a URL whose user may
// create databases) and SB_TOPOLOGY_REDIS_URL. Otherwise it starts its own from Debian's packages
// (`apt-get install postgresql redis-server`): a new data folder, PostgreSQL on 5433 and Redis on
// 6380, stopped with the rest.
//
// Every run gets a database of its own, `sportsbook_topology_<random>` (SB_TOPOLOGY_DATABASE
// names one instead), dropped at the stop unless named, and a Redis key prefix of its own.
//
// Settings (environment): SB_TOPOLOGY_PORT (8444), SB_TOPOLOGY_API_PORT (8111: the instances on
// 8111-8113), SB_TOPOLOGY_REALTIME_PORT (6111: the nodes on 6111-6112), SB_TOPOLOGY_TRIGGER_PORT
// (6110), SB_TOPOLOGY_API_INSTANCES (3), SB_TOPOLOGY_STATE (a new temp folder), SIMULATOR (on).
// It writes topology.json there: the addresses, each process's id (a killed API instance or
// realtime node is started again after a second, as systemd's Restart=always would), the
// settings the operators' tool needs, and the metrics token.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prefixer, Supervisor } from '../../scripts/lib/processes.mjs';
import * as layout from './layout.mjs';

const log = prefixer('topology');

const sitePort = layout.portSetting('SB_TOPOLOGY_PORT', 8444, log);
const apiBase = layout.portSetting('SB_TOPOLOGY_API_PORT', 8111, log);
const realtimeBase = layout.portSetting('SB_TOPOLOGY_REALTIME_PORT', 6111, log);
const triggerPort = layout.portSetting('SB_TOPOLOGY_TRIGGER_PORT', 6110, log);
const instances = Number(process.env.SB_TOPOLOGY_API_INSTANCES ?? 3);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  log('SB_TOPOLOGY_API_INSTANCES must be a number from 1 to 16.');
  process.exit(1);
}
const REALTIME_NODES = 2;
const OWN_POSTGRES_PORT = 5433;
const OWN_REDIS_PORT = 6380;
const state = layout.stateFolder('SB_TOPOLOGY_STATE', 'sportsbook-topology');
layout.requireTools(['nginx', 'openssl'], log);

const supervisor = new Supervisor();
process.on('SIGINT', () => void supervisor.stop(0));
process.on('SIGTERM', () => void supervisor.stop(0));

const require = createRequire(path.join(layout.apiDir, 'package.json'));

/** Whether something accepts TCP connections at host:port. */
function listening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Runs `work` on a connection to `url` (a PostgreSQL URL); false when it does not answer. */
async function withPostgres(url, work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function waitFor(what, check) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer in 30 s`);
}

/** PostgreSQL from Debian's package, in a data folder of its own (owned by postgres under root). */
async function startOwnPostgres() {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL answers at 127.0.0.1:5432 and none is installed: apt-get install postgresql, or set SB_TOPOLOGY_POSTGRES_URL',
    );
  }
  const bin = path.join('/usr/lib/postgresql', versions.at(-1), 'bin');
  // postgres refuses to run as root: under root, the folder and the server are the postgres user's.
  const asRoot = process.getuid?.() === 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-topology-pg-'));
  const as = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dataDir, id('-u'), id('-g'));
  }
  const [initCommand, initArgs] = as(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const [command, args] = as(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(OWN_POSTGRES_PORT),
    '-k',
    dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
  ]);
  supervisor.start('postgres', command, args, { cwd: os.tmpdir() });
  supervisor.onStop(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = `postgres://postgres@127.0.0.1:${OWN_POSTGRES_PORT}/postgres`;
  await waitFor('PostgreSQL', () => withPostgres(url, async () => true));
  return url;
}

async function startOwnRedis() {
  layout.requireTools(['redis-server'], log);
  supervisor.start(
    'redis',
    'redis-server',
    [
      '--port',
      String(OWN_REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      state,
    ],
    { cwd: state },
  );
  await waitFor('Redis', () => listening(OWN_REDIS_PORT));
  return `redis://127.0.0.1:${OWN_REDIS_PORT}`;
}

/** The server's URL with another database name. */
function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const site = await layout.prepareSite({ state, sitePort, log });
const { origin } = site;

// PostgreSQL: the one named, the machine's, or our own.
let postgresAdmin = process.env.SB_TOPOLOGY_POSTGRES_URL ?? '';
let postgresSource = 'SB_TOPOLOGY_POSTGRES_URL';
if (!postgresAdmin) {
  const machine = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await withPostgres(machine, async () => true)) {
    postgresAdmin = machine;
    postgresSource = "the machine's";
  } else {
    postgresAdmin = await startOwnPostgres();
    postgresSource = `started here from Debian's package on ${OWN_POSTGRES_PORT}`;
  }
}
const namedDatabase = process.env.SB_TOPOLOGY_DATABASE ?? '';
if (namedDatabase && !/^[a-z_][a-z0-9_]{0,62}$/.test(namedDatabase)) {
  log(`SB_TOPOLOGY_DATABASE must be a lower-case SQL identifier, got "${namedDatabase}".`);
  process.exit(1);
}
const database = namedDatabase || `sportsbook_topology_${randomBytes(4).toString('hex')}`;
const created = await withPostgres(postgresAdmin, async (client) => {
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  return true;
});
if (!created) {
  log(`PostgreSQL at ${postgresAdmin} does not answer.`);
  await supervisor.stop(1);
}
if (!namedDatabase) {
  supervisor.onStop(async () => {
    await withPostgres(postgresAdmin, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    ).catch(() => undefined);
  });
}
const databaseUrl = withDatabase(postgresAdmin, database);

// Redis: the one named, the machine's, or our own.
let redisUrl = process.env.SB_TOPOLOGY_REDIS_URL ?? '';
let redisSource = 'SB_TOPOLOGY_REDIS_URL';
if (!redisUrl) {
  if (await listening(6379)) {
    redisUrl = 'redis://127.0.0.1:6379';
    redisSource = "the machine's";
  } else {
    redisUrl = await startOwnRedis();
    redisSource = `started here from Debian's package on ${OWN_REDIS_PORT}`;
  }
}

const apiPorts = Array.from({ length: instances }, (_, index) => apiBase + index);
const realtimePorts = Array.from({ length: REALTIME_NODES }, (_, index) => realtimeBase + index);
const nginxConf = await layout.writeNginxConfig({
  state,
  site,
  api: apiPorts.map((port) => `127.0.0.1:${port}`),
  realtime: realtimePorts.map((port) => `127.0.0.1:${port}`),
  triggerListen: `127.0.0.1:${triggerPort}`,
});

// What every service shares, as a deployment's environment file would hold it.
const metricsToken = randomBytes(16).toString('hex');
const services = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  TRUST_PROXY: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: `sportsbook:${database}:`,
  // The API and the operators' tool trigger through nginx's internal listener.
  PUSHER_HOST: '127.0.0.1',
  PUSHER_PORT: String(triggerPort),
  PUSHER_SECRET: randomBytes(24).toString('hex'),
  METRICS_TOKEN: metricsToken,
  SIMULATOR: process.env.SIMULATOR ?? 'on',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};

await layout.migrateAndSeed(services);

const pids = {};
const description = () => ({
  origin,
  certificate: site.certificate,
  database,
  postgres: postgresSource,
  redis: redisSource,
  api: apiPorts.map((port, index) => ({
    name: `api-${index + 1}`,
    url: `http://127.0.0.1:${port}`,
  })),
  realtime: realtimePorts.map((port, index) => ({
    name: `realtime-${index + 1}`,
    url: `http://127.0.0.1:${port}`,
  })),
  trigger: `http://127.0.0.1:${triggerPort}`,
  metricsToken,
  pids,
  settings: services,
});
const describe = () =>
  writeFileSync(path.join(state, 'topology.json'), `${JSON.stringify(description(), null, 2)}\n`);
const keep = (name) => ({
  restartAfterMs: 1000,
  onSpawn: (child) => {
    pids[name] = child.pid;
    describe();
  },
});

realtimePorts.forEach((port, index) => {
  const name = `realtime-${index + 1}`;
  supervisor.start(name, layout.tsx, ['src/realtime/main.ts'], {
    cwd: layout.apiDir,
    env: { ...services, PUSHER_PORT: String(port), REALTIME_NODE_ID: name },
    ...keep(name),
  });
});
apiPorts.forEach((port, index) => {
  const name = `api-${index + 1}`;
  supervisor.start(name, layout.tsx, ['src/server.ts'], {
    cwd: layout.apiDir,
    env: { ...services, PORT: String(port) },
    ...keep(name),
  });
});
layout.startNginx(supervisor, state, nginxConf);

if (await layout.waitUntilReady(site, supervisor)) {
  const { api, realtime } = description();
  log(`PostgreSQL: ${postgresSource}, database ${database}; Redis: ${redisSource}`);
  log(`API instances: ${api.map((instance) => instance.url).join(', ')}`);
  log(
    `Realtime nodes: ${realtime.map((node) => node.url).join(', ')}; trigger API (internal): http://127.0.0.1:${triggerPort}`,
  );
  log(`Addresses and process ids: ${path.join(state, 'topology.json')}`);
  log(
    `Sportsbook topology is up: open ${origin} (self-signed certificate: ${site.certificate}; Ctrl-C stops everything)`,
  );
}
