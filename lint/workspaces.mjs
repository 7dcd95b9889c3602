// Where a file sits in the monorepo, as the boundary rules see it. Apps are recognised by name
// (host, and every folder called remote-*), so a new remote is covered the day it is added.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the folder above this one. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The package scope every workspace publishes under. */
export const SCOPE = '@sportsbook/';

/**
 * A path relative to the repository root with `/` separators, or null for a file outside it
 * (or ESLint's placeholder names such as `<text>`).
 */
export function repoPath(absolutePath) {
  if (!path.isAbsolute(absolutePath)) return null;
  const relative = path.relative(REPO_ROOT, absolutePath);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join('/');
}

/** The top folder of a repository path ('' for a file at the root, such as jest.preset.js). */
export function topFolderOf(filePath) {
  const slash = filePath.indexOf('/');
  return slash === -1 ? '' : filePath.slice(0, slash);
}

/**
 * What kind of workspace a top folder is: 'app' (host, remote-* and the operators' backoffice),
 * 'api', 'shared', 'e2e', or null for tooling (scripts/, lint/, the root files), which the
 * boundaries leave alone.
 */
export function kindOf(topFolder) {
  if (topFolder === 'host' || topFolder === 'backoffice' || /^remote-[a-z0-9-]+$/.test(topFolder)) {
    return 'app';
  }
  if (topFolder === 'api' || topFolder === 'shared' || topFolder === 'e2e') return topFolder;
  return null;
}

/** `host/src/features/layout/Header.tsx` → `layout`; null outside an app's features/ folder. */
export function featureOf(filePath) {
  const match = /^([^/]+)\/src\/features\/([^/]+)(?:\/|$)/.exec(filePath);
  return match && kindOf(match[1]) === 'app' ? { app: match[1], feature: match[2] } : null;
}

/**
 * `remote-wallet/src/exposed/StatementPage.tsx` → { app: 'remote-wallet', area: 'exposed' }: the
 * first folder under an app's src/ ('' for a file directly in src/, such as bootstrap.tsx); null
 * outside an app's src/.
 */
export function appAreaOf(filePath) {
  const match = /^([^/]+)\/src\/(?:([^/]+)\/)?/.exec(filePath);
  return match && kindOf(match[1]) === 'app' ? { app: match[1], area: match[2] ?? '' } : null;
}

/**
 * The federation names of the apps in this repository: each remote's is its folder's name without
 * `remote-` (the `name` of its rspack config: `remote-betslip` → `betslip`), and the host's is
 * `host`. Read from the folders, so a new remote is known the day it is added.
 */
export const FEDERATION_NAMES = new Set([
  'host',
  ...fs
    .readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^remote-[a-z0-9-]+$/.test(entry.name))
    .map((entry) => entry.name.slice('remote-'.length)),
]);

/**
 * The domains of api/src, in the order they may import each other: a domain imports only the
 * domains before it (and never their routes). A new domain goes after the domains it uses; a
 * folder not listed is a domain after all of these, which no listed domain may import.
 */
export const API_DOMAINS = [
  'realtime',
  'catalog',
  'site',
  'accounts',
  // Deposit limits, breaks and self-exclusion: it uses only accounts (to end sessions), and every
  // money route of the domains after it runs its guard.
  'safer-gambling',
  'remote-loads',
  'health',
  'markets',
  'betting',
  'prediction',
  'support',
  'wallet',
  'static',
  // The operators' domain acts on the others (settles markets, decides deposits, answers
  // complaints); no player-facing domain imports it.
  'backoffice',
];

/** api/src's top-level files every layer may import (the rest are the app level: app.ts, ...). */
const API_KERNEL_FILES = /^(config|errors|safe-equal|form-validation|redis|log-format)(\.ts)?$/;

/** The folders of api/src that assemble the domains: their database's setup and the ops tool. */
const API_APP_FOLDERS = new Set(['migrations', 'seed', 'ops']);

/** A domain's route files (an import names them without `.ts`): its plugin, one file per operation, a group of routes. */
const API_ROUTE_FILE = /^(plugin|(get|post)-[\w-]+|[\w-]+-routes)(\.ts)?$/;

/**
 * Where a file of api/src sits: `{ path, folder, layer, route, order }`, with layer 'kernel',
 * 'db', 'ledger', 'http', 'domain' or 'app' (lint/import-boundaries.mjs); null outside api/src.
 * `folder` is '' for a top-level file.
 */
export function apiPlaceOf(filePath) {
  const match = /^api\/src\/(?:([^/]+)\/)?(?:.*\/)?([^/]+)$/.exec(filePath);
  if (!match) return null;
  const folder = match[1] ?? '';
  const name = match[2] ?? '';
  const place = { path: filePath.slice('api/src/'.length), folder, route: false, order: -1 };
  if (folder === '') {
    return { ...place, layer: API_KERNEL_FILES.test(name) ? 'kernel' : 'app' };
  }
  if (folder === 'db' || folder === 'ledger' || folder === 'http')
    return { ...place, layer: folder };
  if (API_APP_FOLDERS.has(folder)) return { ...place, layer: 'app' };
  const listed = API_DOMAINS.indexOf(folder);
  return {
    ...place,
    layer: 'domain',
    route: API_ROUTE_FILE.test(name),
    order: listed === -1 ? API_DOMAINS.length : listed,
  };
}
