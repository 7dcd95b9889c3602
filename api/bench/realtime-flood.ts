/**
 * One socket cannot stall a realtime node (issue 26): `npm run bench:realtime-flood -w api`.
 *
 * The Pusher server in its own process with BENCH_CLIENTS (2,000) subscribers in BENCH_CLIENT_PROCS
 * (2) processes, as in bench/realtime-fanout.ts. Odds changes are published through the SDK at
 * BENCH_RATE (20) events/s for windows of BENCH_SECONDS (5):
 *
 * 1. calm: no attack; p95 delivery to the subscribers;
 * 2. flood: the attackers of bench/realtime-flooder.ts (20 sockets x 500 frames of 60 KB junk or
 *    arrays nested 30,000 deep, reconnecting whenever closed) start with the window; p95 delivery
 *    to the same subscribers (target ≤ 200 ms), and BENCH_PROBES (200) new connections opened
 *    meanwhile, counting those greeted with pusher:connection_established within 5 s (target all).
 *
 * Ports are chosen by the OS: on a shared machine run it inside a private network namespace.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { printBenchRow } from './bench-row';
import type { FloodReport } from './realtime-flooder';
import { BENCH_APP, BENCH_CHANNEL, BENCH_EVENT, epochMs, percentileOf } from './realtime-app';
import {
  benchPublisher,
  intFromEnv,
  mergedHistogram,
  runBench,
  startServer,
  startSubscribers,
  stopAll,
  takeWindow,
} from './realtime-processes';

const P95_TARGET_MS = 200;
const PROBE_TIMEOUT_MS = 5000;
const GRACE_MS = 1500;

/** Opens a connection and resolves true when the server greets it within PROBE_TIMEOUT_MS. */
function probe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${BENCH_APP.key}?protocol=7&client=js`);
    const done = (answered: boolean): void => {
      clearTimeout(timer);
      ws.removeAllListeners('message');
      ws.terminate();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    ws.on('error', () => undefined);
    ws.on('message', (raw: Buffer) => {
      if (raw.toString('utf8').includes('pusher:connection_established')) done(true);
    });
  });
}

function startFlooder(port: number): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'realtime-flooder.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PORT: String(port) },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the flooder exited (${code})`)));
    child.once('message', () => resolve(child));
  });
}

function floodReport(flooder: ChildProcess): Promise<FloodReport> {
  return new Promise((resolve) => {
    flooder.once('message', (message) => resolve(message as FloodReport));
    flooder.send({ type: 'report' });
  });
}

async function main(): Promise<void> {
  const clientCount = intFromEnv('BENCH_CLIENTS', 2000, 50_000);
  const procs = intFromEnv('BENCH_CLIENT_PROCS', 2, 16);
  const rate = intFromEnv('BENCH_RATE', 20, 10_000);
  const seconds = intFromEnv('BENCH_SECONDS', 5, 600);
  const probes = intFromEnv('BENCH_PROBES', 200, 10_000);

  const server = await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const broadcaster = benchPublisher(server.port, agent);
  const children: ChildProcess[] = [];
  try {
    const clients = await startSubscribers(server.port, clientCount, procs);
    children.push(...clients);
    const flooder = await startFlooder(server.port);
    children.push(flooder);
    console.log(`${clientCount} subscribers in ${procs} processes connected`);

    let sequence = 0;
    /** Publishes at `rate` for `seconds`, open loop; the window's p95 and deliveries. */
    const window = async (): Promise<{ p95: number; delivered: number; expected: number }> => {
      await takeWindow(clients);
      const events = rate * seconds;
      const startMs = epochMs();
      const calls: Promise<void>[] = [];
      for (let published = 0; published < events; published += 1) {
        const dueMs = startMs + (published / rate) * 1000;
        if (dueMs > epochMs()) await delay(dueMs - epochMs());
        const betId = sequence++;
        calls.push(
          broadcaster
            .publish(BENCH_CHANNEL, BENCH_EVENT, {
              betId,
              data: [{ id: betId, bet_ratio: 1.85 }],
              sentAtMs: epochMs(),
            })
            .catch(() => undefined),
        );
      }
      await Promise.allSettled(calls);
      await delay(GRACE_MS);
      const { histogram, delivered } = mergedHistogram(await takeWindow(clients));
      return { p95: percentileOf(histogram, 0.95), delivered, expected: events * clientCount };
    };

    await window(); // warm-up
    const calm = await window();
    console.log(
      `calm: p95 ${calm.p95.toFixed(1)} ms, delivered ${calm.delivered}/${calm.expected}`,
    );

    flooder.send({ type: 'start' });
    const probing = (async () => {
      await delay(500); // the flood is under way
      const answers = await Promise.all(Array.from({ length: probes }, () => probe(server.port)));
      return answers.filter(Boolean).length;
    })();
    const flood = await window();
    const answered = await probing;
    const report = await floodReport(flooder);
    console.log(
      `flood: p95 ${flood.p95.toFixed(1)} ms, delivered ${flood.delivered}/${flood.expected}; ` +
        `${answered}/${probes} new connections answered within ${PROBE_TIMEOUT_MS / 1000} s; ` +
        `attackers sent ${report.framesSent} frames over ${report.connections} connections ` +
        `(${report.framesLeft} left${report.floodMs === null ? '' : `, all sent in ${(report.floodMs / 1000).toFixed(1)} s`}), ` +
        `closed with ${JSON.stringify(report.closeCodes)}`,
    );
    const note = `${clientCount} subscribers, ${rate} events/s for ${seconds} s; 20 sockets x 500 frames of 60 KB or 30,000-deep arrays`;
    printBenchRow({
      group: 'realtime',
      figure: `delivery p95 to ${clientCount} subscribers under a junk-frame flood`,
      unit: 'ms',
      spread: { min: flood.p95, median: flood.p95, max: flood.p95 },
      target: `≤ ${P95_TARGET_MS}`,
      note: `${note}; calm p95 ${calm.p95.toFixed(1)} ms; delivered ${flood.delivered}/${flood.expected}`,
      digits: 1,
    });
    printBenchRow({
      group: 'realtime',
      figure: `new connections answered within ${PROBE_TIMEOUT_MS / 1000} s under the flood`,
      unit: `of ${probes}`,
      spread: { min: answered, median: answered, max: answered },
      target: `≥ ${probes}`,
      note,
      digits: 0,
    });
  } finally {
    agent.destroy();
    stopAll(server.child, children);
  }
}

runBench(main, 5 * 60 * 1000);
