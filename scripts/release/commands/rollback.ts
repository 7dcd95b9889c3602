/** `rollback <remote> [--force]`: ends the canary, or goes back to the version live before. */
import { rollback, rollbackTarget } from '../registry-state';
import { readState, updateState } from '../state-file';
import { assertDeployable } from './registry';
import { expectArgs, remoteNameArg, type ParsedArgs, type ReleaseToolContext } from './verb';

export async function rollbackCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, rawName = ''] = expectArgs(args, 2, 'rollback <remote> [--force]');
  const name = remoteNameArg(rawName);
  const state = await readState(ctx.store, ctx.defaults);
  const remote = state.remotes[name];
  const target = remote && !remote.canary ? rollbackTarget(remote) : null;
  // Going back to an older version: make sure it still loads, unless told to hurry.
  if (target && args.flags.get('force') !== true) {
    await assertDeployable(ctx, state, name, target, 'roll back to');
  }
  const change = await updateState(ctx.store, ctx.defaults, (current) =>
    rollback(current, name, ctx.now().toISOString()),
  );
  if (change) ctx.out(`${change.message}. Browsers get it at their next page load.`);
}
