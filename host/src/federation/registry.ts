import {
  REMOTE_EXPOSES,
  canaryBucket,
  type RemoteCanary,
  type RemoteChannel,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@sportsbook/shared/contracts';
import { fetchJsonFile } from './fetch-json';

/** Where the registry is served when the page does not say otherwise. */
export const DEFAULT_REGISTRY_PATH = '/remotes.json';
/** `<meta name="sb-registry" content="...">` in index.html points the host at another registry. */
export const REGISTRY_META_NAME = 'sb-registry';
/** The localStorage key that keeps a tester's overrides across page loads. */
export const OVERRIDE_STORAGE_KEY = 'sb-remote-overrides';
/** `?remote-override=sports@https://.../mf-manifest.json`, or `?remote-override=clear`. */
export const OVERRIDE_QUERY_PARAM = 'remote-override';
export const OVERRIDE_CLEAR = 'clear';
/** The localStorage key of this browser's random id, which makes canaries sticky per browser. */
export const BROWSER_ID_STORAGE_KEY = 'sb-browser-id';

const REGISTRY_TIMEOUT_MS = 5000;

/** A manifest URL per remote, chosen by one tester for one browser. */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** Why the registry could not be used. The shell still renders; every slot shows its fallback. */
export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

export function isRemoteName(value: string): value is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTE_EXPOSES, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An absolute http(s) URL, or null. */
export function asHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface ParsedRegistry {
  registry: RemoteRegistry;
  /** Entries that were left out, with the reason; their slots show the fallback. */
  warnings: string[];
}

/** `https://qa.example.com` as an origin (no path, no trailing slash), or null. */
function asOrigin(value: unknown): string | null {
  const url = asHttpUrl(value);
  if (!url) return null;
  const { origin } = new URL(url);
  return typeof value === 'string' && value.replace(/\/$/, '') === origin ? origin : null;
}

function parseCanary(name: string, value: unknown, warnings: string[]): RemoteCanary | undefined {
  if (value === undefined) return undefined;
  const manifest = isRecord(value) ? asHttpUrl(value.manifest) : null;
  const version = isRecord(value) ? value.version : undefined;
  const percent = isRecord(value) ? value.percent : undefined;
  if (
    !manifest ||
    typeof version !== 'string' ||
    version === '' ||
    typeof percent !== 'number' ||
    !Number.isInteger(percent) ||
    percent < 1 ||
    percent > 100
  ) {
    warnings.push(
      `The canary of "${name}" needs a "version", an absolute http(s) "manifest" URL and a ` +
        'whole "percent" from 1 to 100; it is ignored.',
    );
    return undefined;
  }
  return { version, manifest, percent };
}

function parseOverrideOrigins(value: unknown, warnings: string[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warnings.push('The registry field "overrideOrigins" must be a list of origins; none allowed.');
    return [];
  }
  const origins: string[] = [];
  for (const entry of value) {
    const origin = asOrigin(entry);
    if (origin) origins.push(origin);
    else warnings.push(`Override origin ${JSON.stringify(entry)} is not an http(s) origin.`);
  }
  return origins;
}

/**
 * Checks the shape of `remotes.json`. A wrong top level rejects the whole file. A bad entry, or a
 * remote this host does not know, is left out with a warning, so one typo cannot take every remote
 * down; a bad canary or override origin is ignored the same way. A missing `allowOverrides` means
 * no overrides: the safe reading.
 */
export function parseRegistry(value: unknown): ParsedRegistry {
  if (!isRecord(value)) throw new RegistryError('The registry is not a JSON object.');
  const { allowOverrides = false, remotes } = value;
  if (typeof allowOverrides !== 'boolean') {
    throw new RegistryError('The registry field "allowOverrides" must be true or false.');
  }
  if (!isRecord(remotes)) throw new RegistryError('The registry has no "remotes" object.');

  const warnings: string[] = [];
  const overrideOrigins = parseOverrideOrigins(value.overrideOrigins, warnings);
  const entries: Partial<Record<RemoteName, RemoteRegistryEntry>> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (!isRemoteName(name)) {
      warnings.push(`Unknown remote "${name}" ignored.`);
      continue;
    }
    const manifest = isRecord(entry) ? asHttpUrl(entry.manifest) : null;
    const version = isRecord(entry) ? entry.version : undefined;
    if (!manifest || typeof version !== 'string' || version === '') {
      warnings.push(`Remote "${name}" needs a "version" and an absolute http(s) "manifest" URL.`);
      continue;
    }
    const canary = parseCanary(name, isRecord(entry) ? entry.canary : undefined, warnings);
    entries[name] = canary ? { version, manifest, canary } : { version, manifest };
  }
  return { registry: { allowOverrides, overrideOrigins, remotes: entries }, warnings };
}

/** The registry path named by the page's meta tag, or the default. */
export function registryPathFromDocument(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${REGISTRY_META_NAME}"]`);
  const path = meta?.content.trim();
  return path ? path : DEFAULT_REGISTRY_PATH;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Fetches and validates the registry; never cached, so an edited file shows at the next load. */
export async function fetchRegistry(
  path: string,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  timeoutMs = REGISTRY_TIMEOUT_MS,
): Promise<ParsedRegistry> {
  const answer = await fetchJsonFile(path, fetchImpl, timeoutMs);
  switch (answer.kind) {
    case 'unreachable':
      throw new RegistryError(`The registry ${path} could not be fetched: ${answer.reason}`);
    case 'status':
      throw new RegistryError(`The registry ${path} answered ${answer.status}.`);
    case 'not-json':
      throw new RegistryError(`The registry ${path} is not valid JSON.`);
    case 'json':
      return parseRegistry(answer.body);
  }
}

/** `name@url` → the pair, or null when either half is unusable. */
export function parseOverride(value: string): [RemoteName, string] | null {
  const at = value.indexOf('@');
  if (at <= 0) return null;
  const name = value.slice(0, at).trim();
  const url = asHttpUrl(value.slice(at + 1).trim());
  return isRemoteName(name) && url ? [name, url] : null;
}

function readStoredOverrides(storage: Storage): RemoteOverrides {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  const overrides: RemoteOverrides = {};
  if (!isRecord(stored)) return overrides;
  for (const [name, url] of Object.entries(stored)) {
    const manifest = asHttpUrl(url);
    if (isRemoteName(name) && manifest) overrides[name] = manifest;
  }
  return overrides;
}

/**
 * The overrides of this browser: the stored ones plus those in the query string, which are stored
 * for the next page loads. `?remote-override=clear` forgets them all. Call it only when the
 * registry allows overrides; a registry that does not never has its overrides stored.
 */
export function resolveOverrides(search: string, storage: Storage): RemoteOverrides {
  const requested = new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAM);
  if (requested.includes(OVERRIDE_CLEAR)) {
    storage.removeItem(OVERRIDE_STORAGE_KEY);
    return {};
  }
  const overrides = readStoredOverrides(storage);
  let changed = false;
  for (const value of requested) {
    const pair = parseOverride(value);
    if (!pair) {
      console.warn(`[host] ignored remote override "${value}": expected name@http(s)-url`);
      continue;
    }
    overrides[pair[0]] = pair[1];
    changed = true;
  }
  if (changed) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  return overrides;
}

/** The version of one remote a page load gets, and how it came to get it. */
export interface ChosenRemote {
  version: string;
  manifest: string;
  channel: RemoteChannel;
}

export type ChosenRemotes = Partial<Record<RemoteName, ChosenRemote>>;

export interface EffectiveRegistry {
  /** What the page registers: each entry names the build this page load gets. */
  registry: RemoteRegistry;
  /** Remotes whose manifest URL came from an override, for the QA badge. */
  overridden: RemoteName[];
  /** Per remote: the version this page load gets and whether it is live, a canary or an override. */
  chosen: ChosenRemotes;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's random id (created at its first visit), which decides its canary buckets. When
 * storage is unavailable the id lives for this page load only: such a browser is not sticky.
 */
export function browserIdFrom(storage: Storage): string {
  try {
    const stored = storage.getItem(BROWSER_ID_STORAGE_KEY);
    if (stored && /^[0-9a-f]{8,64}$/.test(stored)) return stored;
    const created = randomId();
    storage.setItem(BROWSER_ID_STORAGE_KEY, created);
    return created;
  } catch {
    return randomId();
  }
}

/**
 * Picks each remote's build for this browser: the canary when the browser's bucket for it is
 * inside the canary's share (sticky: the same browser gets the same answer at every load), the
 * live version otherwise.
 */
export function chooseVersions(registry: RemoteRegistry, browserId: string): EffectiveRegistry {
  const remotes: Partial<Record<RemoteName, RemoteRegistryEntry>> = {};
  const chosen: ChosenRemotes = {};
  for (const [name, entry] of Object.entries(registry.remotes) as [
    RemoteName,
    RemoteRegistryEntry,
  ][]) {
    const { canary } = entry;
    const inCanary = canary && canaryBucket(browserId, name, canary.version) < canary.percent;
    const pick = inCanary
      ? { version: canary.version, manifest: canary.manifest, channel: 'canary' as const }
      : { version: entry.version, manifest: entry.manifest, channel: 'live' as const };
    remotes[name] = { version: pick.version, manifest: pick.manifest };
    chosen[name] = pick;
  }
  return { registry: { ...registry, remotes }, overridden: [], chosen };
}

function originAllowed(registry: RemoteRegistry, manifest: string): boolean {
  return (registry.overrideOrigins ?? []).includes(new URL(manifest).origin);
}

/**
 * Applies overrides only when the registry allows them, and only those whose manifest URL is on
 * the registry's allowed origins; otherwise the registry is used as is. An override beats a canary.
 */
export function applyOverrides(
  effective: EffectiveRegistry,
  overrides: RemoteOverrides,
): EffectiveRegistry {
  const { registry } = effective;
  if (!registry.allowOverrides) return effective;
  const remotes = { ...registry.remotes };
  const chosen = { ...effective.chosen };
  const overridden: RemoteName[] = [];
  for (const [name, manifest] of Object.entries(overrides) as [RemoteName, string][]) {
    if (!originAllowed(registry, manifest)) {
      console.warn(
        `[host] ignored the override of "${name}": ${new URL(manifest).origin} is not an allowed ` +
          'override origin of the registry.',
      );
      continue;
    }
    remotes[name] = { version: 'override', manifest };
    chosen[name] = { version: 'override', manifest, channel: 'override' };
    overridden.push(name);
  }
  return { registry: { ...registry, remotes }, overridden, chosen };
}

export interface LoadRegistryOptions {
  path?: string;
  fetchImpl?: FetchLike;
  search?: string;
  storage?: Storage;
  /** This browser's id for the canary buckets; read from (or created in) storage by default. */
  browserId?: string;
}

/** Fetch → validate → canaries → overrides (when allowed): the registry the page registers. */
export async function loadEffectiveRegistry(
  options: LoadRegistryOptions = {},
): Promise<EffectiveRegistry> {
  const path = options.path ?? registryPathFromDocument();
  const { registry, warnings } = await fetchRegistry(path, options.fetchImpl);
  for (const warning of warnings) console.warn(`[host] ${path}: ${warning}`);
  const search = options.search ?? window.location.search;
  const storage = options.storage ?? window.localStorage;
  const effective = chooseVersions(registry, options.browserId ?? browserIdFrom(storage));
  if (!registry.allowOverrides) {
    // Forgetting overrides is always allowed; applying or storing them is not.
    if (new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAM).includes(OVERRIDE_CLEAR)) {
      storage.removeItem(OVERRIDE_STORAGE_KEY);
    }
    return effective;
  }
  return applyOverrides(effective, resolveOverrides(search, storage));
}
