/**
 * The processes of the realtime benches (bench/realtime-fanout.ts, bench/realtime-flood.ts): the
 * Pusher server alone (bench/realtime-server.ts) and shares of the subscribers
 * (bench/realtime-clients.ts), and the figures of a window of deliveries.
 */
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BUCKETS } from './realtime-app';

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

export function startServer(): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof to profile the server alone
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      path.join(__dirname, 'realtime-server.ts'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
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
