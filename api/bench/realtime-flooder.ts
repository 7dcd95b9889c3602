/**
 * The attackers of `npm run bench:realtime-flood` (bench/realtime-flood.ts), in a process of their
 * own: BENCH_FLOOD_SOCKETS sockets (20) each send BENCH_FLOOD_FRAMES junk frames (500) as fast as
 * their sockets take them, half of them 60 KB of text, half arrays nested 30,000 deep (also 60 KB):
 * the attack of issue 26. A socket the server closes reconnects and goes on with the frames it has
 * left, so the flood lasts as long as the attacker has frames. Messages from the parent:
 * `{ type: 'start' }`, then `{ type: 'report' }` answers `FloodReport`; `{ type: 'stop' }` ends it.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { BENCH_APP, epochMs } from './realtime-app';
import { FrameReader, maskedFrame } from './realtime-clients';

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

/**
 * The attack's frames, masked once: the attackers spend no CPU making them, so the machine's time
 * goes to the server and the subscribers, as in the fan-out bench.
 */
const FRAMES = [
  maskedFrame(0x1, Buffer.from('x'.repeat(60 * 1024))),
  maskedFrame(0x1, Buffer.from('['.repeat(30_000) + ']'.repeat(30_000))),
];

const port = Number(process.env.BENCH_PORT);
const sockets = Number(process.env.BENCH_FLOOD_SOCKETS ?? 20);
const framesPerSocket = Number(process.env.BENCH_FLOOD_FRAMES ?? 500);

let framesSent = 0;
let connections = 0;
const closeCodes: Record<string, number> = {};
let startMs = 0;
let lastFrameMs: number | null = null;
const left: number[] = [];

/**
 * One attacker on a plain TCP socket: the WebSocket handshake, then its frames as fast as the
 * socket takes them; the server's close code is counted, and a closed attacker with frames left
 * connects again.
 */
function attack(index: number): void {
  const frame = FRAMES[index % 2] as Buffer;
  const socket: Socket = connect(port, '127.0.0.1');
  connections += 1;
  let upgraded = false;
  let closeCode: number | null = null;
  const reader = new FrameReader(
    () => undefined,
    (opcode, payload) => {
      if (opcode === 0x8 && payload.length >= 2) closeCode = payload.readUInt16BE(0);
    },
  );
  const pump = (): void => {
    while (!socket.destroyed && (left[index] as number) > 0) {
      left[index] = (left[index] as number) - 1;
      framesSent += 1;
      if (left.every((count) => count === 0)) lastFrameMs ??= epochMs() - startMs;
      if (!socket.write(frame)) return; // 'drain' goes on
    }
  };
  socket.on('drain', pump);
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => {
    if (upgraded) {
      reader.push(chunk);
      return;
    }
    const text = chunk.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return;
    upgraded = true;
    if (chunk.length > end + 4) reader.push(chunk.subarray(end + 4));
    pump();
  });
  socket.on('close', () => {
    const code = String(closeCode ?? 'no close frame');
    closeCodes[code] = (closeCodes[code] ?? 0) + 1;
    if ((left[index] as number) > 0) attack(index);
  });
  socket.write(
    `GET /app/${BENCH_APP.key}?protocol=7&client=js HTTP/1.1\r\n` +
      `Host: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
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
