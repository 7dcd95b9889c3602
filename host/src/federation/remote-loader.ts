import type { ComponentType } from 'react';
import type { RemoteName, RemoteRegistry } from '@sportsbook/shared/contracts';
import { isFallbackModule } from './fallback-marker';
import { remoteOf, type RemoteModuleId } from './module-id';

/** An exposed module as the contract describes it: a default-exported React component. */
export interface RemoteComponentModule {
  default: ComponentType;
}

/** What a slot needs from federation. The app gets the real one; tests inject a fake. */
export interface RemoteLoader {
  /** Resolves to the module, or to the fallback module; rejects when neither is available. */
  load(id: RemoteModuleId): Promise<RemoteComponentModule>;
  /** Called before a manual retry: forget what failed, so the next load really fetches again. */
  reset(remote: RemoteName): Promise<void>;
  /** A loaded module threw while rendering (the slot's error boundary caught it). */
  renderFailed?(remote: RemoteName, error: unknown): void;
}

/** The federation runtime calls the loader uses (registerRemotes, loadRemote, preloadRemote). */
export interface FederationRuntime {
  register(remotes: { name: RemoteName; entry: string }[], force: boolean): void;
  load(id: RemoteModuleId): Promise<unknown>;
  /** Fetches what these modules need (manifest, remoteEntry, chunks, CSS) without running them. */
  preload?(ids: RemoteModuleId[]): Promise<void>;
}

/** A slot's module could not be loaded; the slot shows the unavailable panel. */
export class RemoteUnavailableError extends Error {
  readonly moduleId: RemoteModuleId;

  constructor(moduleId: RemoteModuleId, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteUnavailableError';
    this.moduleId = moduleId;
  }
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  /** Fetches the effective registry; called at start, and again on a retry while there is none. */
  loadRegistry: () => Promise<RemoteRegistry>;
  /** Extra attempts after a failed load before the slot gives up (the retry layer). */
  retries?: number;
  /** Wait before the first extra attempt; it doubles for each further one. */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  report?: (message: string, error: unknown) => void;
  /** Hears each remote's outcomes: a module delivered, or a module that could not be used. */
  onOutcome?: (remote: RemoteName, outcome: 'loaded' | 'failed', error?: unknown) => void;
}

export interface AppRemoteLoader extends RemoteLoader {
  /** Fetches and registers the registry. Never rejects: without a registry every slot falls back. */
  start(): Promise<RemoteRegistry | null>;
  /**
   * Once the registry is registered, starts fetching what these modules need, so a slot that asks
   * for one later finds it on its way. A head start only: a module whose remote is not registered
   * is skipped, and a failure is left to the slot's own load (retried, reported) to meet.
   */
  preload(ids: RemoteModuleId[]): Promise<void>;
}

function isComponentModule(value: unknown): value is RemoteComponentModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = (value as { default: unknown }).default;
  // Function components and classes are functions; memo and forwardRef wrappers are objects.
  return (
    typeof component === 'function' ||
    (typeof component === 'object' && component !== null && '$$typeof' in component)
  );
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads exposed modules by id through the federation runtime, with the registry registered first.
 * Failures are retried a few times with a growing pause; what remains is the runtime plugin's
 * fallback module (or a rejection), which the slot turns into the unavailable panel.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): AppRemoteLoader {
  const {
    runtime,
    retries = 2,
    retryDelayMs = 400,
    sleep = defaultSleep,
    report = (message, error) => console.error(`[host] ${message}`, error),
  } = options;
  let registry: RemoteRegistry | null = null;
  let registryLoading: Promise<RemoteRegistry | null> | null = null;
  /** Remotes that delivered a module: their container stays, a retry only reloads one module. */
  const delivered = new Set<RemoteName>();
  const loadsInFlight = new Map<RemoteName, number>();

  function registerAll(next: RemoteRegistry): void {
    const remotes = Object.entries(next.remotes).map(([name, entry]) => ({
      name: name as RemoteName,
      entry: entry.manifest,
    }));
    runtime.register(remotes, false);
  }

  function ensureRegistry(): Promise<RemoteRegistry | null> {
    if (registry) return Promise.resolve(registry);
    registryLoading ??= (async () => {
      try {
        const next = await options.loadRegistry();
        registerAll(next);
        registry = next;
        return next;
      } catch (error) {
        report('the remote registry is unavailable; every remote slot shows its fallback', error);
        return null;
      } finally {
        registryLoading = null;
      }
    })();
    return registryLoading;
  }

  async function loadWithRetry(id: RemoteModuleId): Promise<RemoteComponentModule> {
    let failure: unknown;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1));
      try {
        const loaded = await runtime.load(id);
        if (isFallbackModule(loaded)) {
          failure = loaded;
          continue;
        }
        if (isComponentModule(loaded)) {
          delivered.add(remoteOf(id));
          options.onOutcome?.(remoteOf(id), 'loaded');
          return loaded;
        }
        // A wrong export does not get better by asking again.
        failure = new RemoteUnavailableError(id, `${id} does not export a React component.`);
        break;
      } catch (error) {
        failure = error;
      }
    }
    if (isFallbackModule(failure)) {
      report(`${id} is unavailable`, failure.error);
      options.onOutcome?.(remoteOf(id), 'failed', failure.error);
      return failure;
    }
    report(`${id} is unavailable`, failure);
    options.onOutcome?.(remoteOf(id), 'failed', failure);
    throw failure instanceof Error
      ? failure
      : new RemoteUnavailableError(id, `${id} could not be loaded.`, { cause: failure });
  }

  return {
    start: ensureRegistry,

    async preload(ids) {
      const known = await ensureRegistry();
      const wanted = ids.filter((id) => known?.remotes[remoteOf(id)]);
      if (wanted.length === 0 || !runtime.preload) return;
      try {
        await runtime.preload(wanted);
      } catch {
        // The slot's load meets the same failure and reports it.
      }
    },

    renderFailed(remote, error) {
      options.onOutcome?.(remote, 'failed', error);
    },

    async load(id) {
      const remote = remoteOf(id);
      if (!registry) {
        throw new RemoteUnavailableError(id, 'The remote registry is unavailable.');
      }
      if (!registry.remotes[remote]) {
        throw new RemoteUnavailableError(id, `The registry has no entry for "${remote}".`);
      }
      loadsInFlight.set(remote, (loadsInFlight.get(remote) ?? 0) + 1);
      try {
        return await loadWithRetry(id);
      } finally {
        loadsInFlight.set(remote, (loadsInFlight.get(remote) ?? 1) - 1);
      }
    },

    async reset(remote) {
      if (!registry) {
        await ensureRegistry();
        return;
      }
      const entry = registry.remotes[remote];
      // A remote that already delivered modules keeps its container (other slots use it), and one
      // that is loading right now is left alone; otherwise re-registering with `force` drops the
      // runtime's manifest cache, snapshot and module cache for it, so the next load starts afresh.
      if (!entry || delivered.has(remote) || (loadsInFlight.get(remote) ?? 0) > 0) return;
      runtime.register([{ name: remote, entry: entry.manifest }], true);
    },
  };
}
