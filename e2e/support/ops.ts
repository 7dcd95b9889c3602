/**
 * The operators' tool, run as an operator runs it: `npm run ops -w api -- <command>` (api/README.md).
 * It writes to the same SQLite file as the API server the tests started (E2E_SQLITE_PATH) and
 * publishes through the realtime server of that stack (127.0.0.1:6002, the default).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT, e2eSqlitePath } from './stack';

const run = promisify(execFile);

export async function ops(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'ops', '-w', 'api', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, SQLITE_PATH: e2eSqlitePath(), DATABASE_URL: '' },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`ops ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/** Moves the odds of some options of one market: `odds <marketId> <selectionId>=<odds>...`. */
export function moveOdds(marketId: number, odds: Record<number, number>): Promise<string> {
  const pairs = Object.entries(odds).map(([eventId, ratio]) => `${eventId}=${ratio.toFixed(2)}`);
  return ops('odds', String(marketId), ...pairs);
}

/** Locks (suspends) or opens a market: `lock <marketId>` / `unlock <marketId>`. */
export function setMarketLocked(marketId: number, locked: boolean): Promise<string> {
  return ops(locked ? 'lock' : 'unlock', String(marketId));
}
