import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteOf } from './module-id';
import type { FederationRuntime } from './remote-loader';

/** The federation runtime of the page (the instance the host's build created). */
export const moduleFederationRuntime: FederationRuntime = {
  register(remotes, force) {
    registerRemotes(
      remotes.map(({ name, entry }) => ({ name, entry })),
      { force },
    );
  },
  load(id) {
    return loadRemote(id);
  },
  async preload(ids) {
    const exposesByRemote = new Map<string, string[]>();
    for (const id of ids) {
      const remote = remoteOf(id);
      const exposes = exposesByRemote.get(remote) ?? [];
      exposes.push(`./${id.slice(remote.length + 1)}`);
      exposesByRemote.set(remote, exposes);
    }
    // Only the modules' own chunks and CSS: the shared modules are the host's (share: false),
    // and no remote of a remote is fetched ahead (depsRemote: false).
    await preloadRemote(
      [...exposesByRemote].map(([nameOrAlias, exposes]) => ({
        nameOrAlias,
        exposes,
        resourceCategory: 'sync' as const,
        share: false,
        depsRemote: false,
      })),
    );
  },
};
