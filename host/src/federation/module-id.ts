import type { ExposedModule, RemoteName } from '@sportsbook/shared/contracts';

type WithoutDotSlash<S> = S extends `./${infer Name}` ? Name : never;

/**
 * What a slot asks the federation runtime for: `<remote>/<exposed name>`, e.g. `sports/LiveHome`.
 * Only names of the contract (REMOTE_EXPOSES) type-check, so the host cannot ask for a module no
 * remote promises.
 */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${WithoutDotSlash<ExposedModule<R>>}`;
}[RemoteName];

/** The remote half of a module id. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
