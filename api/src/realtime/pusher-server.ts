import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { localBus, redisBus } from './channel-bus';
import { ChannelHub } from './channel-hub';
import { CorkedWriter } from './fan-out-writer';
import { PusherConnection } from './pusher-connection';
import {
  ErrorCode,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_CLIENT_MESSAGES_PER_S,
  SUPPORTED_PROTOCOL_VERSIONS,
  errorFrame,
} from './protocol';
import { nodeMetricsHandler } from './node-metrics';
import { createTriggerApi } from './trigger-api';
import { silentLogger, type PusherApp, type RealtimeLogger } from './types';

export type { PusherApp, RealtimeLogger } from './types';

export interface PusherServerOptions {
  /** Interface to listen on; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port; the returned `port` says which. */
  port: number;
  apps: readonly PusherApp[];
  /** Seconds of client silence before the server pings it; also announced to clients. */
  activityTimeoutS?: number;
  /** Seconds the server waits for `pusher:pong` before closing with 4201. */
  pongTimeoutS?: number;
  /** Unsent bytes a socket may hold before it is closed as too slow (4100). */
  maxBufferedBytes?: number;
  /** Channels one socket may join. */
  maxSubscriptionsPerConnection?: number;
  /** Longest message a client may send; a longer one closes its socket with 4009. */
  maxClientMessageBytes?: number;
  /** Messages a client may send in one second; one more closes its socket with 4301. */
  maxClientMessagesPerS?: number;
  logger?: RealtimeLogger;
  /**
   * The fan-out's shortest interval between two flushes of the sockets' frames, in ms
   * (fan-out-writer.ts): a lone event leaves at once, a steady stream is sent in batches at most
   * this far apart. 0 (the default) sets no fixed interval.
   */
  fanOutFlushMs?: number;
  /**
   * After a flush that took D ms, the next waits D x this (at most `fanOutMaxPauseMs`), so a
   * costly fan-out batches the events that arrive meanwhile (fan-out-writer.ts). Default 0:
   * flush after every turn of the event loop; on an idle machine a factor of 1 made both the
   * 5,000-subscriber fan-out and a page's odds ticks slower (api README, "Realtime").
   */
  fanOutPauseFactor?: number;
  /** The longest such pause, ms. Default 50. */
  fanOutMaxPauseMs?: number;
  /**
   * A Redis shared with other nodes (REDIS_URL): events and channel counts then span every node
   * on it (channel-bus.ts). Unset or null: this node alone.
   */
  redisUrl?: string | null;
  /** Starts every Redis channel name of the nodes (REDIS_KEY_PREFIX). Default `sportsbook:`. */
  redisKeyPrefix?: string;
  /** Bearer token of the node's `GET /metrics` (METRICS_TOKEN); unset or null: not served. */
  metricsToken?: string | null;
  /** The node's `node` label in its metrics (REALTIME_NODE_ID). Default: host name and port. */
  nodeId?: string | null;
}

export interface PusherServerStats {
  connections: number;
  occupiedChannels: number;
  subscriptions: number;
  /** Events published by the HTTP API or by clients (client-*). */
  eventsPublished: number;
  /** Frames handed to sockets for those events and presence notices. */
  framesDelivered: number;
  /** Writes (system calls) of the fan-out's sockets, and flushes of all of them. */
  socketWrites: number;
  flushes: number;
}

export interface PusherServer {
  port: number;
  close(): Promise<void>;
  stats(): PusherServerStats;
}

/**
 * The transport's backstop: ws stops reading a frame past this size and closes with 1009, so no
 * frame is buffered whole whatever its length. Below it, a message over the client limit
 * (MAX_CLIENT_MESSAGE_BYTES) closes the socket with the protocol's 4009.
 */
const MAX_INCOMING_FRAME_BYTES = 64 * 1024;
/** How long a closing client gets to answer the close frame at shutdown. */
const SHUTDOWN_GRACE_MS = 1000;

function newSocketId(taken: ReadonlyMap<string, unknown>): string {
  for (;;) {
    const id = `${randomInt(1, 10_000_000_000)}.${randomInt(1, 10_000_000_000)}`;
    if (!taken.has(id)) return id;
  }
}

/** Checks the `/app/{key}?protocol=N` of a socket request; returns an error to close with, or the key. */
function parseSocketRequest(
  req: IncomingMessage,
): { key: string } | { code: number; message: string } {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = /^\/app\/([^/]+)$/.exec(url.pathname);
  if (!match) return { code: ErrorCode.pathNotFound, message: 'Path not found' };
  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    return { code: ErrorCode.pathNotFound, message: 'Path not found' };
  }
  const protocol = url.searchParams.get('protocol');
  if (protocol === null) {
    return { code: ErrorCode.noProtocolVersion, message: 'No protocol version supplied' };
  }
  if (!/^\d{1,4}$/.test(protocol)) {
    return { code: ErrorCode.invalidVersionFormat, message: 'Invalid version string format' };
  }
  if (!SUPPORTED_PROTOCOL_VERSIONS.includes(Number(protocol))) {
    return {
      code: ErrorCode.unsupportedProtocolVersion,
      message: `Unsupported protocol version ${protocol}`,
    };
  }
  return { key };
}

/**
 * Starts the embedded Pusher-protocol (v7) server: WebSocket clients on `/app/{key}` and the
 * signed HTTP API on `/apps/{id}/...`, both on one port. pusher-js and laravel-echo connect to it
 * unchanged, and the official `pusher` SDK publishes to it.
 */
export async function startPusherServer(options: PusherServerOptions): Promise<PusherServer> {
  const {
    host = '127.0.0.1',
    port,
    apps,
    activityTimeoutS = 120,
    pongTimeoutS = 30,
    maxBufferedBytes = 4 * 1024 * 1024,
    maxSubscriptionsPerConnection = 1000,
    maxClientMessageBytes = MAX_CLIENT_MESSAGE_BYTES,
    maxClientMessagesPerS = MAX_CLIENT_MESSAGES_PER_S,
    logger = silentLogger,
    fanOutFlushMs = 0,
    fanOutPauseFactor = 0,
    fanOutMaxPauseMs = 50,
    redisUrl = null,
    redisKeyPrefix = 'sportsbook:',
    metricsToken = null,
    nodeId = null,
  } = options;
  if (apps.length === 0) throw new Error('startPusherServer needs at least one app');
  if (!(activityTimeoutS > 0) || !(pongTimeoutS > 0)) {
    throw new Error('activityTimeoutS and pongTimeoutS must be positive');
  }
  const appsById = new Map(apps.map((app) => [app.id, app]));
  const appsByKey = new Map(apps.map((app) => [app.key, app]));
  if (appsById.size !== apps.length || appsByKey.size !== apps.length) {
    throw new Error('App ids and keys must be unique');
  }

  const hub = new ChannelHub([...appsById.keys()]);
  const bus =
    redisUrl === null
      ? localBus(hub)
      : await redisBus({ hub, redisUrl, prefix: redisKeyPrefix, logger });
  const connections = new Map<string, PusherConnection>();
  /** Every open socket, including ones being refused, so shutdown can close them all. */
  const sockets = new Set<WebSocket>();
  const settings = {
    activityTimeoutMs: activityTimeoutS * 1000,
    pongTimeoutMs: pongTimeoutS * 1000,
    maxBufferedBytes,
    maxSubscriptions: maxSubscriptionsPerConnection,
    maxMessageBytes: Math.min(maxClientMessageBytes, MAX_INCOMING_FRAME_BYTES),
    maxMessagesPerS: maxClientMessagesPerS,
    writer: new CorkedWriter({
      minFlushIntervalMs: fanOutFlushMs,
      pauseFactor: fanOutPauseFactor,
      maxPauseMs: fanOutMaxPauseMs,
    }),
    bus,
  };
  let closing: Promise<void> | null = null;

  const triggerApi = createTriggerApi({ appsById, bus, logger });
  const metrics = nodeMetricsHandler({
    token: metricsToken,
    nodeId: () => nodeId ?? `${hostname()}:${(httpServer.address() as AddressInfo).port}`,
    connections: () => connections.size,
  });
  const httpServer = createServer((req, res) => {
    if (!metrics(req, res)) triggerApi(req, res);
  });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_INCOMING_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });

  function accept(ws: WebSocket, req: IncomingMessage): void {
    sockets.add(ws);
    ws.once('close', () => sockets.delete(ws));
    const parsed = parseSocketRequest(req);
    const app = 'key' in parsed ? appsByKey.get(parsed.key) : undefined;
    if (!app) {
      const refusal =
        'code' in parsed
          ? parsed
          : { code: ErrorCode.appNotFound, message: `App key ${parsed.key} not in this cluster` };
      // The error is sent as an event and as the close code: pusher-js reads either.
      ws.on('error', () => undefined);
      ws.send(errorFrame(refusal.code, refusal.message));
      ws.close(refusal.code, refusal.message.slice(0, 120));
      return;
    }
    const socketId = newSocketId(connections);
    const connection = new PusherConnection(socketId, ws, app, hub, settings, logger, (gone) => {
      connections.delete(gone.socketId);
    });
    connections.set(socketId, connection);
  }

  httpServer.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    if (closing) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, req));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(port, host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await bus.close();
    throw error;
  }
  httpServer.on('error', (error) => logger.error(`realtime: server error: ${error.message}`));
  const boundPort = (httpServer.address() as AddressInfo).port;

  async function shutdown(): Promise<void> {
    const serverClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeAllConnections();
    const socketsClosed = [...sockets].map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) {
            resolve();
            return;
          }
          const timer = setTimeout(() => ws.terminate(), SHUTDOWN_GRACE_MS);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    );
    for (const connection of [...connections.values()]) {
      connection.close(ErrorCode.reconnectImmediately, 'Server shutting down');
    }
    for (const ws of sockets) {
      if (ws.readyState === WebSocket.OPEN)
        ws.close(ErrorCode.reconnectImmediately, 'Server shutting down');
    }
    await Promise.all(socketsClosed);
    wss.close();
    await serverClosed;
    await bus.close();
  }

  return {
    port: boundPort,
    close() {
      closing ??= shutdown();
      return closing;
    },
    stats() {
      const { socketWrites, flushes } = settings.writer.stats();
      return { connections: connections.size, ...hub.stats(), socketWrites, flushes };
    },
  };
}
