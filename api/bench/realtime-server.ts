/**
 * The embedded Pusher server alone, for `npm run bench:realtime` (bench/realtime-fanout.ts):
 * its own process, so neither the clients nor the publisher share its event loop. Prints
 * `READY <port>`; on a line `STATS` on stdin prints `STATS {json}` (the hub's counters).
 */
import { createInterface } from 'node:readline';
import { startPusherServer } from '../src/realtime/pusher-server';
import { BENCH_APP } from './realtime-app';

async function main(): Promise<void> {
  const server = await startPusherServer({
    host: '127.0.0.1',
    port: 0,
    apps: [BENCH_APP],
    fanOutFlushMs: Number(process.env.BENCH_FLUSH_MS ?? 0),
  });
  console.log(`READY ${server.port}`);
  createInterface({ input: process.stdin })
    .on('line', (line) => {
      if (line === 'STATS') console.log(`STATS ${JSON.stringify(server.stats())}`);
    })
    // The bench that started it is gone: stop, whatever state the sockets are in.
    .on('close', () => process.exit(0));
  process.on('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
