/**
 * The processes of the realtime benches (bench/realtime-fanout.ts, bench/realtime-flood.ts): the
 * Pusher server alone (bench/realtime-server.ts) and shares of the subscribers
 * (bench/realtime-clients.ts), and the figures of a window of deliveries.
 */
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Agent } from 'node:http';
import path from 'node:path';
import { createPusherBroadcaster } from '../src/realtime/publisher';
import { BENCH_APP, BUCKETS } from './realtime-app';

export interface WindowReport {
  type: 'window';
  delivered: number;
  closedEarly: number;
  counts: [number, number][];
  /** The client process's CPU time (user + system) since the last window. */
  cpuUs: number;
}

export interface ServerStats {
  subscriptions: number;
  /** The server process's CPU time so far, µs. */
  cpuUs: number;
  framesDelivered: number;
  /** The fan-out's socket writes (system calls) so far. */
  socketWrites: number;
}

/** The subscribers' reports of one window as one latency histogram. */
export function mergedHistogram(reports: readonly WindowReport[]): {
  histogram: Uint32Array;
  delivered: number;
  closedEarly: number;
} {
  const histogram = new Uint32Array(BUCKETS + 1);
  let delivered = 0;
  let closedEarly = 0;
  for (const report of reports) {
    delivered += report.delivered;
    closedEarly += report.closedEarly;
    for (const [index, count] of report.counts) histogram[index] += count;
  }
  return { histogram, delivered, closedEarly };
}

/** Starts a node; `env` adds to the bench's environment (BENCH_REDIS_URL, BENCH_REDIS_PREFIX). */
export function startServer(
  env: Record<string, string> = {},
): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof to profile the server alone
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      path.join(__dirname, 'realtime-server.ts'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.once('exit', (code) => reject(new Error(`the realtime server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /READY (\d+)/.exec(buffered);
      if (match) resolve({ port: Number(match[1]), child });
    });
  });
}

export function serverStats(child: ChildProcess): Promise<ServerStats> {
  return new Promise((resolve) => {
    let buffered = '';
    const onData = (chunk: Buffer): void => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('STATS '));
      if (!line) return;
      child.stdout?.off('data', onData);
      resolve(JSON.parse(line.slice('STATS '.length)) as ServerStats);
    };
    child.stdout?.on('data', onData);
    child.stdin?.write('STATS\n');
  });
}

export function startClients(port: number, count: number): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'realtime-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PORT: String(port), BENCH_CLIENTS_HERE: String(count) },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a client process exited (${code})`)));
    child.once('message', () => resolve(child));
  });
}

export function takeWindow(clients: readonly ChildProcess[]): Promise<WindowReport[]> {
  return Promise.all(
    clients.map(
      (child) =>
        new Promise<WindowReport>((resolve) => {
          child.once('message', (message) => resolve(message as WindowReport));
          child.send({ type: 'window' });
        }),
    ),
  );
}

/** An integer setting of a bench, from 1 to `max`. */
export function intFromEnv(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}`);
  }
  return value;
}

/** `count` subscribers in `procs` processes of their own, connected and subscribed. */
export function startSubscribers(
  port: number,
  count: number,
  procs: number,
): Promise<ChildProcess[]> {
  const shares = Array.from(
    { length: procs },
    (_, index) => Math.floor(count / procs) + (index < count % procs ? 1 : 0),
  );
  return Promise.all(shares.map((share) => startClients(port, share)));
}

/** The publisher of a realtime bench: the official SDK, as the API publishes, over `agent`. */
export function benchPublisher(port: number, agent: Agent) {
  return createPusherBroadcaster({
    appId: BENCH_APP.id,
    key: BENCH_APP.key,
    secret: BENCH_APP.secret,
    host: '127.0.0.1',
    port,
    useTLS: false,
    agent,
  });
}

/** Stops a bench's processes (the server last), whatever state they are in. */
export function stopAll(server: ChildProcess, children: readonly ChildProcess[]): void {
  for (const child of children) {
    child.removeAllListeners('exit');
    child.send({ type: 'stop' });
  }
  server.removeAllListeners('exit');
  server.kill('SIGTERM');
}

/** Runs a bench's `main`, which ends within `limitMs` whatever happens; a failure exits 1. */
export function runBench(main: () => Promise<void>, limitMs: number): void {
  setTimeout(() => {
    console.error('benchmark did not finish in time');
    process.exit(2);
  }, limitMs).unref();
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exitCode = 1;
  });
}
