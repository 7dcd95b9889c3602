import type { ComponentType } from 'react';
import { isFallbackModule } from './fallback-marker';
import type { RemoteModuleId } from './module-id';
import type { RemoteComponentModule, RemoteLoader } from './remote-loader';

/** Where one exposed module's load stands. A new object whenever it changes (a store snapshot). */
export type RemoteModuleEntry =
  | { status: 'loading' }
  | { status: 'loaded'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

/**
 * One load per exposed module, so every slot showing a module shares it and a page change does
 * not flash the skeleton again. A store (`subscribe` / `entry`) rather than React.lazy: a slot
 * shows its skeleton itself while the module loads and the module the moment it has loaded. With
 * lazy and Suspense the module's arrival is a Suspense retry, which React holds back until 300 ms
 * after the last fallback it showed (its reveal throttle), so on a page whose shell had painted
 * with skeletons a remote's first screen came up to 300 ms late, and its own requests with it
 * (issue 12). A failure is remembered until a retry, which replaces the entry and tells every slot.
 */
export class LazyModuleCache {
  private readonly entries = new Map<RemoteModuleId, RemoteModuleEntry>();
  private readonly failed = new Set<RemoteModuleId>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly loader: RemoteLoader) {}

  /** The module's entry; the first call starts its load. */
  entry(id: RemoteModuleId): RemoteModuleEntry {
    const known = this.entries.get(id);
    if (known) return known;
    const loading: RemoteModuleEntry = { status: 'loading' };
    this.entries.set(id, loading);
    // A loader that throws at once fails the module like one that rejects.
    new Promise<RemoteComponentModule>((resolve) => resolve(this.loader.load(id))).then(
      // A fallback module (the remote could not load) shows the unavailable panel; it counts as
      // failed for a retry.
      (module) =>
        this.settle(
          id,
          loading,
          { status: 'loaded', Component: module.default },
          isFallbackModule(module),
        ),
      (error: unknown) => this.settle(id, loading, { status: 'failed', error }, true),
    );
    return loading;
  }

  /**
   * Forgets the module the person retried and every other module that failed: they usually
   * failed for the same reason (a remote or the registry was down), so one Retry brings them all
   * back.
   */
  retry(id: RemoteModuleId): void {
    this.entries.delete(id);
    for (const failedId of this.failed) this.entries.delete(failedId);
    this.failed.clear();
    this.notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private settle(
    id: RemoteModuleId,
    loading: RemoteModuleEntry,
    entry: RemoteModuleEntry,
    failed: boolean,
  ): void {
    // A retry meanwhile replaced this load: its answer is no one's.
    if (this.entries.get(id) !== loading) return;
    this.entries.set(id, entry);
    if (failed) this.failed.add(id);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const caches = new WeakMap<RemoteLoader, LazyModuleCache>();

/** The cache of one loader (the app has one; each test has its own). */
export function lazyCacheFor(loader: RemoteLoader): LazyModuleCache {
  let cache = caches.get(loader);
  if (!cache) {
    cache = new LazyModuleCache(loader);
    caches.set(loader, cache);
  }
  return cache;
}
