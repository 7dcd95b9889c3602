import { OutgoingFrame } from './fan-out-writer';
import { encodeFrame, isCacheChannel } from './protocol';

/** One socket as the hub sees it: an id and a way to send it a frame. */
export interface Subscriber {
  readonly socketId: string;
  /** Sends one text frame; returns false when the socket could not take it. */
  send(frame: string | Buffer): boolean;
  /**
   * Sends a frame the hub prepared once for every subscriber (fan-out-writer.ts); when absent the
   * hub calls `send` with its text.
   */
  sendFrame?(frame: OutgoingFrame): boolean;
}

function prepared(frame: string): OutgoingFrame {
  return new OutgoingFrame(Buffer.from(frame, 'utf8'));
}

/** A presence member as a subscribing socket declares it in its channel_data. */
export interface PresenceMemberInput {
  userId: string;
  userInfo: unknown;
}

/** What a new subscriber is told after it joins. */
export interface SubscribeResult {
  /** `pusher_internal:subscription_succeeded` data: `{}` or the presence roster, as JSON text. */
  subscriptionData: string;
  /** Cache channels only: the last event (null on a miss); undefined for other channels. */
  cachedEvent?: { event: string; data: string } | null;
}

/** Answer of the channel-info HTTP call. */
export interface ChannelInfo {
  occupied: boolean;
  subscription_count: number;
  user_count?: number;
}

interface PresenceMember {
  info: unknown;
  /** Sockets of this user in the channel: the member leaves when the last one does. */
  sockets: number;
}

interface ChannelState {
  subscribers: Set<Subscriber>;
  members: Map<string, PresenceMember> | null;
}

interface CachedEvent {
  event: string;
  data: string;
  expiresAtMs: number;
}

interface AppChannels {
  channels: Map<string, ChannelState>;
  cache: Map<string, CachedEvent>;
}

/** Pusher keeps a cache channel's last event for 30 minutes. */
const CACHE_TTL_MS = 30 * 60 * 1000;
/** Bounds the memory cache channels can take. */
const MAX_CACHED_CHANNELS = 10_000;

export interface PublishOptions {
  /** Leave this socket out (the `socket_id` of a trigger). */
  excludeSocketId?: string;
  /** Presence client events carry the sender's user id. */
  userId?: string;
  /** Server events on cache channels are remembered; client events are not. */
  remember?: boolean;
}

/**
 * Who is subscribed to what, per app, and the fan-out of events to them. It knows nothing of
 * sockets or HTTP, so the WebSocket side and the trigger API share one view of the channels.
 */
export class ChannelHub {
  private readonly apps = new Map<string, AppChannels>();
  private eventsPublished = 0;
  private framesDelivered = 0;

  constructor(appIds: readonly string[]) {
    for (const id of appIds) this.apps.set(id, { channels: new Map(), cache: new Map() });
  }

  private app(appId: string): AppChannels {
    const app = this.apps.get(appId);
    if (!app) throw new Error(`Unknown app id ${appId}`);
    return app;
  }

  isSubscribed(appId: string, channelName: string, subscriber: Subscriber): boolean {
    return this.app(appId).channels.get(channelName)?.subscribers.has(subscriber) ?? false;
  }

  /** Adds a subscriber (again is harmless) and tells other presence members about a new user. */
  subscribe(
    appId: string,
    channelName: string,
    subscriber: Subscriber,
    member: PresenceMemberInput | null,
  ): SubscribeResult {
    const app = this.app(appId);
    let channel = app.channels.get(channelName);
    if (!channel) {
      channel = {
        subscribers: new Set(),
        members: channelName.startsWith('presence-') ? new Map() : null,
      };
      app.channels.set(channelName, channel);
    }
    const isNew = !channel.subscribers.has(subscriber);
    channel.subscribers.add(subscriber);
    if (member && channel.members && isNew) {
      const existing = channel.members.get(member.userId);
      if (existing) {
        existing.sockets += 1;
      } else {
        channel.members.set(member.userId, { info: member.userInfo ?? null, sockets: 1 });
        const added = prepared(
          encodeFrame({
            event: 'pusher_internal:member_added',
            channel: channelName,
            data: JSON.stringify({ user_id: member.userId, user_info: member.userInfo ?? null }),
          }),
        );
        for (const other of channel.subscribers) {
          if (other !== subscriber) this.deliver(other, added);
        }
      }
    }
    const result: SubscribeResult = { subscriptionData: this.subscriptionData(channel) };
    if (isCacheChannel(channelName)) {
      const cached = app.cache.get(channelName);
      if (cached && cached.expiresAtMs <= Date.now()) app.cache.delete(channelName);
      result.cachedEvent =
        cached && cached.expiresAtMs > Date.now()
          ? { event: cached.event, data: cached.data }
          : null;
    }
    return result;
  }

  private subscriptionData(channel: ChannelState): string {
    if (!channel.members) return '{}';
    // fromEntries, so a user id such as `__proto__` is a key like any other.
    const hash = Object.fromEntries(
      Array.from(channel.members, ([userId, member]) => [userId, member.info]),
    );
    const ids = Object.keys(hash);
    return JSON.stringify({ presence: { ids, hash, count: ids.length } });
  }

  /** Removes a subscriber; the last socket of a presence user makes it leave. */
  unsubscribe(
    appId: string,
    channelName: string,
    subscriber: Subscriber,
    userId: string | null,
  ): void {
    const app = this.app(appId);
    const channel = app.channels.get(channelName);
    if (!channel || !channel.subscribers.delete(subscriber)) return;
    if (userId !== null && channel.members) {
      const member = channel.members.get(userId);
      if (member && --member.sockets === 0) {
        channel.members.delete(userId);
        const removed = prepared(
          encodeFrame({
            event: 'pusher_internal:member_removed',
            channel: channelName,
            data: JSON.stringify({ user_id: userId }),
          }),
        );
        for (const other of channel.subscribers) this.deliver(other, removed);
      }
    }
    if (channel.subscribers.size === 0) app.channels.delete(channelName);
  }

  /**
   * Sends one event to every subscriber of each channel, the frame (its JSON and its WebSocket
   * frame) encoded once per channel.
   * Returns how many frames went out.
   */
  publish(
    appId: string,
    channelNames: readonly string[],
    event: string,
    data: string,
    options: PublishOptions = {},
  ): number {
    const app = this.app(appId);
    this.eventsPublished += 1;
    let delivered = 0;
    for (const channelName of channelNames) {
      if (options.remember && isCacheChannel(channelName))
        this.remember(app, channelName, event, data);
      const channel = app.channels.get(channelName);
      if (!channel) continue;
      const frame = prepared(
        encodeFrame({
          event,
          channel: channelName,
          data,
          ...(options.userId !== undefined ? { user_id: options.userId } : {}),
        }),
      );
      for (const subscriber of channel.subscribers) {
        if (subscriber.socketId === options.excludeSocketId) continue;
        if (this.deliver(subscriber, frame)) delivered += 1;
      }
    }
    return delivered;
  }

  private remember(app: AppChannels, channelName: string, event: string, data: string): void {
    const nowMs = Date.now();
    // Expired entries are dropped on read; this sweep keeps many one-off channels from piling up.
    if (app.cache.size >= MAX_CACHED_CHANNELS) {
      for (const [name, cached] of app.cache)
        if (cached.expiresAtMs <= nowMs) app.cache.delete(name);
      if (app.cache.size >= MAX_CACHED_CHANNELS) {
        const oldest = app.cache.keys().next();
        if (!oldest.done) app.cache.delete(oldest.value);
      }
    }
    app.cache.delete(channelName);
    app.cache.set(channelName, { event, data, expiresAtMs: nowMs + CACHE_TTL_MS });
  }

  private deliver(subscriber: Subscriber, frame: OutgoingFrame): boolean {
    const sent = subscriber.sendFrame
      ? subscriber.sendFrame(frame)
      : subscriber.send(frame.payload);
    if (sent) this.framesDelivered += 1;
    return sent;
  }

  channelInfo(appId: string, channelName: string): ChannelInfo {
    const channel = this.app(appId).channels.get(channelName);
    const info: ChannelInfo = {
      occupied: channel !== undefined,
      subscription_count: channel?.subscribers.size ?? 0,
    };
    if (channelName.startsWith('presence-')) info.user_count = channel?.members?.size ?? 0;
    return info;
  }

  /** Occupied channels of an app, optionally those whose name starts with `prefix`. */
  occupiedChannels(appId: string, prefix = ''): string[] {
    return [...this.app(appId).channels.keys()].filter((name) => name.startsWith(prefix)).sort();
  }

  presenceUserIds(appId: string, channelName: string): string[] {
    return [...(this.app(appId).channels.get(channelName)?.members?.keys() ?? [])];
  }

  stats(): {
    occupiedChannels: number;
    subscriptions: number;
    eventsPublished: number;
    framesDelivered: number;
  } {
    let occupiedChannels = 0;
    let subscriptions = 0;
    for (const app of this.apps.values()) {
      occupiedChannels += app.channels.size;
      for (const channel of app.channels.values()) subscriptions += channel.subscribers.size;
    }
    return {
      occupiedChannels,
      subscriptions,
      eventsPublished: this.eventsPublished,
      framesDelivered: this.framesDelivered,
    };
  }
}
