/** `promote <remote> <version>`: makes a version live for everyone (ends a canary). */
import { promote, type RegistryState } from '../registry-state';
import { readState, updateState } from '../state-file';
import { assertVersion } from '../store';
import { assertDeployable, withRemote } from './registry';
import { expectArgs, remoteNameArg, type ParsedArgs, type ReleaseToolContext } from './verb';

export async function promoteCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, rawName = '', version = ''] = expectArgs(args, 3, 'promote <remote> <version>');
  const name = remoteNameArg(rawName);
  assertVersion(version);
  const promotion = (state: RegistryState) =>
    promote(withRemote(state, name, ctx.ports), name, version, ctx.now().toISOString());
  const state = await readState(ctx.store, ctx.defaults);
  // "Already live" and an unknown remote are refused before anything is fetched.
  promotion(state);
  await assertDeployable(ctx, state, name, version, 'promote');
  const change = await updateState(ctx.store, ctx.defaults, promotion);
  if (change) ctx.out(`${change.message}. Every browser gets it at its next page load.`);
}
