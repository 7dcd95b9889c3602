/**
 * Releases in five seconds (issue 33): `npm run remote -- release betslip` as a bettor's team runs
 * it, from the command's start to its exit (the tool's start, the production build, the release
 * store's copy and metadata), each round into a release store of its own, so every round builds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rowFromSamples, type BenchRow } from './rows';

function releaseOnce(root: string, remote: string): Promise<number> {
  const store = mkdtempSync(path.join(os.tmpdir(), 'bench-release-'));
  const started = performance.now();
  return new Promise<number>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'remote', '--', 'release', remote], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, SB_RELEASES_DIR: store },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(store, { recursive: true, force: true });
      if (code === 0) resolve((performance.now() - started) / 1000);
      else
        reject(new Error(`release ${remote} failed: ${errors.trim().split('\n').pop() ?? code}`));
    });
  });
}

/** `rounds` timed releases of `remote` after one not counted (it also bundles the tool). */
export async function releaseRows(
  root: string,
  remote: string,
  rounds: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  await releaseOnce(root, remote);
  const seconds: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    seconds.push(await releaseOnce(root, remote));
    log(`release ${remote} round ${round + 1}/${rounds}: ${seconds[round].toFixed(2)} s`);
  }
  return [
    rowFromSamples(
      {
        group: 'release',
        figure: `npm run remote -- release ${remote}`,
        unit: 's',
        target: '≤ 5',
        note: 'start, production build, release store; needs an idle machine (see load)',
      },
      seconds,
    ),
  ];
}
