/**
 * The live registry of the release tool: one JSON file (`<store>/registry.json`) with, per remote,
 * the live version, the promotions rollback walks back through, any canary and the history. The
 * host reads its public view (`publicRegistry`) as `/remotes.json` at every page load.
 *
 * Every change is a pure function from one state to the next (tested alone); `state-file.ts`
 * reads and writes the file atomically under a lock.
 */
import type { RemoteRegistry, RemoteRegistryEntry } from '@sportsbook/shared/contracts';

/** When a canary is rolled back by itself: a failure share over the limit, once enough loads. */
export interface CanaryPolicy {
  /** Rolled back when failed page loads / page loads is over this (0 to 1). */
  maxFailureRate: number;
  /** ...and at least this many page loads got the canary since it started. */
  minPageLoads: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { maxFailureRate: 0.2, minPageLoads: 5 };

export interface CanaryState {
  version: string;
  /** Share of browsers, 1 to 100. */
  percent: number;
  /** ISO time; failures are counted from here. */
  startedAt: string;
  policy: CanaryPolicy;
}

/** Who made a version live: an engineer with the release tool, or `npm start` (a working tree). */
export type LiveSource = 'release tool' | 'working tree';

export interface Promotion {
  version: string;
  at: string;
  source: LiveSource;
}

export interface HistoryEntry {
  at: string;
  /** One line a person reads in `status`, e.g. "promoted 1.0.1 (was 1.0.0)". */
  line: string;
}

export interface RemoteState {
  /** Where the remote's versions are served: `<baseUrl><version>/mf-manifest.json`. */
  baseUrl: string;
  /** Newest last; the last one is live. `rollback` goes back to the one before. */
  promotions: Promotion[];
  canary: CanaryState | null;
  /** Newest last, at most HISTORY_LIMIT entries. */
  history: HistoryEntry[];
  /**
   * True once an engineer acted on the remote with the release tool: from then on `npm start`
   * never changes its live version (a restart must not undo a rollback).
   */
  managed: boolean;
}

export interface RegistryState {
  format: 1;
  /** QA overrides (`?remote-override=`): off in production, on for a QA environment. */
  allowOverrides: boolean;
  /** The origins an override's manifest URL must be on. */
  overrideOrigins: string[];
  /** The live site, whose host-contract.json promotions are checked against. */
  hostUrl: string;
  /** The API that records which versions page loads got (`ng/remote-loads`). */
  apiUrl: string;
  /** The default for new canaries. */
  canaryPolicy: CanaryPolicy;
  remotes: Record<string, RemoteState>;
}

export const HISTORY_LIMIT = 200;

export function emptyState(defaults: { hostUrl: string; apiUrl: string }): RegistryState {
  return {
    format: 1,
    allowOverrides: false,
    overrideOrigins: [],
    hostUrl: withSlash(defaults.hostUrl),
    apiUrl: withSlash(defaults.apiUrl),
    canaryPolicy: { ...DEFAULT_CANARY_POLICY },
    remotes: {},
  };
}

export function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function manifestUrl(remote: RemoteState, version: string): string {
  return `${remote.baseUrl}${encodeURIComponent(version)}/mf-manifest.json`;
}

export function liveVersion(remote: RemoteState): string | null {
  return remote.promotions.at(-1)?.version ?? null;
}

/** What the host reads: the live version and any canary of each remote, the QA settings. */
export function publicRegistry(state: RegistryState): RemoteRegistry {
  const remotes: Record<string, RemoteRegistryEntry> = {};
  for (const [name, remote] of Object.entries(state.remotes)) {
    const live = liveVersion(remote);
    if (!live) continue;
    const entry: RemoteRegistryEntry = { version: live, manifest: manifestUrl(remote, live) };
    if (remote.canary) {
      entry.canary = {
        version: remote.canary.version,
        manifest: manifestUrl(remote, remote.canary.version),
        percent: remote.canary.percent,
      };
    }
    remotes[name] = entry;
  }
  return {
    allowOverrides: state.allowOverrides,
    overrideOrigins: state.overrideOrigins,
    remotes: remotes as RemoteRegistry['remotes'],
  };
}

/** A change was refused; the state stays as it was. `message` says why, for the engineer. */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refusal';
  }
}

export interface Change {
  state: RegistryState;
  /** What happened, one line for the terminal (also the history line). */
  message: string;
}

function remoteOf(state: RegistryState, name: string): RemoteState {
  const remote = state.remotes[name];
  if (!remote) {
    const known = Object.keys(state.remotes).join(', ') || 'none';
    throw new Refusal(`There is no remote "${name}" in the registry (known: ${known}).`);
  }
  return remote;
}

function withRemote(
  state: RegistryState,
  name: string,
  next: RemoteState,
  at: string,
  line: string,
): Change {
  const history = [...next.history, { at, line }].slice(-HISTORY_LIMIT);
  return {
    state: { ...state, remotes: { ...state.remotes, [name]: { ...next, history } } },
    message: `${name}: ${line}`,
  };
}

/**
 * `npm start` makes the working tree's build of a remote live when nothing else is: on the first
 * run (a fresh clone), and again when the working tree's version changes while the live version
 * is still one `npm start` registered. A version an engineer promoted is never replaced.
 */
export function registerWorkingTree(
  state: RegistryState,
  name: string,
  version: string,
  baseUrl: string,
  at: string,
): Change | null {
  const existing = state.remotes[name];
  const remote: RemoteState = existing ?? {
    baseUrl: withSlash(baseUrl),
    promotions: [],
    canary: null,
    history: [],
    managed: false,
  };
  const current = remote.promotions.at(-1);
  if (remote.managed || current?.version === version) return null;
  const line = current
    ? `working tree build ${version} made live by npm start (was ${current.version})`
    : `working tree build ${version} registered by npm start`;
  return withRemote(
    state,
    name,
    { ...remote, promotions: [...remote.promotions, { version, at, source: 'working tree' }] },
    at,
    line,
  );
}

/** Makes `version` live for everyone at the next page load; ends any canary. */
export function promote(state: RegistryState, name: string, version: string, at: string): Change {
  const remote = remoteOf(state, name);
  const live = liveVersion(remote);
  if (live === version && !remote.canary) {
    throw new Refusal(`${name} ${version} is already live.`);
  }
  const endedCanary =
    remote.canary && remote.canary.version !== version
      ? `; canary ${remote.canary.version} ended`
      : '';
  const line =
    live === version
      ? `canary ${version} ended by promote; ${version} stays live`
      : `promoted ${version} (was ${live ?? 'nothing'})${endedCanary}`;
  return withRemote(
    state,
    name,
    {
      ...remote,
      managed: true,
      canary: null,
      promotions:
        live === version
          ? remote.promotions
          : [...remote.promotions, { version, at, source: 'release tool' }],
    },
    at,
    line,
  );
}

/**
 * One step back: a running canary ends (the live version stays); otherwise the live version goes
 * back to the one promoted before it.
 */
export function rollback(state: RegistryState, name: string, at: string): Change {
  const remote = remoteOf(state, name);
  if (remote.canary) {
    return withRemote(
      state,
      name,
      { ...remote, managed: true, canary: null },
      at,
      `canary ${remote.canary.version} rolled back; ${liveVersion(remote) ?? 'nothing'} stays live`,
    );
  }
  const previous = rollbackTarget(remote);
  if (!previous) {
    throw new Refusal(
      `${name} has no earlier version to roll back to (live: ${liveVersion(remote) ?? 'nothing'}).`,
    );
  }
  return withRemote(
    state,
    name,
    { ...remote, managed: true, promotions: remote.promotions.slice(0, -1) },
    at,
    `rolled back ${liveVersion(remote)} to ${previous}`,
  );
}

/** The version a rollback would make live, or null (a canary rollback keeps the live one). */
export function rollbackTarget(remote: RemoteState): string | null {
  return remote.promotions.at(-2)?.version ?? null;
}

/**
 * Serves `version` to `percent` of browsers. The same candidate again changes its share and keeps
 * counting its failures from its start; another candidate replaces it.
 */
export function startCanary(
  state: RegistryState,
  name: string,
  version: string,
  percent: number,
  policy: Partial<CanaryPolicy>,
  at: string,
): Change {
  const remote = remoteOf(state, name);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new Refusal(`The share of a canary is a whole percentage from 1 to 100, not ${percent}.`);
  }
  const live = liveVersion(remote);
  if (live === version) {
    throw new Refusal(`${name} ${version} is already live; a canary needs another version.`);
  }
  const running = remote.canary;
  if (running && running.version === version) {
    const canary: CanaryState = {
      ...running,
      percent,
      policy: { ...running.policy, ...policy },
    };
    return withRemote(
      state,
      name,
      { ...remote, managed: true, canary },
      at,
      `canary ${version} share ${running.percent}% → ${percent}%`,
    );
  }
  const canary: CanaryState = {
    version,
    percent,
    startedAt: at,
    policy: { ...state.canaryPolicy, ...policy },
  };
  const replaced = running ? ` (replaces canary ${running.version})` : '';
  return withRemote(
    state,
    name,
    { ...remote, managed: true, canary },
    at,
    `canary ${version} started for ${percent}% of browsers, live stays ${live ?? 'nothing'}` +
      replaced,
  );
}

/** The registry server ended a failing canary by itself; `reason` goes into the history. */
export function rollBackCanaryAutomatically(
  state: RegistryState,
  name: string,
  version: string,
  reason: string,
  at: string,
): Change | null {
  const remote = state.remotes[name];
  // Someone else changed the canary in the meantime: nothing to do.
  if (!remote?.canary || remote.canary.version !== version) return null;
  return withRemote(
    state,
    name,
    { ...remote, canary: null },
    at,
    `canary ${version} rolled back automatically: ${reason}`,
  );
}

/** QA overrides on (with the allowed origins) or off. */
export function setOverrides(
  state: RegistryState,
  allow: boolean,
  origins: readonly string[],
): Change {
  const overrideOrigins = allow ? [...origins] : [];
  const message = allow
    ? `QA overrides allowed from ${overrideOrigins.join(', ') || 'no origin yet'}`
    : 'QA overrides off';
  return { state: { ...state, allowOverrides: allow, overrideOrigins }, message };
}
