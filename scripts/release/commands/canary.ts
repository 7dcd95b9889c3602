/** `canary <remote> <version> <percent> [...]`: serves a version to a share of browsers. */
import { percentText } from '../canary-health';
import { startCanary, type CanaryPolicy, type RegistryState } from '../registry-state';
import { readState, updateState } from '../state-file';
import { assertVersion } from '../store';
import { assertDeployable, withRemote } from './registry';
import {
  UsageError,
  expectArgs,
  percentArg,
  remoteNameArg,
  stringFlag,
  type ParsedArgs,
  type ReleaseToolContext,
} from './verb';

/** The policy a `canary` command line asks for (only what it names). */
function policyArgs(args: ParsedArgs): Partial<CanaryPolicy> {
  const policy: Partial<CanaryPolicy> = {};
  const rate = stringFlag(args, 'max-failure-rate');
  if (rate !== undefined) {
    const percent = percentArg(rate, '--max-failure-rate');
    if (percent > 100) throw new UsageError('--max-failure-rate is at most 100.');
    policy.maxFailureRate = percent / 100;
  }
  const loads = stringFlag(args, 'min-page-loads');
  if (loads !== undefined) {
    if (!/^[1-9]\d*$/.test(loads)) {
      throw new UsageError(`--min-page-loads must be a whole number from 1, not "${loads}".`);
    }
    policy.minPageLoads = Number(loads);
  }
  return policy;
}

export async function canaryCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const shape =
    'canary <remote> <version> <percent> [--max-failure-rate <percent>] [--min-page-loads <n>]';
  const [, rawName = '', version = '', shareText = ''] = expectArgs(args, 4, shape);
  const name = remoteNameArg(rawName);
  assertVersion(version);
  const percent = percentArg(shareText, 'The share');
  const policy = policyArgs(args);
  const start = (state: RegistryState) =>
    startCanary(
      withRemote(state, name, ctx.ports),
      name,
      version,
      percent,
      policy,
      ctx.now().toISOString(),
    );
  const state = await readState(ctx.store, ctx.defaults);
  // A share out of range, or the live version as a candidate, is refused before any fetch.
  start(state);
  await assertDeployable(ctx, state, name, version, 'canary');
  const change = await updateState(ctx.store, ctx.defaults, start);
  if (change) {
    const canary = change.state.remotes[name]?.canary;
    ctx.out(`${change.message}.`);
    if (canary) {
      ctx.out(
        `  rolled back by itself when over ${percentText(canary.policy.maxFailureRate)} of at ` +
          `least ${canary.policy.minPageLoads} page loads fail; promote or rollback ends it.`,
      );
    }
  }
}
