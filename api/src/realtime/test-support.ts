/**
 * Helpers for the realtime tests: a raw WebSocket client that records frames, and a signer for
 * Pusher's HTTP API written from the protocol description (independently of the SDK, so the two
 * check each other).
 */
import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import { WebSocket } from 'ws';
import type { PusherApp } from './types';

export const TEST_APP: PusherApp = { id: 'test-app', key: 'test-key', secret: 'test-secret' };

/** A frame as received, with `data` decoded when it was a JSON string. */
export interface ReceivedFrame {
  event: string;
  channel?: string;
  data?: unknown;
  rawData?: unknown;
  user_id?: string;
}

interface Waiter {
  predicate: (frame: ReceivedFrame) => boolean;
  resolve: (frame: ReceivedFrame) => void;
}

function decode(text: string): ReceivedFrame {
  const frame = JSON.parse(text) as ReceivedFrame;
  frame.rawData = frame.data;
  if (typeof frame.data === 'string') {
    try {
      frame.data = JSON.parse(frame.data);
    } catch {
      // Not JSON: keep the text, as pusher-js does.
    }
  }
  return frame;
}

/** A bare Pusher-protocol client on `ws`, for tests that look at the frames themselves. */
export class RawClient {
  /** Frames received and not yet taken by `next`. */
  readonly inbox: ReceivedFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters: Waiter[] = [];
  private readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('error', () => undefined);
    this.ws.on('message', (raw: Buffer) => this.receive(decode(raw.toString('utf8'))));
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
    });
  }

  static forApp(port: number, key = TEST_APP.key, query = 'protocol=7&client=js&version=8.4.0') {
    return new RawClient(`ws://127.0.0.1:${port}/app/${key}?${query}`);
  }

  /** Connects and returns the client with the socket id the server gave it. */
  static async connect(port: number): Promise<{ client: RawClient; socketId: string }> {
    const client = RawClient.forApp(port);
    const established = await client.next('pusher:connection_established');
    const { socket_id: socketId } = established.data as { socket_id: string };
    return { client, socketId };
  }

  private receive(frame: ReceivedFrame): void {
    const index = this.waiters.findIndex((waiter) => waiter.predicate(frame));
    if (index >= 0) {
      const [waiter] = this.waiters.splice(index, 1);
      waiter.resolve(frame);
      return;
    }
    this.inbox.push(frame);
  }

  /** The first frame (already received or still to come) with this event name, and channel. */
  next(event: string, channel?: string, timeoutMs = 3000): Promise<ReceivedFrame> {
    const predicate = (frame: ReceivedFrame): boolean =>
      frame.event === event && (channel === undefined || frame.channel === channel);
    const index = this.inbox.findIndex(predicate);
    if (index >= 0) return Promise.resolve(this.inbox.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`No ${event} frame within ${timeoutMs} ms; inbox: ${this.describe()}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Frames of this event received so far, without waiting. */
  received(event: string): ReceivedFrame[] {
    return this.inbox.filter((frame) => frame.event === event);
  }

  private describe(): string {
    return JSON.stringify(this.inbox.map((frame) => frame.event));
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async subscribe(channel: string, extra: Record<string, unknown> = {}): Promise<ReceivedFrame> {
    this.send({ event: 'pusher:subscribe', data: { channel, ...extra } });
    return this.next('pusher_internal:subscription_succeeded', channel);
  }

  /** Closes from the client side and waits until the socket is gone. */
  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    if (this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
    else this.ws.close();
    await this.closed;
  }
}

/** Waits a little: for "nothing more arrives" checks. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `condition` holds; fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await pause(10);
  }
}

export interface SignedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  params?: Record<string, string>;
  app?: PusherApp;
  /** Seconds since the epoch to sign with; now by default. */
  timestampS?: number;
  /** Changes the query after signing, to forge a request. */
  tamper?: (query: Record<string, string>) => void;
}

/** Builds Pusher's signed query string for a request. */
export function signQuery(input: SignedRequest): string {
  const app = input.app ?? TEST_APP;
  const query: Record<string, string> = {
    auth_key: app.key,
    auth_timestamp: String(input.timestampS ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...(input.body !== undefined
      ? { body_md5: createHash('md5').update(input.body, 'utf8').digest('hex') }
      : {}),
    ...input.params,
  };
  const signed = Object.keys(query)
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&');
  query.auth_signature = createHmac('sha256', app.secret)
    .update(`${input.method}\n${input.path}\n${signed}`)
    .digest('hex');
  input.tamper?.(query);
  return Object.keys(query)
    .map((name) => `${name}=${encodeURIComponent(query[name])}`)
    .join('&');
}

/** Sends a signed request without keep-alive, so no socket outlives the test. */
export function sendSigned(
  port: number,
  input: SignedRequest,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: input.method,
        path: `${input.path}?${signQuery(input)}`,
        agent: false,
        headers: input.body !== undefined ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Keep the text.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(input.body);
  });
}
