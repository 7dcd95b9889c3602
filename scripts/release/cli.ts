/**
 * `npm run remote -- <verb>` under tsx: release, canary, promote, roll back and report any remote
 * (docs/releasing.md). `npm run remote` itself starts through run.cjs, which bundles main.ts first
 * (tsx's own start was most of a command's time); this entry gives the same tool from source.
 */
import path from 'node:path';
import { runCli } from './main';

void runCli(process.argv.slice(2), path.resolve(__dirname, '..', '..')).then((code) => {
  process.exitCode = code;
});
