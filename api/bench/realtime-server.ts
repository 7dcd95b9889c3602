/**
 * The embedded Pusher server alone, for `npm run bench:realtime` (bench/realtime-fanout.ts):
 * its own process, so neither the clients nor the publisher share its event loop. Prints
 * `READY <port>`; on a line `STATS` on stdin prints `STATS {json}` (the hub's counters and the process's CPU time).
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
    // BENCH_PAUSE_FACTOR (the server default, 0, flushes after every turn; 1 paces the flushes).
    ...(process.env.BENCH_PAUSE_FACTOR !== undefined
      ? { fanOutPauseFactor: Number(process.env.BENCH_PAUSE_FACTOR) }
      : {}),
    // BENCH_REDIS_URL: a node sharing that Redis with the bench's other nodes.
    redisUrl: process.env.BENCH_REDIS_URL ?? null,
    redisKeyPrefix: process.env.BENCH_REDIS_PREFIX ?? 'sportsbook-bench:',
  });
  console.log(`READY ${server.port}`);
  createInterface({ input: process.stdin })
    .on('line', (line) => {
      if (line === 'STATS') {
        const cpu = process.cpuUsage();
        // cpuUs: the server process's CPU time so far (user + system), for the bench's CPU shares.
        console.log(`STATS ${JSON.stringify({ ...server.stats(), cpuUs: cpu.user + cpu.system })}`);
      }
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
