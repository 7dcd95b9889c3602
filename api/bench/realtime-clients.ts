/**
 * A share of the realtime bench's subscribers, in a process of their own (started by
 * bench/realtime-fanout.ts with IPC): raw WebSocket clients on the bench channel, each delivery's
 * latency (publish time in the event, read without a full parse, against this process's clock of
 * the same epoch) counted into a histogram. Messages from the parent: `{ type: 'window' }` answers
 * the histogram and count since the last window and starts a new one; `{ type: 'stop' }` closes.
 */
import { WebSocket } from 'ws';
import { BENCH_APP, BENCH_CHANNEL, BUCKETS, bucketOf, epochMs } from './realtime-app';

const CONNECTS_IN_FLIGHT = 50;
const SENT_AT = /sentAtMs\\":([0-9.]+)/;

let histogram = new Uint32Array(BUCKETS + 1);
let delivered = 0;
let closedEarly = 0;

function connectClient(port: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${BENCH_APP.key}?protocol=7&client=js`);
    const timer = setTimeout(() => reject(new Error('client did not subscribe in 30 s')), 30_000);
    let subscribed = false;
    ws.on('error', reject);
    ws.on('close', () => {
      if (subscribed) closedEarly += 1;
    });
    ws.on('message', (raw: Buffer) => {
      if (subscribed) {
        const match = SENT_AT.exec(raw.toString('latin1'));
        if (match) {
          histogram[bucketOf(epochMs() - Number(match[1]))] += 1;
          delivered += 1;
        }
        return;
      }
      const text = raw.toString('utf8');
      if (text.includes('pusher:connection_established')) {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: BENCH_CHANNEL } }));
      } else if (text.includes('pusher_internal:subscription_succeeded')) {
        subscribed = true;
        clearTimeout(timer);
        resolve(ws);
      }
    });
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.BENCH_PORT);
  const count = Number(process.env.BENCH_CLIENTS_HERE);
  const clients: WebSocket[] = [];
  for (let i = 0; i < count; i += CONNECTS_IN_FLIGHT) {
    const batch = Math.min(CONNECTS_IN_FLIGHT, count - i);
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => connectClient(port)))));
  }
  const send = (message: unknown): void => {
    process.send?.(message);
  };
  send({ type: 'ready', clients: clients.length });
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: { type: string }) => {
    if (message.type === 'window') {
      const counts: [number, number][] = [];
      histogram.forEach((value, index) => {
        if (value > 0) counts.push([index, value]);
      });
      send({ type: 'window', delivered, closedEarly, counts });
      histogram = new Uint32Array(BUCKETS + 1);
      delivered = 0;
    } else if (message.type === 'stop') {
      for (const ws of clients) ws.terminate();
      process.exit(0);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
