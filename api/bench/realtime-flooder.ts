/**
 * The attackers of `npm run bench:realtime-flood` (bench/realtime-flood.ts), in a process of their
 * own: BENCH_FLOOD_SOCKETS sockets (20) each send BENCH_FLOOD_FRAMES junk frames (500) as fast as
 * their sockets take them, half of them 60 KB of text, half arrays nested 30,000 deep (also 60 KB):
 * the attack of issue 26. A socket the server closes reconnects and goes on with the frames it has
 * left, so the flood lasts as long as the attacker has frames. Messages from the parent:
 * `{ type: 'start' }`, then `{ type: 'report' }` answers `FloodReport`; `{ type: 'stop' }` ends it.
 */
import { WebSocket } from 'ws';
import { BENCH_APP, epochMs } from './realtime-app';

export interface FloodReport {
  type: 'report';
  /** Frames handed to the sockets (the server may not have read them all). */
  framesSent: number;
  framesLeft: number;
  connections: number;
  /** Close codes the server answered with, and how many times each. */
  closeCodes: Record<string, number>;
  /** Milliseconds from the start to the last frame sent, or null while frames are left. */
  floodMs: number | null;
}

const JUNK = 'x'.repeat(60 * 1024);
const NESTED = '['.repeat(30_000) + ']'.repeat(30_000);
/** Unsent bytes a flooding socket keeps queued before it waits for the server to read. */
const QUEUED_BYTES = 1024 * 1024;

const port = Number(process.env.BENCH_PORT);
const sockets = Number(process.env.BENCH_FLOOD_SOCKETS ?? 20);
const framesPerSocket = Number(process.env.BENCH_FLOOD_FRAMES ?? 500);

let framesSent = 0;
let connections = 0;
const closeCodes: Record<string, number> = {};
let startMs = 0;
let lastFrameMs: number | null = null;
const left: number[] = [];

function attack(index: number): void {
  const frame = index % 2 === 0 ? JUNK : NESTED;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${BENCH_APP.key}?protocol=7&client=js`);
  connections += 1;
  let open = false;
  const pump = (): void => {
    while (open && (left[index] as number) > 0 && ws.bufferedAmount < QUEUED_BYTES) {
      ws.send(frame);
      left[index] = (left[index] as number) - 1;
      framesSent += 1;
    }
    if ((left[index] as number) === 0) {
      if (left.every((count) => count === 0)) lastFrameMs ??= epochMs() - startMs;
      return;
    }
    if (open) setTimeout(pump, 1);
  };
  ws.on('open', () => {
    open = true;
    pump();
  });
  ws.on('error', () => undefined);
  ws.on('close', (code) => {
    open = false;
    closeCodes[code] = (closeCodes[code] ?? 0) + 1;
    if ((left[index] as number) > 0) attack(index);
  });
}

process.on('disconnect', () => process.exit(0));
process.on('message', (message: { type: string }) => {
  if (message.type === 'start') {
    startMs = epochMs();
    for (let index = 0; index < sockets; index += 1) {
      left.push(framesPerSocket);
      attack(index);
    }
  } else if (message.type === 'stop') {
    process.exit(0);
  } else if (message.type === 'report') {
    const report: FloodReport = {
      type: 'report',
      framesSent,
      framesLeft: left.reduce((total, count) => total + count, 0),
      connections,
      closeCodes,
      floodMs: lastFrameMs,
    };
    process.send?.(report);
  }
});
process.send?.({ type: 'ready' });
