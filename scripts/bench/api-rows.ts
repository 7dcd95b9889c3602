/**
 * The api's rows: `npm run bench:api -w api`, `bench:realtime` and `bench:realtime-flood` each print their
 * own BENCH_ROW lines (they start and stop what they measure, in process). A command that does not
 * exist, fails or prints no row becomes a "not available" row instead of stopping the bench.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRowLines, unavailableRow, type BenchRow } from './rows';

export interface ApiBench {
  script: string;
  /** The row printed when the command gives none. */
  placeholder: { group: string; figure: string; unit: string; target: string };
}

export const API_BENCHES: readonly ApiBench[] = [
  {
    script: 'bench:api',
    placeholder: {
      group: 'api',
      figure: 'GET live/sports/upcoming, bet submit ÷ baselines',
      unit: 'x',
      target: '≥ 0.5',
    },
  },
  {
    script: 'bench:realtime',
    placeholder: {
      group: 'realtime',
      figure: '5,000 subscribers p95 delivery',
      unit: 'ms',
      target: '≤ 100',
    },
  },
  {
    // Issue 28: one node alone, one through Redis and two sharing Redis, in one run.
    script: 'bench:realtime-nodes',
    placeholder: {
      group: 'realtime',
      figure: 'fan-out p95, 5000 subscribers at 50 events/s, 2 nodes through Redis',
      unit: 'ms',
      target: '≤ 100',
    },
  },
  {
    // Issue 28: through nginx, three API instances ÷ one, on PostgreSQL (start:topology).
    script: 'bench:proxy-bets',
    placeholder: {
      group: 'api',
      figure: 'bet submits/s through nginx, 3 API instances ÷ 1 (PostgreSQL)',
      unit: 'x',
      target: '≥ 0',
    },
  },
  {
    script: 'bench:realtime-flood',
    placeholder: {
      group: 'realtime',
      figure: 'delivery p95 to 2000 subscribers under a junk-frame flood',
      unit: 'ms',
      target: '≤ 200',
    },
  },
];

/** Rows from one command's output and exit: its own rows, or one "not available" row. */
export function rowsFromCommand(
  bench: ApiBench,
  output: string,
  exitCode: number | null,
): BenchRow[] {
  const { rows, malformed } = parseRowLines(output);
  if (rows.length > 0) {
    if (exitCode !== 0) {
      return rows.map((row) => ({
        ...row,
        note: [row.note, `${bench.script} exited ${exitCode}`].filter(Boolean).join('; '),
      }));
    }
    return rows;
  }
  const reason =
    exitCode !== 0
      ? `${bench.script} exited ${exitCode ?? 'on a signal'}`
      : malformed.length > 0
        ? `${bench.script} printed ${malformed.length} malformed BENCH_ROW line(s)`
        : `${bench.script} printed no BENCH_ROW line`;
  return [unavailableRow(bench.placeholder, reason)];
}

/** Whether the api workspace has the script at all. */
export function apiHasScript(root: string, script: string): boolean {
  const manifest = JSON.parse(readFileSync(path.join(root, 'api', 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return typeof manifest.scripts?.[script] === 'string';
}

/** Runs one api bench to completion, echoing its output, and returns its rows. */
export async function runApiBench(
  root: string,
  bench: ApiBench,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = {},
): Promise<BenchRow[]> {
  if (!apiHasScript(root, bench.script)) {
    return [unavailableRow(bench.placeholder, `api has no "${bench.script}" script`)];
  }
  log(`npm run ${bench.script} -w api`);
  const { output, exitCode } = await new Promise<{ output: string; exitCode: number | null }>(
    (resolve) => {
      const child = spawn('npm', ['run', bench.script, '-w', 'api'], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      const take = (chunk: Buffer) => {
        const part = chunk.toString('utf8');
        text += part;
        // Rows are printed once, by the bench itself, with the others.
        for (const line of part.split('\n')) {
          if (line.trim() && !line.includes('BENCH_ROW')) log(`  ${line}`);
        }
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.on('error', (error) => resolve({ output: `${text}\n${error.message}`, exitCode: -1 }));
      child.on('close', (code) => resolve({ output: text, exitCode: code }));
    },
  );
  return rowsFromCommand(bench, output, exitCode);
}
