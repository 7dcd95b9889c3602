/**
 * The parts of a remote's `mf-manifest.json` (Module Federation's manifest) the release tool
 * reads: the federation name, the exposed modules, the shared modules with their ranges, and
 * where the remote entry is.
 */

export interface SharedRequirement {
  /** The import name, e.g. `react`, `react/jsx-runtime`, `@sportsbook/shared/api`. */
  name: string;
  /** The version the remote bundles (its fallback). */
  version: string;
  /** The range it accepts from the page. */
  requiredVersion: string;
  singleton: boolean;
}

export interface RemoteManifest {
  name: string;
  /** The package version the build was made from (metaData.buildInfo.buildVersion), if given. */
  buildVersion: string | null;
  /** `./Betslip`, ... */
  exposes: string[];
  shared: SharedRequirement[];
  /** The remote entry's path relative to the manifest, e.g. `remoteEntry.js`. */
  entry: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a manifest; throws an Error saying what is wrong with one that is not usable. */
export function parseManifest(value: unknown): RemoteManifest {
  if (!isRecord(value)) throw new Error('the manifest is not a JSON object');
  const { name, exposes, shared, metaData } = value;
  if (typeof name !== 'string' || name === '') throw new Error('the manifest has no "name"');
  if (!Array.isArray(exposes)) throw new Error('the manifest has no "exposes" list');
  const remoteEntry =
    isRecord(metaData) && isRecord(metaData.remoteEntry) ? metaData.remoteEntry : null;
  if (!remoteEntry || typeof remoteEntry.name !== 'string' || remoteEntry.name === '') {
    throw new Error('the manifest names no remote entry (metaData.remoteEntry)');
  }
  const entryPath = typeof remoteEntry.path === 'string' ? remoteEntry.path : '';
  const buildInfo = isRecord(metaData) && isRecord(metaData.buildInfo) ? metaData.buildInfo : null;
  return {
    name,
    buildVersion: typeof buildInfo?.buildVersion === 'string' ? buildInfo.buildVersion : null,
    exposes: exposes.map((expose) => {
      if (!isRecord(expose)) return '';
      if (typeof expose.path === 'string') return expose.path;
      return typeof expose.name === 'string' ? `./${expose.name}` : '';
    }),
    shared: (Array.isArray(shared) ? shared : []).filter(isRecord).map((entry) => ({
      name: String(entry.name ?? ''),
      version: String(entry.version ?? ''),
      requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : '*',
      singleton: entry.singleton === true,
    })),
    entry: entryPath ? `${entryPath.replace(/\/$/, '')}/${remoteEntry.name}` : remoteEntry.name,
  };
}

/** The package an import name belongs to: `react/jsx-runtime` → `react`, `@a/b/c` → `@a/b`. */
export function packageOf(importName: string): string {
  const parts = importName.split('/');
  return importName.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? importName);
}
