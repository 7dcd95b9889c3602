import { LoadStore } from '../common/load-store';
import { isFallbackModule } from './fallback-marker';
import type { RemoteModuleId } from './module-id';
import type { RemoteComponentModule, RemoteLoader } from './remote-loader';

/**
 * One load per exposed module (common/load-store.ts), so every slot showing a module shares it and
 * a page change does not flash the skeleton again; a slot shows its skeleton itself while the
 * module loads and the module the moment it has loaded. A fallback module (the remote could not
 * load) shows the unavailable panel and counts as failed for a retry.
 */
export type LazyModuleCache = LoadStore<RemoteModuleId, RemoteComponentModule>;

const caches = new WeakMap<RemoteLoader, LazyModuleCache>();

/** The cache of one loader (the app has one; each test has its own). */
export function lazyCacheFor(loader: RemoteLoader): LazyModuleCache {
  let cache = caches.get(loader);
  if (!cache) {
    cache = new LoadStore((id: RemoteModuleId) => loader.load(id), isFallbackModule);
    caches.set(loader, cache);
  }
  return cache;
}
