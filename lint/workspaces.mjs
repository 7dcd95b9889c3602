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
 * What kind of workspace a top folder is: 'app' (host and remote-*), 'api', 'shared', 'e2e', or
 * null for tooling (scripts/, lint/, the root files), which the boundaries leave alone.
 */
export function kindOf(topFolder) {
  if (topFolder === 'host' || /^remote-[a-z0-9-]+$/.test(topFolder)) return 'app';
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

/** `api/src/betting/settlement.ts` → `betting`; null for api/src's top-level files and outside it. */
export function apiFolderOf(filePath) {
  const match = /^api\/src\/([^/]+)\//.exec(filePath);
  return match ? match[1] : null;
}
