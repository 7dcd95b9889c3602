/**
 * What `npm start` (scripts/start.mjs) needs from the release tool: the live registry with every
 * remote's working-tree build registered on a fresh clone, the registry server for /remotes.json,
 * and the folders a remote's versions are served from.
 */
import path from 'node:path';
import { releaseStore, stateDefaults } from './context';
import { liveVersion, registerWorkingTree, withSlash } from './registry-state';
import { createRegistryServer, type RegistryServer } from './registry-server';
import { updateState } from './state-file';
import { readRelease, remotesDir } from './store';
import { checkoutVersion } from './build';

export interface SiteRemote {
  /** Federation name. */
  name: string;
  port: number;
}

export interface LiveSite {
  store: string;
  registry: RegistryServer;
  /** Folders a remote's `/<version>/...` URLs are served from, the release store first. */
  remoteRoots(remote: SiteRemote): string[];
}

/**
 * Opens the release store of this checkout (creating its registry on the first run) and makes
 * each remote's working-tree build live where `npm start` manages it (registry-state.ts).
 */
export async function openLiveSite(
  root: string,
  remotes: readonly SiteRemote[],
  log: (line: string) => void,
): Promise<LiveSite> {
  const store = releaseStore(root);
  const defaults = stateDefaults();
  for (const remote of remotes) {
    const version = await checkoutVersion(root, remote.name);
    let live: string | null = null;
    const change = await updateState(store, defaults, (state) => {
      const registered = registerWorkingTree(
        state,
        remote.name,
        version,
        withSlash(`http://localhost:${remote.port}`),
        new Date().toISOString(),
      );
      const entry = (registered?.state ?? state).remotes[remote.name];
      live = entry ? liveVersion(entry) : null;
      return registered;
    });
    if (change) log(change.message);
    if (live !== version) {
      log(
        `${remote.name}: serving ${live ?? 'nothing'}, set by the release tool; the working tree ` +
          `is ${version} (npm run remote -- status)`,
      );
    } else if (await readRelease(store, remote.name, version)) {
      log(
        `${remote.name}: ${version} is a release, served as released; changes in ` +
          `remote-${remote.name}/ show once its version is bumped and released`,
      );
    }
  }
  return {
    store,
    registry: createRegistryServer({ store, defaults, log }),
    remoteRoots: (remote) => [
      remotesDir(store, remote.name),
      path.join(root, `remote-${remote.name}`, 'dist'),
    ],
  };
}
