/**
 * The release store: every released version of every remote, immutable, outside the builds and
 * outside git (`releases/` at the repository root, or `SB_RELEASES_DIR`):
 *
 *   <store>/registry.json                     the live registry (state-file.ts)
 *   <store>/remotes/<name>/<version>/         one release: the production build as built
 *   <store>/remotes/<name>/<version>/release.json   its metadata
 *
 * A version is published by renaming a complete folder into place, so it appears whole or not
 * at all, and never over an existing one.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { SharedRequirement } from './manifest';
import { Refusal } from './registry-state';

export const RELEASE_FILE = 'release.json';

export interface ReleaseMetadata {
  remote: string;
  version: string;
  /** The git commit built, or null outside a git checkout. */
  commit: string | null;
  /** True when the checkout had uncommitted changes. */
  dirty: boolean;
  /** ISO time of the build. */
  builtAt: string;
  exposes: string[];
  shared: SharedRequirement[];
  /** The remote entry, relative to the version's folder. */
  entry: string;
}

export function remotesDir(store: string, remote: string): string {
  return path.join(store, 'remotes', remote);
}

export function releaseDir(store: string, remote: string, version: string): string {
  return path.join(remotesDir(store, remote), version);
}

/** A version the store accepts: semver, which is also a safe folder and URL segment. */
export function assertVersion(version: string): void {
  if (!semver.valid(version) || semver.clean(version) !== version) {
    throw new Refusal(`"${version}" is not a semver version (like 1.0.1).`);
  }
}

export async function readRelease(
  store: string,
  remote: string,
  version: string,
): Promise<ReleaseMetadata | null> {
  try {
    const text = await fs.readFile(
      path.join(releaseDir(store, remote, version), RELEASE_FILE),
      'utf8',
    );
    return JSON.parse(text) as ReleaseMetadata;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every release of a remote, oldest version first. */
export async function listReleases(store: string, remote: string): Promise<ReleaseMetadata[]> {
  let names: string[];
  try {
    names = await fs.readdir(remotesDir(store, remote));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const releases: ReleaseMetadata[] = [];
  for (const name of names.filter((candidate) => semver.valid(candidate)).sort(semver.compare)) {
    const release = await readRelease(store, remote, name);
    if (release) releases.push(release);
  }
  return releases;
}

function alreadyReleased(existing: ReleaseMetadata): Refusal {
  const source = existing.commit ? ` from ${existing.commit.slice(0, 12)}` : '';
  return new Refusal(
    `${existing.remote} ${existing.version} is already released (built ${existing.builtAt}` +
      `${source}); a released version never changes: bump the version to release a new build.`,
  );
}

/**
 * Copies a finished build into the store as `metadata.version`, with its release.json. Refuses
 * when that version exists; a half-copied folder never becomes visible.
 */
export async function publishRelease(
  store: string,
  builtDir: string,
  metadata: ReleaseMetadata,
): Promise<string> {
  assertVersion(metadata.version);
  const existing = await readRelease(store, metadata.remote, metadata.version);
  if (existing) throw alreadyReleased(existing);
  const target = releaseDir(store, metadata.remote, metadata.version);
  const incoming = path.join(
    remotesDir(store, metadata.remote),
    `.incoming-${metadata.version}-${randomBytes(4).toString('hex')}`,
  );
  await fs.mkdir(path.dirname(incoming), { recursive: true });
  await fs.cp(builtDir, incoming, { recursive: true });
  await fs.writeFile(path.join(incoming, RELEASE_FILE), `${JSON.stringify(metadata, null, 2)}\n`);
  try {
    // rename() refuses to replace a non-empty folder, so two releases racing cannot both win.
    await fs.rename(incoming, target);
  } catch (error) {
    await fs.rm(incoming, { recursive: true, force: true });
    const winner = await readRelease(store, metadata.remote, metadata.version);
    if (winner) throw alreadyReleased(winner);
    throw error;
  }
  return target;
}
