/**
 * The release tool as a release engineer runs it (`npm run remote -- <verb>`), against the
 * stack's release store: playwright.config.ts gives each run a fresh store (SB_RELEASES_DIR) and
 * both the stack and the workers inherit it.
 */
import { spawn } from 'node:child_process';
import { REPO_ROOT, RELEASES_DIR_VARIABLE } from './stack';

export interface ToolRun {
  code: number;
  /** stdout and stderr, in order. */
  output: string;
}

/** Runs `npm run remote -- ...args` from the repository root; resolves when it exits. */
export function remoteTool(...args: string[]): Promise<ToolRun> {
  if (!process.env[RELEASES_DIR_VARIABLE]) {
    throw new Error(
      `${RELEASES_DIR_VARIABLE} is not set: run the tests through playwright.config.ts`,
    );
  }
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'remote', '--', ...args], {
      cwd: REPO_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
