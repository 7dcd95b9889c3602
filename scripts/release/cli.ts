/**
 * `npm run remote -- <verb>`: release, canary, promote, roll back and report any remote
 * (docs/releasing.md). Acts on the live registry the host reads at every page load.
 */
import path from 'node:path';
import { runCommand } from './commands';
import { defaultContext } from './context';

const root = path.resolve(__dirname, '..', '..');

runCommand(process.argv.slice(2), defaultContext(root)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
