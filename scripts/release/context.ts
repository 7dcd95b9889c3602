/**
 * Where the release tool finds things: the repository it runs from, the release store
 * (`releases/` at the root, or `SB_RELEASES_DIR`), the ports of shared/federation.cjs.
 */
import path from 'node:path';
import { PORTS } from '@sportsbook/shared/federation';
import { buildRemote, checkoutVersion } from './build';
import type { ReleaseToolContext } from './commands';
import type { StateDefaults } from './state-file';

/** The variable that moves the release store (the browser tests give each run its own). */
export const RELEASES_DIR_VARIABLE = 'SB_RELEASES_DIR';

export function releaseStore(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[RELEASES_DIR_VARIABLE];
  return configured ? path.resolve(configured) : path.join(root, 'releases');
}

/** Where the live host and the API are, for a registry created on this machine. */
export function stateDefaults(): StateDefaults {
  return { hostUrl: `http://localhost:${PORTS.host}/`, apiUrl: 'http://127.0.0.1:8000/' };
}

export function defaultContext(root: string): ReleaseToolContext {
  return {
    root,
    store: releaseStore(root),
    defaults: stateDefaults(),
    ports: PORTS,
    fetchImpl: (url, init) => fetch(url, init),
    now: () => new Date(),
    out: (line) => process.stdout.write(`${line}\n`),
    build: (checkout, remote) => buildRemote(checkout, remote, () => new Date()),
    checkoutVersion,
  };
}
