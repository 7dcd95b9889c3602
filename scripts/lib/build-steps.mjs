// Install and build steps shared by `npm start` and `npm run build`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { run } from './processes.mjs';

/** Installs the workspace's packages when node_modules is missing or older than the lock file. */
export async function ensureDependencies(root, log) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !existsSync(installed) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
  if (!stale) return;
  log('installing packages (first run only)...');
  // `npm install`, not `npm ci`: it keeps what is already installed (a developer's tree that is
  // only out of date) and, with package.json and the lock in agreement, installs exactly the
  // locked tree. CI uses `npm ci`, which also fails when the two disagree.
  await run('npm', 'npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}

/** The host and every remote the root workspace lists, with their ports and federation names. */
export function frontendApps(root) {
  const require = createRequire(import.meta.url);
  const { PORTS } = require(path.join(root, 'shared', 'federation.cjs'));
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .filter((dir) => dir === 'host' || dir.startsWith('remote-'))
    .map((dir) => {
      const federationName = dir === 'host' ? 'host' : dir.slice('remote-'.length);
      return { dir, federationName, port: PORTS[federationName], isHost: dir === 'host' };
    });
}

/**
 * The operators' back office (backoffice/): built like the apps, served on its own port by
 * `npm start`, never a federation remote (the host's registry and contract know nothing of it).
 */
export function backofficeApp() {
  return { dir: 'backoffice', federationName: 'backoffice', port: 3006, isHost: false };
}

function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** A digest of everything a bundle is made from: the app's files and shared's. */
function sourceDigest(root, app) {
  const hash = createHash('sha256');
  const files = [...filesUnder(path.join(root, app.dir)), ...filesUnder(path.join(root, 'shared'))];
  for (const file of files.sort()) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex');
}

/** Builds each app whose sources changed since its last build (production bundles). */
export async function buildApps(root, apps, log, { force = false } = {}) {
  for (const app of apps) {
    const stampFile = path.join(root, app.dir, 'dist', '.source-digest');
    const digest = sourceDigest(root, app);
    if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
      log(`${app.dir} is up to date`);
      continue;
    }
    log(`building ${app.dir}...`);
    await run(`build ${app.federationName}`, 'npm', ['run', 'build', '-w', app.dir], { cwd: root });
    writeFileSync(stampFile, digest);
  }
  const check = path.join(root, 'host', 'scripts', 'check-manifests.mjs');
  if (existsSync(check)) await run('contract', process.execPath, [check], { cwd: root });
}
