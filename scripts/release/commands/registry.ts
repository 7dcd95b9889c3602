/** What several verbs share: a remote's registry entry, and the check before a version goes live. */
import { checkCandidate } from '../checks';
import {
  Refusal,
  manifestUrl,
  withSlash,
  type RegistryState,
  type RemoteState,
} from '../registry-state';
import type { ReleaseToolContext } from './verb';

/** The registry entry of `name`, created for a remote the site serves but the registry lacks. */
export function withRemote(state: RegistryState, name: string, ports: Record<string, number>) {
  if (state.remotes[name]) return state;
  const port = ports[name];
  if (port === undefined || name === 'host') {
    const known = Object.keys(ports).filter((candidate) => candidate !== 'host');
    throw new Refusal(`There is no remote "${name}" (known: ${known.join(', ')}).`);
  }
  const remote: RemoteState = {
    baseUrl: withSlash(`http://localhost:${port}`),
    promotions: [],
    canary: null,
    history: [],
    managed: false,
  };
  return { ...state, remotes: { ...state.remotes, [name]: remote } };
}

/** Loads the candidate over HTTP and checks it against the live host; refuses with every reason. */
export async function assertDeployable(
  ctx: ReleaseToolContext,
  state: RegistryState,
  name: string,
  version: string,
  action: string,
): Promise<void> {
  const remote = withRemote(state, name, ctx.ports).remotes[name];
  if (!remote) throw new Refusal(`There is no remote "${name}".`);
  const url = manifestUrl(remote, version);
  ctx.out(`Checking ${name} ${version} (${url}) against the live host ${state.hostUrl} ...`);
  const { problems, notes } = await checkCandidate({
    remote: name,
    version,
    manifestUrl: url,
    hostUrl: state.hostUrl,
    fetchImpl: ctx.fetchImpl,
  });
  for (const note of notes) ctx.out(`  note: ${note}`);
  if (problems.length > 0) {
    throw new Refusal(
      [`Refused to ${action} ${name} ${version}:`, ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
  }
}
