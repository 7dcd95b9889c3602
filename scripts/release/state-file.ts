/**
 * The registry state on disk: `<store>/registry.json`, written atomically (a temporary file in
 * the same folder, flushed, then renamed over the old one), so the registry server never reads a
 * half-written file, and changed under a lock (a folder created exclusively), so the release tool
 * and the registry server's automatic rollback never lose each other's change.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_CANARY_POLICY,
  emptyState,
  type CanaryPolicy,
  type Change,
  type RegistryState,
  type RemoteState,
} from './registry-state';

export const STATE_FILE = 'registry.json';
const LOCK_DIR = 'registry.lock';

export interface StateDefaults {
  hostUrl: string;
  apiUrl: string;
}

export function statePath(store: string): string {
  return path.join(store, STATE_FILE);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function policyOf(value: unknown, fallback: CanaryPolicy): CanaryPolicy {
  if (!isRecord(value)) return fallback;
  const { maxFailureRate, minPageLoads } = value;
  return {
    maxFailureRate: typeof maxFailureRate === 'number' ? maxFailureRate : fallback.maxFailureRate,
    minPageLoads: typeof minPageLoads === 'number' ? minPageLoads : fallback.minPageLoads,
  };
}

/** Reads a state file's JSON, refusing what is not one; fields added later get their default. */
export function parseState(value: unknown, file: string): RegistryState {
  if (!isRecord(value) || value.format !== 1 || !isRecord(value.remotes)) {
    throw new Error(`${file} is not a registry state file (format 1 with "remotes").`);
  }
  const remotes: Record<string, RemoteState> = {};
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (!isRecord(entry) || typeof entry.baseUrl !== 'string' || !Array.isArray(entry.promotions)) {
      throw new Error(`${file}: the remote "${name}" needs a "baseUrl" and "promotions".`);
    }
    remotes[name] = {
      baseUrl: entry.baseUrl,
      promotions: entry.promotions as RemoteState['promotions'],
      canary: isRecord(entry.canary)
        ? {
            ...(entry.canary as unknown as NonNullable<RemoteState['canary']>),
            policy: policyOf(entry.canary.policy, DEFAULT_CANARY_POLICY),
          }
        : null,
      history: Array.isArray(entry.history) ? (entry.history as RemoteState['history']) : [],
      managed: entry.managed === true,
    };
  }
  return {
    format: 1,
    allowOverrides: value.allowOverrides === true,
    overrideOrigins: Array.isArray(value.overrideOrigins)
      ? value.overrideOrigins.filter((origin): origin is string => typeof origin === 'string')
      : [],
    hostUrl: typeof value.hostUrl === 'string' ? value.hostUrl : 'http://localhost:3000/',
    apiUrl: typeof value.apiUrl === 'string' ? value.apiUrl : 'http://127.0.0.1:8000/',
    canaryPolicy: policyOf(value.canaryPolicy, DEFAULT_CANARY_POLICY),
    remotes,
  };
}

/** The state, or a new empty one when the store has none yet. */
export async function readState(store: string, defaults: StateDefaults): Promise<RegistryState> {
  const file = statePath(store);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState(defaults);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON.`);
  }
  return parseState(json, file);
}

/** Replaces the state file in one step: readers see the old file or the new one, never half. */
export async function writeState(store: string, state: RegistryState): Promise<void> {
  await fs.mkdir(store, { recursive: true });
  const file = statePath(store);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(state, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, file);
}

export interface LockOptions {
  /** Give up after this long (another command holds the lock). */
  timeoutMs?: number;
  /** A lock older than this was left by a crashed process and is taken over. */
  staleMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * The file in the lock in which its holder writes when it took the lock, by its own clock: the
 * lock's age is judged by the clocks of the commands, never against the file system's times (a
 * clock set apart from the file system's, as in CI's far-future pass, would see every lock stale).
 */
const LOCK_TAKEN_AT = 'taken-at';

/** When the lock was taken, or null when it is gone (or unreadable: then it is not judged). */
async function lockTakenAt(lock: string): Promise<number | null> {
  const text = await fs.readFile(path.join(lock, LOCK_TAKEN_AT), 'utf8').catch(() => null);
  const written = text === null ? NaN : Number(text);
  return Number.isFinite(written) ? written : null;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `work` holding the store's lock. */
export async function withStateLock<T>(
  store: string,
  work: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const { timeoutMs = 10_000, staleMs = 30_000, sleep = defaultSleep, now = Date.now } = options;
  await fs.mkdir(store, { recursive: true });
  const lock = path.join(store, LOCK_DIR);
  const deadline = now() + timeoutMs;
  for (;;) {
    // The lock appears whole or not at all: made aside with its time in it, then renamed into
    // place, which fails while another lock (never empty) is there.
    const candidate = await fs.mkdtemp(path.join(store, `${LOCK_DIR}-`));
    try {
      await fs.writeFile(path.join(candidate, LOCK_TAKEN_AT), String(now()));
      await fs.rename(candidate, lock);
      break;
    } catch (error) {
      await fs.rm(candidate, { recursive: true, force: true });
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw error;
      const takenAt = await lockTakenAt(lock);
      if (takenAt !== null && now() - takenAt > staleMs) {
        await fs.rm(lock, { recursive: true, force: true });
        continue;
      }
      if (now() > deadline) {
        throw new Error(`The registry is locked by another release command (${lock}).`);
      }
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

/**
 * Reads the state, applies `change` and writes the result, all under the lock. A change that
 * returns null (nothing to do) writes nothing; one that throws writes nothing either.
 */
export async function updateState(
  store: string,
  defaults: StateDefaults,
  change: (state: RegistryState) => Change | null | Promise<Change | null>,
  lockOptions?: LockOptions,
): Promise<Change | null> {
  return withStateLock(
    store,
    async () => {
      const result = await change(await readState(store, defaults));
      if (result) await writeState(store, result.state);
      return result;
    },
    lockOptions,
  );
}
