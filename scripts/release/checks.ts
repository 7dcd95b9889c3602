/**
 * What `promote`, `canary` and `rollback` check before they touch the registry: the build must
 * load (its manifest and remote entry answer) and fit the live host, as the host describes itself
 * in `host-contract.json` (every module the host routes to is exposed; every singleton range is
 * satisfied by the version the host provides).
 */
import semver from 'semver';
import type { HostContract } from '@sportsbook/shared/federation';
import { packageOf, parseManifest, type RemoteManifest } from './manifest';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** The part of host-contract.json the checks read. */
export type HostExpectations = Pick<HostContract, 'remotes' | 'shared' | 'runtimeGlobals'>;

/** What a host whose contract lists no `runtimeGlobals` (built before the list) sets. */
export const LEGACY_RUNTIME_GLOBALS: readonly string[] = [
  '__SB_FEDERATION_SDK__',
  '__SB_FEDERATION_ERROR_CODES__',
];

export const FETCH_TIMEOUT_MS = 5000;

/** Reasons the live host cannot take this build; empty when it can. */
export function fitsHost(
  remote: string,
  manifest: RemoteManifest,
  host: HostExpectations,
): string[] {
  const problems: string[] = [];
  if (manifest.name !== remote) {
    problems.push(`its manifest names the remote "${manifest.name}", not "${remote}"`);
  }
  const expected = host.remotes[remote];
  if (!expected) {
    problems.push(
      `the live host knows no remote "${remote}" (host-contract.json); deploy a host that ` +
        'routes to it first',
    );
  } else {
    for (const module of expected) {
      if (!manifest.exposes.includes(module)) {
        problems.push(`it does not expose ${module}, which the host routes to`);
      }
    }
  }
  for (const requirement of manifest.shared) {
    if (!requirement.singleton) continue;
    const provided = host.shared[requirement.name] ?? host.shared[packageOf(requirement.name)];
    if (!provided?.singleton) continue;
    if (!semver.satisfies(provided.version, requirement.requiredVersion)) {
      problems.push(
        `it needs ${requirement.name} ${requirement.requiredVersion}, but the host provides ` +
          `the singleton ${provided.version}`,
      );
    }
  }
  return problems;
}

/**
 * The host's runtime globals (`__SB_…__`, HOST_RUNTIME_GLOBALS of shared/federation.cjs) that a
 * remote entry reads and the live host does not set: such a build throws as it loads there.
 */
export function missingRuntimeGlobals(entry: string, host: HostExpectations): string[] {
  const provided = host.runtimeGlobals ?? LEGACY_RUNTIME_GLOBALS;
  const read = new Set(entry.match(/__SB_[A-Z0-9_]+__/g) ?? []);
  return [...read]
    .filter((name) => !provided.includes(name))
    .map(
      (name) =>
        `it needs ${name} from the host's federation runtime, which the live host does not ` +
        'set; release a newer host first',
    );
}

/** Shared modules the build will load its own copy of, because the host's does not fit its range. */
export function ownCopies(manifest: RemoteManifest, host: HostExpectations): string[] {
  return manifest.shared
    .filter((requirement) => !requirement.singleton)
    .flatMap((requirement) => {
      const provided = host.shared[requirement.name];
      if (provided && semver.satisfies(provided.version, requirement.requiredVersion)) return [];
      const hostHas = provided ? `the host has ${provided.version}` : 'the host has none';
      return [`it loads its own ${requirement.name} ${requirement.version} (${hostHas})`];
    });
}

async function fetchText(fetchImpl: FetchLike, url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${url} could not be fetched (${reason})`);
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (text.trim() === '') throw new Error(`${url} is empty`);
  return text;
}

async function fetchJson(fetchImpl: FetchLike, url: string): Promise<unknown> {
  const text = await fetchText(fetchImpl, url);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}

export interface CandidateCheck {
  /** Why the build may not go live; empty when it may. */
  problems: string[];
  /** Things worth knowing that do not stop it. */
  notes: string[];
}

export interface CheckCandidateOptions {
  remote: string;
  version: string;
  manifestUrl: string;
  /** The live site, ending in a slash: `<hostUrl>host-contract.json` is read. */
  hostUrl: string;
  fetchImpl?: FetchLike;
}

/** Fetches the live host's contract, the build's manifest and its remote entry, and compares. */
export async function checkCandidate(options: CheckCandidateOptions): Promise<CandidateCheck> {
  const {
    remote,
    version,
    manifestUrl,
    hostUrl,
    fetchImpl = (url, init) => fetch(url, init),
  } = options;
  const problems: string[] = [];
  const notes: string[] = [];

  let host: HostExpectations | null = null;
  try {
    host = (await fetchJson(fetchImpl, `${hostUrl}host-contract.json`)) as HostExpectations;
    if (typeof host !== 'object' || host === null || !host.remotes || !host.shared) {
      throw new Error(`${hostUrl}host-contract.json is not a host contract`);
    }
  } catch (error) {
    problems.push(
      `the live host's contract cannot be read: ${(error as Error).message}; is the site served?`,
    );
    host = null;
  }

  let manifest: RemoteManifest;
  try {
    manifest = parseManifest(await fetchJson(fetchImpl, manifestUrl));
  } catch (error) {
    problems.push(`${remote} ${version} does not load: ${(error as Error).message}`);
    return { problems, notes };
  }
  if (manifest.buildVersion && manifest.buildVersion !== version) {
    problems.push(
      `the build at ${manifestUrl} is version ${manifest.buildVersion}, not ${version}`,
    );
  }
  if (host) {
    problems.push(...fitsHost(remote, manifest, host));
    notes.push(...ownCopies(manifest, host));
  }
  try {
    const entry = await fetchText(fetchImpl, new URL(manifest.entry, manifestUrl).href);
    if (host) problems.push(...missingRuntimeGlobals(entry, host));
  } catch (error) {
    problems.push(`${remote} ${version} does not load: ${(error as Error).message}`);
  }
  return { problems, notes };
}
