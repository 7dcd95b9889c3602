/** `release <remote> [--from <checkout>]`: builds a remote into the release store. */
import { Refusal, manifestUrl } from '../registry-state';
import { readState } from '../state-file';
import { publishRelease, readRelease } from '../store';
import { withRemote } from './registry';
import {
  expectArgs,
  remoteNameArg,
  stringFlag,
  type ParsedArgs,
  type ReleaseToolContext,
} from './verb';

export async function release(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, rawName = ''] = expectArgs(args, 2, 'release <remote> [--from <checkout>]');
  const name = remoteNameArg(rawName);
  const checkout = stringFlag(args, 'from') ?? ctx.root;
  const version = await ctx.checkoutVersion(checkout, name);
  const existing = await readRelease(ctx.store, name, version);
  if (existing) {
    throw new Refusal(
      `${name} ${version} is already released (built ${existing.builtAt}); a released version ` +
        `never changes: bump the version in remote-${name}/package.json to release a new build.`,
    );
  }
  ctx.out(`Building ${name} ${version} from ${checkout} ...`);
  const built = await ctx.build(checkout, name);
  const target = await publishRelease(ctx.store, built.builtDir, built.metadata);
  const state = withRemote(await readState(ctx.store, ctx.defaults), name, ctx.ports);
  const remote = state.remotes[name];
  const url = remote ? manifestUrl(remote, version) : '';
  const source = built.metadata.commit
    ? `commit ${built.metadata.commit.slice(0, 12)}${built.metadata.dirty ? ' with local changes' : ''}`
    : 'a checkout outside git';
  ctx.out(`Released ${name} ${version} from ${source} into ${target}`);
  ctx.out(`  exposes ${built.metadata.exposes.join(', ')}`);
  ctx.out(`  served at ${url}`);
  ctx.out(
    `Next: npm run remote -- canary ${name} ${version} 10   or   npm run remote -- promote ${name} ${version}`,
  );
}
