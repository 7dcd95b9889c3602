import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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
};
