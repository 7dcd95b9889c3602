/**
 * How the realtime server's events reach subscribers and how its channel counts are read: from
 * this node's hub alone (the default), or across every node sharing one Redis (REDIS_URL), so
 * several nodes behind a proxy form one service. Design and failure modes: api README,
 * "Realtime nodes that share".
 *
 * Over Redis (pub/sub, two connections per node: one publishes, one listens):
 * - every event, from the HTTP trigger API or a client event, is published on one Redis channel
 *   (`<prefix>realtime:events`) and delivered by every node, this one included, when Redis hands
 *   it back. One Redis channel gives one order all nodes share, so events stay in order per
 *   channel whichever node each was triggered on; the trigger answers once Redis has taken the
 *   event, so a publisher's next trigger is always after it.
 * - a count (channel info, channel list, presence users) asks every node on
 *   `<prefix>realtime:requests` and sums the answers each sends to `<prefix>realtime:replies:<node>`;
 *   how many nodes to wait for is the number listening on the request channel (PUBSUB NUMSUB),
 *   and a node that does not answer within `requestTimeoutMs` is left out of the sum.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { REDIS_CONNECTION_OPTIONS, closeRedisConnection, redisUnreachable } from '../redis';
import type { ChannelHub, ChannelInfo, PublishOptions } from './channel-hub';
import type { RealtimeLogger } from './types';

export interface ChannelBus {
  /** Delivers an event to the channel's subscribers on every node; resolves once it is on its way. */
  publish(
    appId: string,
    channelNames: readonly string[],
    event: string,
    data: string,
    options?: PublishOptions,
  ): Promise<void>;
  channelInfo(appId: string, channelName: string): Promise<ChannelInfo>;
  occupiedChannels(appId: string, prefix?: string): Promise<string[]>;
  presenceUserIds(appId: string, channelName: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The nodes' Redis did not take a command: nothing was sent, the caller may try again. */
export class BusUnavailableError extends Error {}

/** Runs a Redis command of the bus, its failure a BusUnavailableError. */
async function onRedis<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    throw new BusUnavailableError(`Redis did not answer: ${String(error)}`, { cause: error });
  }
}

/** One node alone: the hub is the whole service. */
export function localBus(hub: ChannelHub): ChannelBus {
  return {
    async publish(appId, channelNames, event, data, options) {
      hub.publish(appId, channelNames, event, data, options);
    },
    async channelInfo(appId, channelName) {
      return hub.channelInfo(appId, channelName);
    },
    async occupiedChannels(appId, prefix) {
      return hub.occupiedChannels(appId, prefix);
    },
    async presenceUserIds(appId, channelName) {
      return hub.presenceUserIds(appId, channelName);
    },
    async close() {},
  };
}

interface EventMessage {
  appId: string;
  channels: readonly string[];
  event: string;
  data: string;
  options: PublishOptions;
}

type Query =
  | { kind: 'channelInfo'; appId: string; channelName: string }
  | { kind: 'occupiedChannels'; appId: string; prefix: string }
  | { kind: 'presenceUserIds'; appId: string; channelName: string };

interface RequestMessage {
  id: string;
  replyTo: string;
  query: Query;
}

interface ReplyMessage {
  id: string;
  answer: unknown;
}

interface Pending {
  answers: unknown[];
  expected: number;
  done: () => void;
}

export interface RedisBusOptions {
  hub: ChannelHub;
  redisUrl: string;
  /** The REDIS_KEY_PREFIX of the API: every Redis channel of the bus starts with it. */
  prefix: string;
  logger: RealtimeLogger;
  /** How long a count waits for the other nodes' answers. Default 1000 ms. */
  requestTimeoutMs?: number;
}

/**
 * Joins this node to the others on `redisUrl`. Resolves once it listens, so an event triggered
 * anywhere after that reaches its subscribers; rejects (and leaves nothing open) when Redis cannot
 * be reached.
 */
export async function redisBus(options: RedisBusOptions): Promise<ChannelBus> {
  const { hub, redisUrl, prefix, logger, requestTimeoutMs = 1000 } = options;
  const nodeId = randomUUID();
  const eventsChannel = `${prefix}realtime:events`;
  const requestsChannel = `${prefix}realtime:requests`;
  const repliesChannel = `${prefix}realtime:replies:${nodeId}`;
  const pub = new Redis(redisUrl, REDIS_CONNECTION_OPTIONS);
  // The listening side queues its SUBSCRIBE until connected; it sends nothing else.
  const sub = new Redis(redisUrl, { ...REDIS_CONNECTION_OPTIONS, enableOfflineQueue: true });
  for (const [name, connection] of [
    ['publish', pub],
    ['subscribe', sub],
  ] as const) {
    connection.on('error', (error: Error) =>
      logger.warn(`realtime: Redis ${name} connection error: ${error.message}`),
    );
  }
  const pending = new Map<string, Pending>();

  function answer(query: Query): unknown {
    switch (query.kind) {
      case 'channelInfo':
        return hub.channelInfo(query.appId, query.channelName);
      case 'occupiedChannels':
        return hub.occupiedChannels(query.appId, query.prefix);
      case 'presenceUserIds':
        return hub.presenceUserIds(query.appId, query.channelName);
    }
  }

  sub.on('message', (channel: string, text: string) => {
    try {
      if (channel === eventsChannel) {
        const message = JSON.parse(text) as EventMessage;
        hub.publish(message.appId, message.channels, message.event, message.data, message.options);
      } else if (channel === requestsChannel) {
        const request = JSON.parse(text) as RequestMessage;
        const reply: ReplyMessage = { id: request.id, answer: answer(request.query) };
        pub.publish(request.replyTo, JSON.stringify(reply)).catch((error: unknown) => {
          logger.warn(`realtime: could not answer a count over Redis: ${String(error)}`);
        });
      } else if (channel === repliesChannel) {
        const reply = JSON.parse(text) as ReplyMessage;
        const waiting = pending.get(reply.id);
        if (!waiting) return;
        waiting.answers.push(reply.answer);
        if (waiting.answers.length >= waiting.expected) waiting.done();
      }
    } catch (error) {
      // An unknown app id (a node configured differently) or a malformed message: log, go on.
      logger.warn(`realtime: dropped a Redis message on ${channel}: ${String(error)}`);
    }
  });

  try {
    await pub.connect();
    await sub.connect();
    await sub.subscribe(eventsChannel, requestsChannel, repliesChannel);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw redisUnreachable(error);
  }

  /** Every node's answer to `query` (this node's among them), or those that came in time. */
  async function ask(query: Query): Promise<unknown[]> {
    const [, listening] = (await onRedis(() => pub.pubsub('NUMSUB', requestsChannel))) as [
      string,
      number,
    ];
    const id = randomUUID();
    const answers: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(finish, requestTimeoutMs);
      function finish(): void {
        clearTimeout(timer);
        pending.delete(id);
        resolve();
      }
      pending.set(id, { answers, expected: Math.max(1, Number(listening)), done: finish });
      const request: RequestMessage = { id, replyTo: repliesChannel, query };
      onRedis(() => pub.publish(requestsChannel, JSON.stringify(request))).catch(
        (error: unknown) => {
          clearTimeout(timer);
          pending.delete(id);
          reject(error as BusUnavailableError);
        },
      );
    });
    return answers;
  }

  async function presenceUserIds(appId: string, channelName: string): Promise<string[]> {
    const answers = (await ask({ kind: 'presenceUserIds', appId, channelName })) as string[][];
    return [...new Set(answers.flat())];
  }

  let closing: Promise<void> | null = null;
  return {
    async publish(appId, channelNames, event, data, publishOptions = {}) {
      const message: EventMessage = {
        appId,
        channels: channelNames,
        event,
        data,
        options: publishOptions,
      };
      await onRedis(() => pub.publish(eventsChannel, JSON.stringify(message)));
    },
    async channelInfo(appId, channelName) {
      const answers = (await ask({ kind: 'channelInfo', appId, channelName })) as ChannelInfo[];
      const info: ChannelInfo = {
        occupied: answers.some((one) => one.occupied),
        subscription_count: answers.reduce((sum, one) => sum + one.subscription_count, 0),
      };
      if (channelName.startsWith('presence-')) {
        info.user_count = (await presenceUserIds(appId, channelName)).length;
      }
      return info;
    },
    async occupiedChannels(appId, channelPrefix = '') {
      const answers = (await ask({
        kind: 'occupiedChannels',
        appId,
        prefix: channelPrefix,
      })) as string[][];
      return [...new Set(answers.flat())].sort();
    },
    presenceUserIds,
    close() {
      closing ??= (async () => {
        for (const waiting of pending.values()) waiting.done();
        await Promise.all([sub, pub].map(closeRedisConnection));
      })();
      return closing;
    },
  };
}
