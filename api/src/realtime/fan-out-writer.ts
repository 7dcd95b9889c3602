/**
 * The fan-out's fast path: one event goes to thousands of sockets, so everything that can be done
 * once per event is (the Pusher frame's JSON and the WebSocket frame around it, RFC 6455 5.2: the
 * server's frames are unmasked, so the bytes are the same for every socket), and each socket gets
 * at most one write per turn of the event loop: it is corked at its first frame of the turn and
 * uncorked once, after the turn's I/O (setImmediate), so every frame it got meanwhile leaves in
 * one writev. When events arrive faster than they can be written, more of them fall in one turn
 * and share each socket's system call; when they are sparse, each leaves at the end of its turn.
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

/**
 * Corks each socket at its first frame and uncorks them all together, after this turn's I/O. With
 * `minFlushIntervalMs` > 0 a flush comes at least that long after the previous one (Nagle-like):
 * a sparse event still leaves at once, while under a steady stream several events share each
 * socket's write, at the price of at most that much latency. The system call per socket and
 * flush is what a fan-out to thousands of sockets costs (profiled: about two thirds of the
 * server's time at 250,000 messages/s), so fewer flushes are what lets it keep up.
 */
export class CorkedWriter {
  private readonly corked = new Set<Socket>();
  private flushScheduled = false;
  private lastFlushMs = Number.NEGATIVE_INFINITY;
  private readonly flush = (): void => {
    this.flushScheduled = false;
    this.lastFlushMs = performance.now();
    for (const socket of this.corked) socket.uncork();
    this.corked.clear();
  };

  constructor(private readonly minFlushIntervalMs = 0) {}

  /** Writes a complete frame to the socket, corked until the flush. */
  write(socket: Socket, frame: Buffer): void {
    if (!this.corked.has(socket)) {
      socket.cork();
      this.corked.add(socket);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        const waitMs = this.lastFlushMs + this.minFlushIntervalMs - performance.now();
        if (waitMs >= 1) setTimeout(this.flush, waitMs);
        else setImmediate(this.flush);
      }
    }
    socket.write(frame);
  }
}
