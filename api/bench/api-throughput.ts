/**
 * `npm run bench:api -w api`: requests/s of the API's hot routes against their baselines, in the
 * same run, interleaved (every round measures every subject once, in turn, so load from other
 * work on the machine falls on all of them alike), reported as ratios min / median / max:
 *
 * - `GET /ng/live_matches`, `/ng/sports`, `/ng/upcoming-matches` ÷ `GET /bench/hello`, a trivial
 *   route of the same Fastify instance (same hooks, same process); target ≥ 0.5;
 * - `POST /ng/bet-submit` (a fresh Idempotency-Key each, 20 coins on one open market) ÷ a bare
 *   Fastify `POST /bench/insert` that inserts one row into SQLite with the same pragmas
 *   (synchronous=FULL); target ≥ 0.5.
 *
 * The servers run in a child process (bench/api-servers.ts); the load is autocannon, closed loop
 * over keep-alive connections, from this process. Ports are chosen by the OS: run it inside a
 * private network namespace on a shared machine (`unshare -n sh -c 'ip link set lo up && ...'`).
 *
 * BENCH_ROUNDS (default 5), BENCH_SECONDS per subject and round (default 3) and
 * BENCH_CONNECTIONS (default 10) resize it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchServers } from './api-servers';
import { printBenchRow, spreadOf } from './bench-row';
import { betSubmitLoad } from './bench-processes';

function intFromEnv(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}`);
  }
  return value;
}

interface Subject {
  name: string;
  options: (servers: BenchServers) => autocannon.Options;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const SUBJECTS: readonly Subject[] = [
  { name: 'hello', options: (s) => ({ url: `http://127.0.0.1:${s.apiPort}/bench/hello` }) },
  { name: 'live', options: (s) => ({ url: `http://127.0.0.1:${s.apiPort}/ng/live_matches` }) },
  { name: 'sports', options: (s) => ({ url: `http://127.0.0.1:${s.apiPort}/ng/sports` }) },
  {
    name: 'upcoming',
    options: (s) => ({ url: `http://127.0.0.1:${s.apiPort}/ng/upcoming-matches` }),
  },
  {
    name: 'bare-insert',
    options: (s) => ({
      url: `http://127.0.0.1:${s.barePort}/bench/insert`,
      method: 'POST',
      headers: FORM,
      body: 'amount=20',
    }),
  },
  {
    name: 'bet-submit',
    options: (s) =>
      betSubmitLoad(`http://127.0.0.1:${s.apiPort}`, {
        tokens: [s.token],
        betEventId: s.betEventId,
        odds: s.oddsCents / 100,
      }),
  },
];

function startServers(): Promise<{ servers: BenchServers; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof to profile the servers alone
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      path.join(__dirname, 'api-servers.ts'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'development' } },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.once('exit', (code) => reject(new Error(`the bench servers exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (!line) return;
      resolve({
        servers: JSON.parse(line.slice('READY '.length)) as BenchServers,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

async function measure(
  options: autocannon.Options,
  seconds: number,
  connections: number,
): Promise<{ rps: number; errors: number }> {
  const result = await autocannon({ ...options, connections, duration: seconds, pipelining: 1 });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.total / seconds, errors };
}

async function main(): Promise<void> {
  const rounds = intFromEnv('BENCH_ROUNDS', 5, 100);
  const seconds = intFromEnv('BENCH_SECONDS', 3, 120);
  const connections = intFromEnv('BENCH_CONNECTIONS', 10, 1000);
  const { servers, stop } = await startServers();
  const rps = new Map<string, number[]>(SUBJECTS.map((subject) => [subject.name, []]));
  let failures = 0;
  try {
    // Warm-up: the JIT, the page cache and the first prepared statements.
    for (const subject of SUBJECTS) await measure(subject.options(servers), 1, connections);
    for (let round = 1; round <= rounds; round += 1) {
      const line: string[] = [];
      for (const subject of SUBJECTS) {
        const { rps: value, errors } = await measure(
          subject.options(servers),
          seconds,
          connections,
        );
        failures += errors;
        rps.get(subject.name)?.push(value);
        line.push(`${subject.name} ${value.toFixed(0)}${errors ? ` (${errors} errors)` : ''}`);
      }
      console.log(`round ${round}/${rounds}: ${line.join(', ')} req/s`);
    }
  } finally {
    await stop();
  }

  const of = (name: string): number[] => rps.get(name) ?? [];
  const ratio = (subject: string, baseline: string): number[] =>
    of(subject).map((value, index) => value / (of(baseline)[index] ?? Number.NaN));
  for (const name of SUBJECTS.map((subject) => subject.name)) {
    const spread = spreadOf(of(name));
    console.log(
      `${name.padEnd(12)} req/s min ${spread.min.toFixed(0)} median ${spread.median.toFixed(0)} max ${spread.max.toFixed(0)}`,
    );
  }
  const note = `${rounds} rounds x ${seconds} s, ${connections} connections${failures ? `, ${failures} failed requests` : ''}`;
  const rows: [string, string, string][] = [
    ['GET /ng/live_matches ÷ hello route', 'live', 'hello'],
    ['GET /ng/sports ÷ hello route', 'sports', 'hello'],
    ['GET /ng/upcoming-matches ÷ hello route', 'upcoming', 'hello'],
    ['POST /ng/bet-submit ÷ bare SQLite insert', 'bet-submit', 'bare-insert'],
  ];
  for (const [figure, subject, baseline] of rows) {
    printBenchRow({
      group: 'api',
      figure,
      unit: 'x',
      spread: spreadOf(ratio(subject, baseline)),
      target: '≥ 0.5',
      note,
    });
  }
  if (failures > 0) {
    console.error(`${failures} requests failed (errors, timeouts or non-2xx answers)`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exitCode = 1;
});
