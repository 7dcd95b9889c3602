/**
 * Fan-out benchmark of the embedded Pusher server (`npm run bench:realtime -w api`).
 *
 * Three kinds of process, so that no figure includes another's work: the server
 * (bench/realtime-server.ts), the subscribers (bench/realtime-clients.ts, BENCH_CLIENT_PROCS of
 * them sharing BENCH_CLIENTS raw WebSocket clients on `bet-ratio-change`) and this one, which
 * publishes odds changes through the official SDK (the API's path) at a fixed rate, open loop.
 * Each delivery's latency is publish call to arrival at the client, both clocks of one machine.
 *
 * 1. Fixed rate: BENCH_RATE (50) events/s for BENCH_ROUNDS (5) windows of BENCH_SECONDS (5); p95
 *    per window, min / median / max (target ≤ 100 ms).
 * 2. Saturation: rising rates (BENCH_SWEEP, "1,2,5,10,25,50,100,200,400"; "off" skips it), 3 s each; the
 *    highest rate whose window delivered every message within its grace and kept p95 ≤ 100 ms.
 *
 * With `--nodes` (`npm run bench:realtime-nodes -w api`) the fixed-rate windows run three times
 * in one run, the sweep left out unless BENCH_SWEEP is given: one node alone (no Redis), one node
 * through Redis, and two nodes sharing the Redis at BENCH_REDIS_URL (the machine's on 6379, or a
 * redis-server started for the run),
 * the subscribers split evenly over them and the triggers alternating between them, as a proxy
 * spreads them (src/realtime/channel-bus.ts).
 *
 * Ports are chosen by the OS: on a shared machine run it inside a private network namespace.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { printBenchRow, spreadOf } from './bench-row';
import { freePort } from './bench-processes';
import {
  benchPublisher,
  intFromEnv,
  runBench,
  serverStats,
  type ServerStats,
  startSubscribers,
  stopAll,
  startServer,
  takeWindow,
  mergedHistogram,
} from './realtime-processes';
import { BENCH_CHANNEL, BENCH_EVENT, epochMs, percentileOf } from './realtime-app';

const TRIGGERS_IN_FLIGHT = 32;
const GRACE_MS = 1500;
const DRAIN_LIMIT_MS = 60_000;
const P95_TARGET_MS = 100;

interface WindowResult {
  rate: number;
  events: number;
  expected: number;
  delivered: number;
  closedEarly: number;
  publisherLagged: boolean;
  /** Triggers the server did not answer in the SDK's timeout (their events may still arrive). */
  failedTriggers: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU time per delivered message, µs: the server's and the client processes' (all of them). */
  serverUsPerMessage: number;
  clientUsPerMessage: number;
  /** Cores busy over the window (publishing, grace and reading the figures included). */
  serverCores: number;
  clientCores: number;
  /** Frames per socket write: how many events shared each system call. */
  framesPerWrite: number;
}

/** Where the subscribers are: one node alone, or `nodes` nodes sharing a Redis. */
interface Topology {
  nodes: number;
  redisUrl: string | null;
  /** Labels the figures; empty for the plain one-node bench. */
  label: string;
}

interface Settings {
  clientCount: number;
  procs: number;
  rate: number;
  rounds: number;
  seconds: number;
  sweep: number[];
}

/** The nodes' counters summed, as one service's. */
async function statsOfAll(servers: readonly { child: ChildProcess }[]): Promise<ServerStats> {
  const all = await Promise.all(servers.map((server) => serverStats(server.child)));
  return all.reduce((sum, one) => ({
    subscriptions: sum.subscriptions + one.subscriptions,
    cpuUs: sum.cpuUs + one.cpuUs,
    framesDelivered: sum.framesDelivered + one.framesDelivered,
    socketWrites: sum.socketWrites + one.socketWrites,
  }));
}

async function measure(topology: Topology, settings: Settings): Promise<void> {
  const { clientCount, procs, rate, rounds, seconds, sweep } = settings;
  const { nodes, redisUrl, label } = topology;
  const redisEnv: Record<string, string> = redisUrl
    ? {
        BENCH_REDIS_URL: redisUrl,
        BENCH_REDIS_PREFIX: `sportsbook-bench-${randomBytes(6).toString('hex')}:`,
      }
    : {};
  const servers = await Promise.all(Array.from({ length: nodes }, () => startServer(redisEnv)));
  const agent = new Agent({ keepAlive: true, maxSockets: TRIGGERS_IN_FLIGHT });
  const broadcasters = servers.map((server) => benchPublisher(server.port, agent));
  const clients: ChildProcess[] = [];
  try {
    const connectStartMs = epochMs();
    const procsPerNode = Math.max(1, Math.floor(procs / nodes));
    for (const [index, server] of servers.entries()) {
      const share = Math.floor(clientCount / nodes) + (index < clientCount % nodes ? 1 : 0);
      clients.push(...(await startSubscribers(server.port, share, procsPerNode)));
    }
    const stats = await statsOfAll(servers);
    console.log(
      `${label ? `${label}: ` : ''}${clientCount} clients in ${clients.length} processes on ` +
        `${nodes} node(s) connected and subscribed in ` +
        `${(epochMs() - connectStartMs).toFixed(0)} ms (the nodes see ${stats.subscriptions} subscriptions)`,
    );

    let sequence = 0;
    const runWindow = async (eventsPerS: number, windowS: number): Promise<WindowResult> => {
      // Let the backlog of an earlier, saturated window drain first; it is not counted here.
      const drainUntilMs = epochMs() + DRAIN_LIMIT_MS;
      await takeWindow(clients);
      while (epochMs() < drainUntilMs) {
        await delay(300);
        const late = await takeWindow(clients);
        if (late.every((report) => report.delivered === 0)) break;
      }
      const serverBefore = await statsOfAll(servers);
      const events = eventsPerS * windowS;
      const startMs = epochMs();
      let published = 0;
      let inFlight = 0;
      let publisherLagged = false;
      let failedTriggers = 0;
      const pending = new Set<Promise<void>>();
      while (published < events) {
        const due = Math.min(events, Math.floor(((epochMs() - startMs) / 1000) * eventsPerS) + 1);
        while (published < due) {
          if (inFlight >= TRIGGERS_IN_FLIGHT) {
            publisherLagged = true;
            break;
          }
          const betId = sequence++;
          inFlight += 1;
          // Alternately on each node, as a proxy spreads the API's triggers.
          const call = broadcasters[betId % broadcasters.length]!.publish(
            BENCH_CHANNEL,
            BENCH_EVENT,
            {
              betId,
              data: [
                { id: betId * 2, bet_ratio: 1.85 },
                { id: betId * 2 + 1, bet_ratio: 2.1 },
              ],
              sentAtMs: epochMs(),
            },
          )
            .catch(() => {
              failedTriggers += 1;
            })
            .finally(() => {
              inFlight -= 1;
              pending.delete(call);
            });
          pending.add(call);
          published += 1;
        }
        const nextDueMs = startMs + (published / eventsPerS) * 1000;
        await delay(Math.max(1, Math.min(10, nextDueMs - epochMs())));
      }
      if ((epochMs() - startMs) / 1000 > windowS * 1.1) publisherLagged = true;
      await Promise.allSettled([...pending]);
      await delay(GRACE_MS);
      const reports = await takeWindow(clients);
      const serverAfter = await statsOfAll(servers);
      const elapsedUs = (epochMs() - startMs) * 1000;
      const { histogram, delivered, closedEarly } = mergedHistogram(reports);
      const clientCpuUs = reports.reduce((total, report) => total + report.cpuUs, 0);
      let maxMs = 0;
      for (let i = histogram.length - 1; i >= 0; i -= 1) {
        if (histogram[i]) {
          maxMs = (i + 1) * 0.25;
          break;
        }
      }
      return {
        rate: eventsPerS,
        events,
        expected: events * clientCount,
        delivered,
        closedEarly,
        publisherLagged,
        failedTriggers,
        p50: percentileOf(histogram, 0.5),
        p95: percentileOf(histogram, 0.95),
        p99: percentileOf(histogram, 0.99),
        max: maxMs,
        serverUsPerMessage: (serverAfter.cpuUs - serverBefore.cpuUs) / Math.max(1, delivered),
        clientUsPerMessage: clientCpuUs / Math.max(1, delivered),
        serverCores: (serverAfter.cpuUs - serverBefore.cpuUs) / elapsedUs,
        clientCores: clientCpuUs / elapsedUs,
        framesPerWrite:
          (serverAfter.framesDelivered - serverBefore.framesDelivered) /
          Math.max(1, serverAfter.socketWrites - serverBefore.socketWrites),
      };
    };
    const describe = (result: WindowResult): string =>
      `${label ? `${label}, ` : ''}${result.rate} events/s: delivered ${result.delivered}/${result.expected} ` +
      `(${Math.round(result.delivered / (result.events / result.rate))} messages/s), ` +
      `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms; ` +
      `CPU per message: server ${result.serverUsPerMessage.toFixed(2)} µs, ` +
      `clients ${result.clientUsPerMessage.toFixed(2)} µs ` +
      `(${result.serverCores.toFixed(2)} / ${result.clientCores.toFixed(2)} cores), ` +
      `${result.framesPerWrite.toFixed(2)} frames per socket write` +
      (result.closedEarly ? `, ${result.closedEarly} sockets closed by the server` : '') +
      (result.publisherLagged ? ', publisher fell behind' : '') +
      (result.failedTriggers ? `, ${result.failedTriggers} triggers timed out` : '');

    // Warm-up: the JIT and the publisher's keep-alive sockets.
    await runWindow(rate, 1);
    const p95s: number[] = [];
    const p50s: number[] = [];
    const serverUs: number[] = [];
    const clientUs: number[] = [];
    let complete = true;
    for (let round = 1; round <= rounds; round += 1) {
      const result = await runWindow(rate, seconds);
      console.log(`fixed rate, window ${round}/${rounds}: ${describe(result)}`);
      p95s.push(result.p95);
      p50s.push(result.p50);
      serverUs.push(result.serverUsPerMessage);
      clientUs.push(result.clientUsPerMessage);
      if (result.delivered < result.expected) complete = false;
    }
    // Where the machine's time goes: the server's share against the subscribers' own (reading,
    // frame parsing, the handler), so a figure limited by the clients is seen as such.
    const spreadText = (values: number[]): string => {
      const spread = spreadOf(values);
      return `${spread.median.toFixed(2)} µs (${spread.min.toFixed(2)} to ${spread.max.toFixed(2)})`;
    };
    console.log(
      `CPU per delivered message, median of the windows: server ${spreadText(serverUs)}, ` +
        `clients ${spreadText(clientUs)}`,
    );
    const fixedNote = `${label ? `${label}; ` : ''}${clientCount} subscribers, ${rate} events/s, ${rounds} windows x ${seconds} s${complete ? '' : ', NOT every message delivered'}`;
    printBenchRow({
      group: 'realtime',
      figure: `fan-out p95, ${clientCount} subscribers at ${rate} events/s${label ? `, ${label}` : ''}`,
      unit: 'ms',
      spread: spreadOf(p95s),
      target: `≤ ${P95_TARGET_MS}`,
      note: fixedNote,
      digits: 1,
    });
    printBenchRow({
      group: 'realtime',
      figure: `fan-out p50, ${clientCount} subscribers at ${rate} events/s${label ? `, ${label}` : ''}`,
      unit: 'ms',
      spread: spreadOf(p50s),
      target: `≤ ${P95_TARGET_MS}`,
      note: fixedNote,
      digits: 1,
    });

    if (sweep.length > 0) {
      let sustained = 0;
      for (const sweepRate of sweep) {
        const result = await runWindow(sweepRate, 3);
        const kept =
          result.delivered >= result.expected &&
          !result.publisherLagged &&
          result.failedTriggers === 0 &&
          result.p95 <= P95_TARGET_MS;
        console.log(`sweep ${describe(result)}${kept ? '' : ' -> saturated'}`);
        if (!kept) break;
        sustained = sweepRate;
      }
      printBenchRow({
        group: 'realtime',
        figure: `highest rate with p95 ≤ ${P95_TARGET_MS} ms, ${clientCount} subscribers`,
        unit: 'events/s',
        spread: { min: sustained, median: sustained, max: sustained },
        target: `≥ ${rate}`,
        note: `rates tried: ${sweep.join(', ')} events/s, 3 s each; ${sustained * clientCount} messages/s`,
        digits: 0,
      });
    }
  } finally {
    agent.destroy();
    const [first, ...others] = servers;
    if (first) stopAll(first.child, clients);
    for (const other of others) stopAll(other.child, []);
    // The servers are gone before the next topology starts its own.
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.child.exitCode !== null) resolve();
            else server.child.once('exit', () => resolve());
          }),
      ),
    );
  }
}

async function main(): Promise<void> {
  const compareNodes = process.argv.includes('--nodes');
  const sweepSetting =
    process.env.BENCH_SWEEP ?? (compareNodes ? 'off' : '1,2,5,10,25,50,100,200,400');
  const settings: Settings = {
    clientCount: intFromEnv('BENCH_CLIENTS', 5000, 50_000),
    procs: intFromEnv('BENCH_CLIENT_PROCS', 2, 16),
    rate: intFromEnv('BENCH_RATE', 50, 100_000),
    rounds: intFromEnv('BENCH_ROUNDS', 5, 100),
    seconds: intFromEnv('BENCH_SECONDS', 5, 600),
    sweep:
      sweepSetting === 'off'
        ? []
        : sweepSetting.split(',').map((text) => {
            const value = Number(text);
            if (!Number.isInteger(value) || value < 1) throw new Error('BENCH_SWEEP: rates');
            return value;
          }),
  };
  if (!compareNodes) {
    await measure({ nodes: 1, redisUrl: null, label: '' }, settings);
    return;
  }
  const redis = await benchRedis(process.env.BENCH_REDIS_URL);
  try {
    const { url: redisUrl } = redis;
    await measure({ nodes: 1, redisUrl: null, label: '1 node alone' }, settings);
    await measure({ nodes: 1, redisUrl, label: '1 node through Redis' }, settings);
    await measure({ nodes: 2, redisUrl, label: '2 nodes through Redis' }, settings);
  } finally {
    redis.stop();
  }
}

/**
 * The Redis of BENCH_REDIS_URL; unset, the machine's on 127.0.0.1:6379 when it answers, otherwise
 * a `redis-server` (Debian's package) on a free port, stopped at the end: inside a private
 * network namespace (`npm run bench`) the machine's is out of reach.
 */
async function benchRedis(named: string | undefined): Promise<{ url: string; stop: () => void }> {
  if (named) return { url: named, stop: () => undefined };
  if (await answers(6379)) return { url: 'redis://127.0.0.1:6379', stop: () => undefined };
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) =>
    server.once('error', (error) => reject(new Error(`redis-server: ${error.message}`))),
  );
  for (
    let attempt = 0;
    attempt < 100 && !(await Promise.race([answers(port), failed]));
    attempt += 1
  ) {
    await delay(50);
  }
  console.log(`Redis: redis-server started on ${port} for this run`);
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

runBench(main, 15 * 60 * 1000);
