/**
 * Fan-out benchmark of the embedded Pusher server (`npm run bench:realtime -w api`): N raw
 * WebSocket clients on `bet-ratio-change`, events triggered through the official SDK, and the
 * delivered rate and trigger-to-delivery latency printed. Clients, server and publisher share one
 * process, so the figures include the clients' own parsing; they compare runs, not machines.
 *
 * BENCH_CLIENTS (default 500, at most 5000) and BENCH_EVENTS (default 200, at most 5000) resize it.
 */
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createPusherBroadcaster } from '../src/realtime/publisher';
import { startPusherServer } from '../src/realtime/pusher-server';

const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' };
const CHANNEL = 'bet-ratio-change';
const EVENT = 'MatchEvents';
const TRIGGERS_IN_FLIGHT = 8;
const CONNECTS_IN_FLIGHT = 50;
const DEADLINE_MS = 60_000;

function sizeFromEnv(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}`);
  }
  return value;
}

interface Frame {
  event: string;
  channel?: string;
  data?: string;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** Opens one client and resolves once it is subscribed to the channel. */
function connectClient(port: number, onEvent: (frame: Frame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7&client=js`);
    const timer = setTimeout(() => reject(new Error('client did not subscribe in 10 s')), 10_000);
    ws.on('error', reject);
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString('utf8')) as Frame;
      if (frame.event === 'pusher:connection_established') {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.event === EVENT) {
        onEvent(frame);
      }
    });
  });
}

async function main(): Promise<void> {
  const clientCount = sizeFromEnv('BENCH_CLIENTS', 500, 5000);
  const eventCount = sizeFromEnv('BENCH_EVENTS', 200, 5000);
  const expected = clientCount * eventCount;

  const server = await startPusherServer({ host: '127.0.0.1', port: 0, apps: [APP] });
  const agent = new Agent({ keepAlive: true, maxSockets: TRIGGERS_IN_FLIGHT });
  const broadcaster = createPusherBroadcaster({
    appId: APP.id,
    key: APP.key,
    secret: APP.secret,
    host: '127.0.0.1',
    port: server.port,
    useTLS: false,
    agent,
  });

  const latenciesMs = new Float64Array(expected);
  let delivered = 0;
  let lastDeliveryMs = 0;
  let allDelivered: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allDelivered = resolve));
  const onEvent = (frame: Frame): void => {
    const { sentAtMs } = JSON.parse(frame.data ?? '{}') as { sentAtMs: number };
    lastDeliveryMs = performance.now();
    if (delivered < expected) latenciesMs[delivered] = lastDeliveryMs - sentAtMs;
    delivered += 1;
    if (delivered === expected) allDelivered();
  };

  const clients: WebSocket[] = [];
  try {
    const connectStartMs = performance.now();
    for (let i = 0; i < clientCount; i += CONNECTS_IN_FLIGHT) {
      const batch = Math.min(CONNECTS_IN_FLIGHT, clientCount - i);
      const opened = await Promise.all(
        Array.from({ length: batch }, () => connectClient(server.port, onEvent)),
      );
      clients.push(...opened);
    }
    const connectMs = performance.now() - connectStartMs;
    console.log(
      `${clientCount} clients connected and subscribed in ${connectMs.toFixed(0)} ms ` +
        `(server sees ${server.stats().subscriptions} subscriptions)`,
    );

    const startMs = performance.now();
    let next = 0;
    const triggerWorker = async (): Promise<void> => {
      while (next < eventCount) {
        const index = next++;
        await broadcaster.publish(CHANNEL, EVENT, {
          betId: index,
          data: [{ id: index, bet_ratio: 1.5 }],
          sentAtMs: performance.now(),
        });
      }
    };
    await Promise.all(Array.from({ length: TRIGGERS_IN_FLIGHT }, triggerWorker));
    const triggeredMs = performance.now() - startMs;

    let deadline: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      done.then(() => false),
      new Promise<boolean>((resolve) => {
        deadline = setTimeout(() => resolve(true), DEADLINE_MS);
      }),
    ]);
    clearTimeout(deadline);

    const spanMs = (delivered > 0 ? lastDeliveryMs : performance.now()) - startMs;
    const sorted = latenciesMs.slice(0, Math.min(delivered, expected)).sort();
    console.log(`${eventCount} events triggered through the SDK in ${triggeredMs.toFixed(0)} ms`);
    console.log(
      `delivered ${delivered}/${expected} messages in ${spanMs.toFixed(0)} ms: ` +
        `${Math.round((delivered / spanMs) * 1000)} messages/s`,
    );
    console.log(
      `latency trigger to client: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
        `max ${(sorted[sorted.length - 1] ?? Number.NaN).toFixed(1)} ms`,
    );
    if (timedOut) {
      console.error(`not every message arrived within ${DEADLINE_MS / 1000} s`);
      process.exitCode = 1;
    }
  } finally {
    for (const ws of clients) ws.terminate();
    agent.destroy();
    await server.close();
  }
}

// Whatever happens, the benchmark ends: a stuck run is cut after the deadline plus a margin.
setTimeout(() => {
  console.error('benchmark did not finish in time');
  process.exit(2);
}, DEADLINE_MS + 30_000).unref();

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exitCode = 1;
});
