/**
 * A share of the realtime bench's subscribers, in a process of their own (started by
 * bench/realtime-fanout.ts with IPC): WebSocket clients on the bench channel, each delivery's
 * latency (publish time in the event, read without a full parse, against this process's clock of
 * the same epoch) counted into a histogram. Messages from the parent: `{ type: 'window' }` answers
 * the histogram, count and CPU time since the last window and starts a new one; `{ type: 'stop' }`
 * closes.
 *
 * Two kinds of client (BENCH_CLIENT_KIND), both handing every message to its handler as its own
 * decoded UTF-8 text, as a browser's WebSocket hands it to pusher-js:
 * - `light` (the default): the RFC 6455 handshake (Sec-WebSocket-Accept checked) and frame reader
 *   written here on a plain TCP socket, as small as a browser's native one is cheap: one read
 *   yields every whole frame in it, with no stream or event emitter per message. The server's
 *   frames are unmasked and never fragmented; a fragmented one stops the bench rather than be
 *   miscounted.
 * - `ws`: the `ws` library's client, whose per-message cost (a Writable stream per socket, an
 *   event per message) took more CPU than the server itself on this machine; kept to compare.
 * Both answer `pusher:ping` with `pusher:pong`, as pusher-js does, so the server's activity check
 * (120 s) does not close them during a long bench.
 */
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { WebSocket } from 'ws';
import { BENCH_APP, BENCH_CHANNEL, BUCKETS, bucketOf, epochMs } from './realtime-app';

const CONNECTS_IN_FLIGHT = 50;
const SENT_AT = /sentAtMs\\":([0-9.]+)/;
const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const SUBSCRIBE = JSON.stringify({ event: 'pusher:subscribe', data: { channel: BENCH_CHANNEL } });
const PONG = JSON.stringify({ event: 'pusher:pong', data: {} });

let histogram = new Uint32Array(BUCKETS + 1);
let delivered = 0;
let closedEarly = 0;
let cpuMark = process.cpuUsage();

type Closer = () => void;

/** A client's side of the Pusher conversation. */
interface PusherClientState {
  subscribed: boolean;
  onSubscribed(): void;
  send(text: string): void;
}

/**
 * A client that is not subscribed yet: resolves with `close` once it is, rejects after 30 s.
 * `send` writes one text message to the server.
 */
function newClient(
  send: (text: string) => void,
  close: Closer,
  resolve: (close: Closer) => void,
  reject: (error: Error) => void,
): PusherClientState {
  const timer = setTimeout(() => reject(new Error('client did not subscribe in 30 s')), 30_000);
  return {
    subscribed: false,
    onSubscribed: () => {
      clearTimeout(timer);
      resolve(close);
    },
    send,
  };
}

/** The message handler: the odds events are timed; the rest is the subscription and the pings. */
function onMessage(client: PusherClientState, text: string): void {
  if (client.subscribed) {
    const match = SENT_AT.exec(text);
    if (match) {
      histogram[bucketOf(epochMs() - Number(match[1]))] += 1;
      delivered += 1;
    } else if (text.includes('"pusher:ping"')) {
      client.send(PONG);
    }
    return;
  }
  if (text.includes('pusher:connection_established')) {
    client.send(SUBSCRIBE);
  } else if (text.includes('pusher_internal:subscription_succeeded')) {
    client.subscribed = true;
    client.onSubscribed();
  }
}

/** A client frame: final, text or control, masked (RFC 6455 5.3), of any length. */
export function maskedFrame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const header = payload.length > 65_535 ? 14 : payload.length > 125 ? 8 : 6;
  const frame = Buffer.allocUnsafe(header + payload.length);
  frame[0] = 0x80 | opcode;
  if (header === 6) {
    frame[1] = 0x80 | payload.length;
  } else if (header === 8) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(payload.length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(payload.length), 2);
  }
  mask.copy(frame, header - 4);
  for (let i = 0; i < payload.length; i += 1) {
    frame[header + i] = (payload[i] as number) ^ (mask[i & 3] as number);
  }
  return frame;
}

/** Splits the server's byte stream into frames; text frames go to `onText` as UTF-8 text. */
export class FrameReader {
  private rest: Buffer | null = null;

  constructor(
    private readonly onText: (text: string) => void,
    private readonly onControl: (opcode: number, payload: Buffer) => void,
  ) {}

  push(chunk: Buffer): void {
    const data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let offset = 0;
    while (data.length - offset >= 2) {
      const first = data[offset] as number;
      const second = data[offset + 1] as number;
      if (second & 0x80) throw new Error('the server sent a masked frame');
      let length = second & 0x7f;
      let header = 2;
      if (length === 126) {
        if (data.length - offset < 4) break;
        length = data.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (data.length - offset < 10) break;
        length = data.readUInt32BE(offset + 2) * 2 ** 32 + data.readUInt32BE(offset + 6);
        header = 10;
      }
      if (data.length - offset < header + length) break;
      const payload = data.subarray(offset + header, offset + header + length);
      offset += header + length;
      const opcode = first & 0x0f;
      if ((first & 0x80) === 0 || opcode === 0) {
        throw new Error('the server sent a fragmented frame, which this reader does not join');
      }
      if (opcode === 1) this.onText(payload.toString('utf8'));
      else this.onControl(opcode, payload);
    }
    this.rest = offset < data.length ? data.subarray(offset) : null;
  }
}

function connectLight(port: number): Promise<Closer> {
  return new Promise((resolve, reject) => {
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + WEBSOCKET_GUID)
      .digest('base64');
    const socket: Socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    const client = newClient(
      (text) => socket.write(maskedFrame(0x1, Buffer.from(text, 'utf8'))),
      () => socket.destroy(),
      resolve,
      reject,
    );
    const reader = new FrameReader(
      (text) => onMessage(client, text),
      (opcode, payload) => {
        if (opcode === 0x9) socket.write(maskedFrame(0xa, payload));
        else if (opcode === 0x8) socket.end();
      },
    );
    let head: Buffer | null = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('close', () => {
      if (client.subscribed) closedEarly += 1;
    });
    socket.on('data', (chunk: Buffer) => {
      if (head === null) {
        reader.push(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const lines = head.subarray(0, end).toString('latin1').split('\r\n');
      const rest = head.subarray(end + 4);
      head = null;
      const acceptLine = lines.find((line) => /^sec-websocket-accept:/i.test(line));
      if (
        !/^HTTP\/1\.1 101 /.test(lines[0] ?? '') ||
        acceptLine?.split(':')[1]?.trim() !== accept
      ) {
        socket.destroy();
        reject(new Error(`handshake refused: ${lines[0] ?? ''}`));
        return;
      }
      if (rest.length > 0) reader.push(rest);
    });
    socket.write(
      `GET /app/${BENCH_APP.key}?protocol=7&client=js HTTP/1.1\r\n` +
        `Host: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
  });
}

function connectWs(port: number): Promise<Closer> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${BENCH_APP.key}?protocol=7&client=js`);
    const client = newClient(
      (text) => ws.send(text),
      () => ws.terminate(),
      resolve,
      reject,
    );
    ws.on('error', reject);
    ws.on('close', () => {
      if (client.subscribed) closedEarly += 1;
    });
    ws.on('message', (raw: Buffer) => onMessage(client, raw.toString('utf8')));
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.BENCH_PORT);
  const count = Number(process.env.BENCH_CLIENTS_HERE);
  const kind = process.env.BENCH_CLIENT_KIND ?? 'light';
  if (kind !== 'light' && kind !== 'ws') throw new Error('BENCH_CLIENT_KIND is light or ws');
  const connectClient = kind === 'light' ? connectLight : connectWs;
  const clients: Closer[] = [];
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
      const cpu = process.cpuUsage(cpuMark);
      send({ type: 'window', delivered, closedEarly, counts, cpuUs: cpu.user + cpu.system });
      cpuMark = process.cpuUsage();
      histogram = new Uint32Array(BUCKETS + 1);
      delivered = 0;
    } else if (message.type === 'stop') {
      for (const close of clients) close();
      process.exit(0);
    }
  });
}

// Run as the bench's subscriber process; imported (for its frames), it does nothing.
if (process.env.BENCH_CLIENTS_HERE !== undefined) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  });
}
