/**
 * The release tool's entry (docs/releasing.md), run by scripts/release/run.cjs from one bundled
 * file, or by cli.ts under tsx.
 */
import { runCommand } from './commands';
import { defaultContext } from './context';

/** Runs `npm run remote -- <args>` in the repository at `root`; resolves to the exit code. */
export async function runCli(args: string[], root: string): Promise<number> {
  try {
    return await runCommand(args, defaultContext(root));
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}
