import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isFallbackModule } from './fallback-marker';
import type { RemoteModuleId } from './module-id';
import type { RemoteLoader } from './remote-loader';

export type LazyRemoteComponent = LazyExoticComponent<ComponentType>;

/**
 * One React.lazy per exposed module, so every slot showing a module shares one load and a page
 * change does not flash the skeleton again. React.lazy remembers a failure for ever, so a retry
 * replaces the entry and tells every slot to take the new one.
 */
export class LazyModuleCache {
  private readonly lazies = new Map<RemoteModuleId, LazyRemoteComponent>();
  private readonly failed = new Set<RemoteModuleId>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly loader: RemoteLoader) {}

  get(id: RemoteModuleId): LazyRemoteComponent {
    let component = this.lazies.get(id);
    if (!component) {
      component = lazy(() =>
        this.loader.load(id).then(
          (module) => {
            if (isFallbackModule(module)) this.failed.add(id);
            return module;
          },
          (error: unknown) => {
            this.failed.add(id);
            throw error;
          },
        ),
      );
      this.lazies.set(id, component);
    }
    return component;
  }

  /**
   * Forgets the module the person retried and every other module that failed: they usually
   * failed for the same reason (a remote or the registry was down), so one Retry brings them all
   * back.
   */
  retry(id: RemoteModuleId): void {
    this.lazies.delete(id);
    for (const failedId of this.failed) this.lazies.delete(failedId);
    this.failed.clear();
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
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
