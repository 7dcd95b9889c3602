import { WebSocket, type RawData } from 'ws';
import { parsePresenceMember, verifyChannelAuth } from './auth';
import type { ChannelHub, PresenceMemberInput, Subscriber } from './channel-hub';
import { socketOf } from './fan-out-writer';
import type { CorkedWriter, OutgoingFrame } from './fan-out-writer';
import type { Socket } from 'node:net';
import {
  ErrorCode,
  MAX_CLIENT_EVENTS_PER_S,
  MAX_CLIENT_MESSAGE_DEPTH,
  MAX_EVENT_DATA_BYTES,
  MAX_EVENT_NAME_LENGTH,
  channelKind,
  encodeFrame,
  errorFrame,
  isValidChannelName,
  nestsDeeperThan,
} from './protocol';
import type { PusherApp, RealtimeLogger } from './types';
import type { ChannelBus } from './channel-bus';

export interface ConnectionSettings {
  /** Announced to the client (whole seconds) and used for the server's own silence check. */
  activityTimeoutMs: number;
  pongTimeoutMs: number;
  /** A socket whose unsent backlog exceeds this is closed as too slow (code 4100). */
  maxBufferedBytes: number;
  maxSubscriptions: number;
  /** A longer message closes the socket (4009). */
  maxMessageBytes: number;
  /** More messages in one second close the socket (4301). */
  maxMessagesPerS: number;
  /** Writes the fan-out's prepared frames, corked per turn of the event loop. */
  writer: CorkedWriter;
  /** Where client events go: this node's hub, or every node's (channel-bus.ts). */
  bus: ChannelBus;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How long an abusive client's socket stays after its close frame before it is cut. */
const ABUSIVE_CLOSE_GRACE_MS = 1000;

function rawLength(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((total, part) => total + part.length, 0);
  return raw.byteLength;
}

function rawToText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

/** Client-to-server `data` is an object; a JSON string is accepted too, as Pusher does. */
function messageData(data: unknown): JsonRecord | null {
  if (isRecord(data)) return data;
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * One client socket speaking the Pusher protocol: its subscriptions, client events and the
 * activity check that pings a silent client and drops it when no pong comes back.
 */
export class PusherConnection implements Subscriber {
  /** Channel name to presence user id (null on public and private channels). */
  private readonly subscriptions = new Map<string, string | null>();
  private readonly activityTimer: NodeJS.Timeout;
  private pongTimer: NodeJS.Timeout | null = null;
  private clientEventWindowStartMs = 0;
  private clientEventsInWindow = 0;
  private messageWindowStartMs = 0;
  private messagesInWindow = 0;
  private closing = false;
  private released = false;
  /** The TCP socket under `ws`, for the fan-out's prepared frames (null: send through `ws`). */
  private readonly socket: Socket | null;

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly app: PusherApp,
    private readonly hub: ChannelHub,
    private readonly settings: ConnectionSettings,
    private readonly logger: RealtimeLogger,
    private readonly onReleased: (connection: PusherConnection) => void,
  ) {
    this.socket = socketOf(ws);
    ws.on('message', (raw, isBinary) => this.onMessage(raw, isBinary));
    // A WebSocket-level ping or pong also proves the client is alive.
    ws.on('ping', () => this.touch());
    ws.on('pong', () => this.touch());
    ws.on('close', () => this.release());
    ws.on('error', (error) => {
      this.logger.warn(`realtime: socket ${socketId} error: ${error.message}`);
    });
    this.activityTimer = setTimeout(() => this.onSilence(), settings.activityTimeoutMs);
    this.send(
      encodeFrame({
        event: 'pusher:connection_established',
        data: JSON.stringify({
          socket_id: socketId,
          activity_timeout: Math.max(1, Math.ceil(settings.activityTimeoutMs / 1000)),
        }),
      }),
    );
  }

  send(frame: string | Buffer): boolean {
    if (!this.canTake()) return false;
    this.ws.send(frame, { binary: false });
    return true;
  }

  /** A frame of the fan-out: the same prepared bytes as every other subscriber, corked. */
  sendFrame(frame: OutgoingFrame): boolean {
    if (!this.canTake()) return false;
    if (this.socket) this.settings.writer.write(this.socket, frame.wsFrame);
    else this.ws.send(frame.payload, { binary: false });
    return true;
  }

  /** Open and keeping up; a consumer too slow is closed (4100) rather than buffered for. */
  private canTake(): boolean {
    if (this.closing || this.ws.readyState !== WebSocket.OPEN) return false;
    if (this.ws.bufferedAmount > this.settings.maxBufferedBytes) {
      // A consumer that cannot keep up would otherwise hold an unbounded backlog in memory.
      this.logger.warn(`realtime: closing slow socket ${this.socketId}`);
      this.close(ErrorCode.overCapacity, 'Over capacity: client is not reading');
      return false;
    }
    return true;
  }

  /** Starts the closing handshake; the connection stops receiving events at once. */
  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.release();
    this.ws.close(code, reason);
  }

  /** Leaves every channel and stops the timers; runs once, on close or when closing starts. */
  private release(): void {
    if (this.released) return;
    this.released = true;
    clearTimeout(this.activityTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
    for (const [channel, userId] of this.subscriptions) {
      this.hub.unsubscribe(this.app.id, channel, this, userId);
    }
    this.subscriptions.clear();
    this.onReleased(this);
  }

  private touch(): void {
    if (this.released) return;
    this.activityTimer.refresh();
    if (this.pongTimer) {
      clearTimeout(this.pongTimer);
      this.pongTimer = null;
    }
  }

  private onSilence(): void {
    if (this.closing || this.released) return;
    this.send(encodeFrame({ event: 'pusher:ping', data: '{}' }));
    this.pongTimer = setTimeout(() => {
      this.close(ErrorCode.pongNotReceived, 'Pong reply not received');
    }, this.settings.pongTimeoutMs);
  }

  private error(code: number, message: string, channel?: string): void {
    this.send(errorFrame(code, message, channel));
  }

  /**
   * Closes a client that broke the limits of what it may send: the error as an event and as the
   * close code (pusher-js reads either, and does not reconnect on 4009 or 4301). Its socket is
   * read no further, so the rest of its flood costs nothing, and is cut if it does not close.
   */
  private closeAbusive(code: number, message: string): void {
    this.logger.warn(`realtime: closing socket ${this.socketId}: ${message}`);
    this.error(code, message);
    this.close(code, message);
    this.ws.pause();
    setTimeout(() => this.ws.terminate(), ABUSIVE_CLOSE_GRACE_MS).unref();
  }

  /** Counts a message in the current one-second window; false once the window's limit is passed. */
  private withinMessageRate(): boolean {
    const nowMs = Date.now();
    if (nowMs - this.messageWindowStartMs >= 1000) {
      this.messageWindowStartMs = nowMs;
      this.messagesInWindow = 0;
    }
    this.messagesInWindow += 1;
    return this.messagesInWindow <= this.settings.maxMessagesPerS;
  }

  private onMessage(raw: RawData, isBinary: boolean): void {
    this.touch();
    if (this.closing) return;
    if (!this.withinMessageRate()) {
      this.closeAbusive(
        ErrorCode.clientEventRateLimited,
        `More than ${this.settings.maxMessagesPerS} messages a second`,
      );
      return;
    }
    if (rawLength(raw) > this.settings.maxMessageBytes) {
      this.closeAbusive(
        ErrorCode.unauthorized,
        `Message over ${Math.floor(this.settings.maxMessageBytes / 1024)} KB`,
      );
      return;
    }
    try {
      this.handle(raw, isBinary);
    } catch (error) {
      // A bug in one message must not take the whole server down.
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`realtime: socket ${this.socketId} message failed: ${message}`);
      this.error(ErrorCode.invalidMessage, 'Internal error handling the message');
    }
  }

  private handle(raw: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.error(ErrorCode.invalidMessage, 'Binary frames are not supported');
      return;
    }
    const text = rawToText(raw);
    if (nestsDeeperThan(text, MAX_CLIENT_MESSAGE_DEPTH)) {
      this.closeAbusive(
        ErrorCode.unauthorized,
        `Message nested deeper than ${MAX_CLIENT_MESSAGE_DEPTH} levels`,
      );
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.error(ErrorCode.invalidMessage, 'Invalid JSON');
      return;
    }
    if (!isRecord(message) || typeof message.event !== 'string') {
      this.error(ErrorCode.invalidMessage, 'A message must be a JSON object with an event name');
      return;
    }
    const event = message.event;
    switch (event) {
      case 'pusher:ping':
        this.send(encodeFrame({ event: 'pusher:pong', data: '{}' }));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(messageData(message.data));
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(messageData(message.data));
        return;
      default:
        if (event.startsWith('client-')) {
          this.clientEvent(event, message.channel, message.data);
        } else {
          this.error(ErrorCode.invalidMessage, `Unsupported event: ${event.slice(0, 64)}`);
        }
    }
  }

  private subscriptionError(channel: string, type: string, error: string, status: number): void {
    this.send(
      encodeFrame({ event: 'pusher:subscription_error', channel, data: { type, error, status } }),
    );
  }

  private subscribe(data: JsonRecord | null): void {
    const channel = data?.channel;
    if (typeof channel !== 'string') {
      this.error(ErrorCode.invalidMessage, 'pusher:subscribe needs data.channel');
      return;
    }
    if (!isValidChannelName(channel)) {
      this.subscriptionError(channel, 'InvalidChannel', 'Invalid channel name', 400);
      return;
    }
    if (
      !this.subscriptions.has(channel) &&
      this.subscriptions.size >= this.settings.maxSubscriptions
    ) {
      this.subscriptionError(channel, 'LimitReached', 'Too many subscriptions', 400);
      return;
    }
    const kind = channelKind(channel);
    let member: PresenceMemberInput | null = null;
    if (kind !== 'public') {
      const channelData = typeof data?.channel_data === 'string' ? data.channel_data : undefined;
      if (kind === 'presence') {
        member = channelData === undefined ? null : parsePresenceMember(channelData);
        if (!member) {
          this.subscriptionError(
            channel,
            'AuthError',
            'A presence channel needs channel_data with a user_id',
            400,
          );
          return;
        }
      }
      const authorized = verifyChannelAuth({
        key: this.app.key,
        secret: this.app.secret,
        socketId: this.socketId,
        channelName: channel,
        channelData,
        auth: data?.auth,
      });
      if (!authorized) {
        this.subscriptionError(
          channel,
          'AuthError',
          `Invalid signature for channel '${channel}'`,
          401,
        );
        return;
      }
    }
    // A repeated subscribe keeps the first presence identity and is simply confirmed again.
    const alreadySubscribed = this.subscriptions.has(channel);
    const result = this.hub.subscribe(
      this.app.id,
      channel,
      this,
      alreadySubscribed ? null : member,
    );
    if (!alreadySubscribed) this.subscriptions.set(channel, member?.userId ?? null);
    this.send(
      encodeFrame({
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: result.subscriptionData,
      }),
    );
    if (result.cachedEvent === null) {
      this.send(encodeFrame({ event: 'pusher:cache_miss', channel }));
    } else if (result.cachedEvent) {
      this.send(encodeFrame({ channel, ...result.cachedEvent }));
    }
  }

  private unsubscribe(data: JsonRecord | null): void {
    const channel = data?.channel;
    if (typeof channel !== 'string') {
      this.error(ErrorCode.invalidMessage, 'pusher:unsubscribe needs data.channel');
      return;
    }
    if (!this.subscriptions.has(channel)) return;
    this.hub.unsubscribe(this.app.id, channel, this, this.subscriptions.get(channel) ?? null);
    this.subscriptions.delete(channel);
  }

  private clientEvent(event: string, channel: unknown, data: unknown): void {
    if (typeof channel !== 'string' || !this.subscriptions.has(channel)) {
      this.error(ErrorCode.invalidMessage, 'Client event rejected: not subscribed to the channel');
      return;
    }
    if (channelKind(channel) === 'public') {
      this.error(
        ErrorCode.invalidMessage,
        'Client event rejected: only supported on private and presence channels',
        channel,
      );
      return;
    }
    if (event.length > MAX_EVENT_NAME_LENGTH) {
      this.error(ErrorCode.invalidMessage, 'Client event rejected: event name too long', channel);
      return;
    }
    const nowMs = Date.now();
    if (nowMs - this.clientEventWindowStartMs >= 1000) {
      this.clientEventWindowStartMs = nowMs;
      this.clientEventsInWindow = 0;
    }
    if (++this.clientEventsInWindow > MAX_CLIENT_EVENTS_PER_S) {
      this.error(
        ErrorCode.clientEventRateLimited,
        'Client event rejected due to rate limit',
        channel,
      );
      return;
    }
    const text = typeof data === 'string' ? data : JSON.stringify(data ?? null);
    if (Buffer.byteLength(text, 'utf8') > MAX_EVENT_DATA_BYTES) {
      this.error(ErrorCode.invalidMessage, 'Client event rejected: data over 10 KB', channel);
      return;
    }
    const userId = this.subscriptions.get(channel);
    this.settings.bus
      .publish(this.app.id, [channel], event, text, {
        excludeSocketId: this.socketId,
        ...(userId ? { userId } : {}),
      })
      .catch((error: unknown) => {
        this.logger.warn(`realtime: a client event was not relayed: ${String(error)}`);
      });
  }
}
