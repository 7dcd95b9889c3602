/**
 * The verbs of `npm run remote -- <verb>` (docs/releasing.md), one file each in this folder. Each
 * reads and changes the live registry of the release store; none rebuilds the host. Exit codes:
 * 0 done, 1 refused (the reason is printed, nothing changed), 2 a bad command line.
 */
import { Refusal } from '../registry-state';
import { canaryCommand } from './canary';
import { overridesCommand } from './overrides';
import { promoteCommand } from './promote';
import { release } from './release';
import { rollbackCommand } from './rollback';
import { statusCommand } from './status';
import { UsageError, parseArgs, type ReleaseToolContext, type Verb } from './verb';

export { UsageError, parseArgs, type ReleaseToolContext } from './verb';

export const USAGE = `Usage: npm run remote -- <verb> ...

  release <remote> [--from <checkout>]   build <remote> into the release store as the version in
                                         remote-<remote>/package.json (never over an existing one)
  canary <remote> <version> <percent> [--max-failure-rate <percent>] [--min-page-loads <n>]
                                         serve <version> to <percent> of browsers, sticky per browser
  promote <remote> <version>             make <version> live for everyone (ends a canary)
  rollback <remote> [--force]            end the canary, or go back to the version live before
  status [<remote>] [--json]             live versions, canaries, failures per version, history
  overrides on <origin>... | off         allow QA overrides from these origins, or none

<remote> is a federation name: sports, betslip, ... Changes show at the next page load.`;

const VERBS: Record<string, Verb> = {
  release,
  promote: promoteCommand,
  rollback: rollbackCommand,
  canary: canaryCommand,
  status: statusCommand,
  overrides: overridesCommand,
};

/** Runs one command line; resolves to the exit code. */
export async function runCommand(
  argv: readonly string[],
  ctx: ReleaseToolContext,
): Promise<number> {
  try {
    const args = parseArgs(argv);
    const verb = args.positional[0];
    if (verb === undefined || verb === 'help') {
      ctx.out(USAGE);
      return verb === undefined ? 2 : 0;
    }
    const command = VERBS[verb];
    if (!command) throw new UsageError(`Unknown verb "${verb}".`);
    await command(ctx, args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.out(error.message);
      ctx.out('');
      ctx.out(USAGE);
      return 2;
    }
    if (error instanceof Refusal) {
      ctx.out(error.message);
      return 1;
    }
    throw error;
  }
}
