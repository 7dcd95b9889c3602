import { REMOTE_EXPOSES, type RemoteName } from '@sportsbook/shared/contracts';

/** The parts of an `mf-manifest.json` the contract check reads. */
export interface ManifestLike {
  name?: unknown;
  exposes?: unknown;
}

export interface ManifestCheck {
  ok: boolean;
  problems: string[];
}

function exposedPaths(exposes: unknown): string[] | null {
  if (!Array.isArray(exposes)) return null;
  return exposes.map((expose: unknown) => {
    if (typeof expose !== 'object' || expose === null) return '';
    const { path, name } = expose as { path?: unknown; name?: unknown };
    if (typeof path === 'string') return path;
    return typeof name === 'string' ? `./${name}` : '';
  });
}

/**
 * Compares a remote's built manifest with what the host expects of it (REMOTE_EXPOSES): the
 * federation name and exactly the exposed modules of the contract, none missing and none extra.
 */
export function checkManifest(manifest: unknown, remoteName: RemoteName): ManifestCheck {
  const problems: string[] = [];
  if (typeof manifest !== 'object' || manifest === null) {
    return { ok: false, problems: [`${remoteName}: the manifest is not a JSON object.`] };
  }
  const { name, exposes } = manifest as ManifestLike;
  if (name !== remoteName) {
    problems.push(`${remoteName}: the manifest names the remote ${JSON.stringify(name)}.`);
  }
  const actual = exposedPaths(exposes);
  if (!actual) {
    problems.push(`${remoteName}: the manifest has no "exposes" list.`);
    return { ok: false, problems };
  }
  const expected: readonly string[] = REMOTE_EXPOSES[remoteName];
  for (const path of expected) {
    if (!actual.includes(path)) problems.push(`${remoteName}: ${path} is not exposed.`);
  }
  for (const path of actual) {
    if (!expected.includes(path)) {
      problems.push(
        `${remoteName}: ${path || 'an unnamed module'} is exposed but not in the contract.`,
      );
    }
  }
  return { ok: problems.length === 0, problems };
}
