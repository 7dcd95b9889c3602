/**
 * Bet submits per second through the proxy (`npm run bench:proxy-bets -w api`, issue 28): the
 * scaled-out layout (`npm run start:topology`, deploy/local/topology.mjs: nginx over TLS, the
 * API instances on one PostgreSQL and Redis) started with ONE API instance and with THREE, in
 * interleaved rounds of one run, each on a fresh database; autocannon (closed loop,
 * BENCH_PROXY_CONNECTIONS connections, BENCH_PROXY_SECONDS per round) posts `POST /ng/bet-submit` through
 * https://localhost:8444 with a fresh Idempotency-Key each, 20 coins on one open market, each
 * connection as one of BENCH_PROXY_USERS (16) bettors funded by the demo user (credited first by
 * the operators' tool). Prints each round, then one BENCH_ROW:
 * three instances ÷ one.
 *
 * Not a timing target: on a machine with two cores, three instances share the same two cores
 * with nginx, PostgreSQL, Redis and autocannon itself, so the ratio shows the cost of more
 * processes (more context switches, more PostgreSQL connections contending on one user's
 * balance row) rather than a gain; the gain needs cores (or machines) for the extra instances.
 *
 * Fixed ports (the layout's): on a shared machine run it inside a private network namespace,
 * where the layout starts its own PostgreSQL and Redis from Debian's packages.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { printBenchRow, spreadOf } from './bench-row';
import { betSubmitLoad, signIn } from './bench-processes';
import { intFromEnv, runBench } from './realtime-processes';

const ROOT = path.resolve(__dirname, '..', '..');
const ORIGIN = 'https://localhost:8444';

interface Layout {
  child: ChildProcess;
  exited: Promise<void>;
  state: string;
  apiUrl: string;
  settings: Record<string, string>;
}

async function startLayout(instances: number): Promise<Layout> {
  const state = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-bench-topology-'));
  const child = spawn('node', [path.join(ROOT, 'deploy', 'local', 'topology.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SB_TOPOLOGY_STATE: state,
      SB_TOPOLOGY_API_INSTANCES: String(instances),
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      // The bettors sign up and sign in from one address at once, and the demo user's password
      // is checked by 16 transfers at once (each attempt counts until it succeeds).
      ACCOUNT_RATE_LIMIT_PER_ADDRESS: '100000',
      TOKEN_RATE_LIMIT_PER_ADDRESS: '100000',
      TOKEN_RATE_LIMIT_PER_USERNAME: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output = `${output}${line}\n`.slice(-10_000);
      if (line.includes('topology is up')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the layout exited (${code}):\n${output}`)));
  });
  const file = JSON.parse(readFileSync(path.join(state, 'topology.json'), 'utf8')) as {
    api: { url: string }[];
    settings: Record<string, string>;
  };
  return { child, exited, state, apiUrl: file.api[0]!.url, settings: file.settings };
}

async function stopLayout(layout: Layout): Promise<void> {
  try {
    process.kill(-layout.child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  await layout.exited;
  rmSync(layout.state, { recursive: true, force: true });
}

/**
 * `count` bettors of their own, each signed up and given coins by the demo user (credited by
 * the operators' tool first) with a coin transfer, all through one instance; their tokens.
 */
async function bettors(apiUrl: string, count: number): Promise<string[]> {
  const demo = await signIn(apiUrl, 'demo', 'demo12345');
  const [country] = (await (await fetch(`${apiUrl}/ng/countries`)).json()).data as { id: number }[];
  const [club] = (await (await fetch(`${apiUrl}/ng/clubs`)).json()).data as { id: number }[];
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const suffix = `${Date.now().toString(36)}${index}`;
      const user = { username: `bench_${suffix}`, password: `pw-${suffix}-bench` };
      const signup = await fetch(`${apiUrl}/ng/signup`, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({
          ...user,
          email: `${user.username}@example.com`,
          password_confirm: user.password,
          phone: `017${String(10_000_000 + index)}`,
          country: String(country!.id),
          club: String(club!.id),
        }),
      });
      if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
      const transfer = await fetch(`${apiUrl}/ng/user/wallet/cointransfer`, {
        method: 'POST',
        headers: { ...form, authorization: `Bearer ${demo}`, 'idempotency-key': randomUUID() },
        body: new URLSearchParams({
          username: user.username,
          transferring_coin_number: '100000',
          password: 'demo12345',
        }),
      });
      if (!transfer.ok) throw new Error(`transfer: ${transfer.status} ${await transfer.text()}`);
      return signIn(apiUrl, user.username, user.password);
    }),
  );
}

interface OpenMarketOption {
  id: number;
  bet_ratio: number;
}

/** The first open option of a live match, read from an instance directly. */
async function openOption(apiUrl: string): Promise<OpenMarketOption> {
  const response = await fetch(`${apiUrl}/ng/live_matches`);
  const { data } = (await response.json()) as {
    data: { bets: { bet_status: number; bet_events: OpenMarketOption[] }[] }[];
  };
  for (const match of data) {
    for (const bet of match.bets) {
      const [option] = bet.bet_events;
      if (bet.bet_status === 1 && option) return option;
    }
  }
  throw new Error('The demo seed has no open live market.');
}

async function betsPerSecond(
  instances: number,
  connections: number,
  seconds: number,
  users: number,
) {
  const layout = await startLayout(instances);
  try {
    await promisify(execFile)(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['src/ops/cli.ts', 'credit', 'demo', '100000000'],
      {
        cwd: path.join(ROOT, 'api'),
        env: { ...process.env, ...layout.settings, LOG_LEVEL: 'silent' },
      },
    );
    const tokens = await bettors(layout.apiUrl, users);
    const option = await openOption(layout.apiUrl);
    const load = betSubmitLoad(ORIGIN, { tokens, betEventId: option.id, odds: option.bet_ratio });
    const run = (duration: number) => autocannon({ ...load, connections, duration, pipelining: 1 });
    await run(2); // warm-up: the JIT, nginx's upstream connections, PostgreSQL's pools
    const result = await run(seconds);
    const accepted = result['2xx'];
    const perSecond = accepted / seconds;
    console.log(
      `${instances} API instance(s) behind nginx: ${perSecond.toFixed(0)} bet submits/s accepted ` +
        `(${accepted} 2xx, ${result.non2xx} other, ${result.errors} errors, p50 ${result.latency.p50} ms, ` +
        `p97.5 ${result.latency.p97_5} ms, ${connections} connections, ${seconds} s)`,
    );
    return perSecond;
  } finally {
    await stopLayout(layout);
  }
}

async function main(): Promise<void> {
  const rounds = intFromEnv('BENCH_PROXY_ROUNDS', 2, 10);
  const seconds = intFromEnv('BENCH_PROXY_SECONDS', 10, 120);
  const connections = intFromEnv('BENCH_PROXY_CONNECTIONS', 32, 512);
  const users = intFromEnv('BENCH_PROXY_USERS', 16, 512);
  const ratios: number[] = [];
  const one: number[] = [];
  const three: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const single = await betsPerSecond(1, connections, seconds, users);
    const spread = await betsPerSecond(3, connections, seconds, users);
    one.push(single);
    three.push(spread);
    ratios.push(spread / Math.max(1, single));
    console.log(`round ${round}/${rounds}: 3 instances ÷ 1 = ${(spread / single).toFixed(2)}`);
  }
  const { median: oneMedian } = spreadOf(one);
  const { median: threeMedian } = spreadOf(three);
  printBenchRow({
    group: 'api',
    figure: 'bet submits/s through nginx, 3 API instances ÷ 1 (PostgreSQL)',
    unit: 'x',
    spread: spreadOf(ratios),
    target: '≥ 0',
    note:
      `${threeMedian.toFixed(0)} ÷ ${oneMedian.toFixed(0)} submits/s (medians), ${rounds} interleaved rounds x ${seconds} s, ` +
      `${connections} connections as ${users} bettors, ${os.cpus().length} cores: not a target; on 2 cores the instances share them with nginx, PostgreSQL and the load`,
    digits: 2,
  });
}

runBench(main, 20 * 60 * 1000);
