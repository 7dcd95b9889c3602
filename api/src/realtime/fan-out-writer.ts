/**
 * The fan-out's fast path: one event goes to thousands of sockets, so everything that can be done
 * once per event is (the Pusher frame's JSON and the WebSocket frame around it, RFC 6455 5.2: the
 * server's frames are unmasked, so the bytes are the same for every socket), and each socket gets
 * at most one write per turn of the event loop: it is corked at its first frame of the turn and
 * uncorked once, after the turn's I/O (setImmediate), so every frame it got meanwhile leaves in
 * one writev. When events arrive faster than they can be written, more of them fall in one turn
 * and share each socket's system call; when they are sparse, each leaves at the end of its turn.
 * A flush to thousands of sockets is a rolling pass of steps (`socketsPerStep`), with the turn's
 * I/O between them, so an event heard during a pass joins the sockets the pass has not reached.
 *
 * `ws` has no public way to send a prepared frame or to cork, so this writes to the socket under
 * the WebSocket (`ws`'s `_socket`). That is safe because the server never compresses
 * (perMessageDeflate is off), so `ws` itself writes every frame of its own (close, pong, the
 * connection's other frames) synchronously to the same socket: order is kept, and
 * `ws.bufferedAmount` still counts the backlog, so a slow consumer is still closed. Should a
 * future `ws` not expose the socket, `socketOf` answers null and the caller sends through `ws`.
 */
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';

/** The TCP socket under a `ws` WebSocket, or null when it cannot be reached. */
export function socketOf(ws: WebSocket): Socket | null {
  const socket = (ws as unknown as { _socket?: unknown })._socket;
  return socket instanceof Socket ? socket : null;
}

/** A final, unmasked text frame carrying `payload` (which must be UTF-8 text). */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** A Pusher frame as the hub sends it: the text once, the WebSocket frame made on first use. */
export class OutgoingFrame {
  private wire: Buffer | null = null;

  constructor(readonly payload: Buffer) {}

  /** The complete WebSocket frame. */
  get wsFrame(): Buffer {
    this.wire ??= textFrame(this.payload);
    return this.wire;
  }
}

/** What the writer needs of a socket (a `net.Socket`; tests pass their own). */
export interface CorkableSocket {
  cork(): void;
  uncork(): void;
  write(chunk: Buffer): boolean;
}

export interface CorkedWriterOptions {
  /** Shortest interval between the starts of two flushes, ms (0: none). */
  minFlushIntervalMs?: number;
  /**
   * After a flush that took D ms, the next one starts no earlier than D x this after its end
   * (capped by `maxPauseMs`): the fan-out keeps at most 1 / (1 + factor) of the event loop, and
   * the longer a flush costs, the more events the next one carries. 0 turns it off.
   */
  pauseFactor?: number;
  /** The longest pause the factor may ask for, ms. */
  maxPauseMs?: number;
  /** The clock, ms (performance.now); tests pass their own. */
  now?: () => number;
  /**
   * Sockets written per step of a flush (DEFAULT_SOCKETS_PER_STEP); the next step runs after the
   * I/O that came meanwhile, so a flush to thousands of sockets is a rolling pass.
   */
  socketsPerStep?: number;
}

/**
 * About 2.5 ms of a flush to loopback sockets on the development machine (about 10 µs each):
 * short enough for a trigger request to be read between two steps, long enough that the steps'
 * own cost does not show (bench: p95 at 50 events/s to 5,000 subscribers 102 ms with one step per
 * flush, 72-75 ms with steps of 250 or 500).
 */
export const DEFAULT_SOCKETS_PER_STEP = 256;

/** Counters of the writer: frames written, socket writes (system calls) and flushes. */
export interface CorkedWriterStats {
  frames: number;
  socketWrites: number;
  flushes: number;
}

/**
 * Corks each socket at its first frame and uncorks them all together, after this turn's I/O, so
 * every frame a socket got meanwhile leaves in one system call. That call per socket and flush is
 * what a fan-out to thousands of sockets costs: profiled at 50 events/s to 5,000 loopback
 * sockets, the `writev`/`write` system calls are over half of the server's time and the JSON,
 * framing and stream code a few percent each. So the number of flushes is what decides how far
 * the server keeps up, and the writer spaces them by their own cost:
 * - a flush that took D ms is followed by a pause of D x `pauseFactor` (at most `maxPauseMs`)
 *   before the next may start. Flushing a handful of sockets takes microseconds, so a sparse
 *   event, or a small audience, is written at once; a flush to 5,000 sockets takes milliseconds,
 *   and the events that arrive during the pause share the next flush's system call per socket.
 *   The added latency is bounded by the flush's own cost, and the event loop keeps time for the
 *   trigger requests, new connections and, on a shared machine, the other processes.
 * - `minFlushIntervalMs` (Nagle-like) sets a fixed shortest interval between flushes instead or
 *   as well.
 * - a flush writes `socketsPerStep` sockets, in the order they were corked, and leaves the rest to
 *   a next step after the turn's I/O (setImmediate). An event heard in between is corked into the
 *   sockets still waiting, so it leaves with this pass, while the sockets already written are
 *   corked again and wait behind them. Every socket then hears of an event within one pass,
 *   where a flush in one piece made it wait for the pass under way to end and then for its own
 *   place in the next (bench, 50 events/s to 5,000 subscribers: p95 102 → 65-72 ms). The pause and
 *   the shortest interval apply between passes.
 * Frames are never merged: each stays its own WebSocket frame, only the system call is shared.
 */
export class CorkedWriter {
  private readonly corked = new Set<CorkableSocket>();
  private flushScheduled = false;
  private nextFlushAtMs = Number.NEGATIVE_INFINITY;
  /** When the pass under way (its first step) began; null between passes. */
  private passStartMs: number | null = null;
  private readonly minFlushIntervalMs: number;
  private readonly pauseFactor: number;
  private readonly maxPauseMs: number;
  private readonly now: () => number;
  private readonly socketsPerStep: number;
  private readonly counters: CorkedWriterStats = { frames: 0, socketWrites: 0, flushes: 0 };
  private readonly flush = (): void => {
    this.flushScheduled = false;
    const startMs = (this.passStartMs ??= this.now());
    let written = 0;
    for (const socket of this.corked) {
      if (written === this.socketsPerStep) break;
      this.corked.delete(socket);
      socket.uncork();
      written += 1;
    }
    this.counters.socketWrites += written;
    this.counters.flushes += 1;
    if (this.corked.size > 0) {
      // The rest of the pass after the I/O that came meanwhile: an event heard now is corked
      // into the sockets not yet written and leaves with this pass; the sockets already written
      // are corked again and queued behind them.
      this.flushScheduled = true;
      setImmediate(this.flush);
      return;
    }
    this.passStartMs = null;
    const endMs = this.now();
    const pauseMs = Math.min(this.maxPauseMs, (endMs - startMs) * this.pauseFactor);
    this.nextFlushAtMs = Math.max(startMs + this.minFlushIntervalMs, endMs + pauseMs);
  };

  constructor(options: CorkedWriterOptions = {}) {
    this.minFlushIntervalMs = options.minFlushIntervalMs ?? 0;
    this.pauseFactor = options.pauseFactor ?? 0;
    this.maxPauseMs = options.maxPauseMs ?? 0;
    this.socketsPerStep = Math.max(1, options.socketsPerStep ?? DEFAULT_SOCKETS_PER_STEP);
    this.now = options.now ?? (() => performance.now());
  }

  /** Writes a complete frame to the socket, corked until the flush. */
  write(socket: CorkableSocket, frame: Buffer): void {
    this.counters.frames += 1;
    if (!this.corked.has(socket)) {
      socket.cork();
      this.corked.add(socket);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        const waitMs = this.nextFlushAtMs - this.now();
        if (waitMs >= 1) setTimeout(this.flush, waitMs);
        else setImmediate(this.flush);
      }
    }
    socket.write(frame);
  }

  stats(): CorkedWriterStats {
    return { ...this.counters };
  }
}
