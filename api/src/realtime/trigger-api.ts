import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { safeEqual } from '../safe-equal';
import { hmacHex } from './auth';
import { BusUnavailableError, type ChannelBus } from './channel-bus';
import {
  MAX_CHANNELS_PER_TRIGGER,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENT_DATA_BYTES,
  MAX_EVENT_NAME_LENGTH,
  MAX_TIMESTAMP_SKEW_S,
  isValidChannelName,
  isValidSocketId,
} from './protocol';
import type { PusherApp, RealtimeLogger } from './types';

/** Ten events of 10 KB each, their channel lists and the JSON around them fit well inside this. */
const MAX_BODY_BYTES = 256 * 1024;

/** A request the API refuses, with the HTTP status it answers. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function reply(res: ServerResponse, status: number, body: unknown, close = false): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(text);
}

/** Reads the body, or returns null as soon as it grows past the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Checks Pusher's request signature: every query parameter but auth_signature, keys lower-cased
 * and sorted, joined as `k=v&...` without escaping, signed with the method and path.
 */
function verifySignature(
  app: PusherApp,
  method: string,
  path: string,
  query: URLSearchParams,
  body: Buffer,
  nowS: number,
): void {
  if (query.get('auth_key') !== app.key) throw new HttpError(401, 'Unknown auth_key');
  if (query.get('auth_version') !== '1.0') throw new HttpError(401, 'auth_version must be 1.0');
  const timestampText = query.get('auth_timestamp') ?? '';
  if (!/^\d{1,12}$/.test(timestampText)) throw new HttpError(401, 'Missing auth_timestamp');
  if (Math.abs(nowS - Number(timestampText)) > MAX_TIMESTAMP_SKEW_S) {
    throw new HttpError(
      401,
      `Timestamp expired: given ${timestampText}, now ${nowS}; check the server clock`,
    );
  }
  const bodyMd5 = query.get('body_md5');
  if (body.length > 0 || bodyMd5 !== null) {
    const expectedMd5 = createHash('md5').update(body).digest('hex');
    if (bodyMd5 === null || !safeEqual(bodyMd5, expectedMd5)) {
      throw new HttpError(401, 'body_md5 does not match the body');
    }
  }
  const signature = query.get('auth_signature');
  if (signature === null) throw new HttpError(401, 'Missing auth_signature');
  const signed = [...query]
    .filter(([name]) => name !== 'auth_signature')
    .map(([name, value]): [string, string] => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const expected = hmacHex(app.secret, `${method}\n${path}\n${signed}`);
  if (!safeEqual(signature, expected)) throw new HttpError(401, 'Invalid signature');
}

interface TriggerEvent {
  name: string;
  data: string;
  channels: string[];
  socketId?: string;
}

function parseJson(body: Buffer): JsonRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
  if (!isRecord(parsed)) throw new HttpError(400, 'The body must be a JSON object');
  return parsed;
}

/** Validates one event of /events (channels or channel) or of /batch_events (channel). */
function parseEvent(input: unknown, batch: boolean): TriggerEvent {
  if (!isRecord(input)) throw new HttpError(400, 'An event must be a JSON object');
  const { name, data, channel, channels, socket_id: socketId } = input;
  if (typeof name !== 'string' || name === '') throw new HttpError(400, 'name is required');
  if (name.length > MAX_EVENT_NAME_LENGTH) {
    throw new HttpError(400, `name is over ${MAX_EVENT_NAME_LENGTH} characters`);
  }
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:')) {
    throw new HttpError(400, 'Event names starting with pusher: are reserved');
  }
  if (typeof data !== 'string') throw new HttpError(400, 'data must be a string');
  let targets: unknown[];
  if (!batch && channels !== undefined) {
    if (!Array.isArray(channels)) throw new HttpError(400, 'channels must be an array');
    targets = channels;
  } else if (channel !== undefined) {
    targets = [channel];
  } else {
    throw new HttpError(400, batch ? 'channel is required' : 'channels or channel is required');
  }
  if (targets.length === 0) throw new HttpError(400, 'channels must not be empty');
  if (targets.length > MAX_CHANNELS_PER_TRIGGER) {
    throw new HttpError(400, `At most ${MAX_CHANNELS_PER_TRIGGER} channels per event`);
  }
  for (const target of targets) {
    if (!isValidChannelName(target)) {
      throw new HttpError(400, `Invalid channel name: ${JSON.stringify(target).slice(0, 200)}`);
    }
  }
  if (socketId !== undefined && socketId !== null && !isValidSocketId(socketId)) {
    throw new HttpError(400, 'Invalid socket_id');
  }
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) {
    throw new HttpError(413, `data is over ${MAX_EVENT_DATA_BYTES} bytes`);
  }
  return {
    name,
    data,
    channels: targets as string[],
    ...(typeof socketId === 'string' ? { socketId } : {}),
  };
}

function infoAttributes(value: unknown): Set<string> {
  return new Set(typeof value === 'string' && value !== '' ? value.split(',') : []);
}

export interface TriggerApiDeps {
  appsById: ReadonlyMap<string, PusherApp>;
  /** This node's channels, or every node's (channel-bus.ts). */
  bus: ChannelBus;
  logger: RealtimeLogger;
}

/**
 * The part of Pusher's HTTP API a publisher needs: trigger (single and batch) and channel
 * queries, each signed with the app secret.
 */
export function createTriggerApi(
  deps: TriggerApiDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { appsById, bus, logger } = deps;

  async function channelCounts(
    appId: string,
    channelName: string,
    info: Set<string>,
  ): Promise<JsonRecord> {
    if (info.size === 0) return {};
    const counts = await bus.channelInfo(appId, channelName);
    const result: JsonRecord = {};
    if (info.has('subscription_count')) result.subscription_count = counts.subscription_count;
    if (info.has('user_count') && counts.user_count !== undefined) {
      result.user_count = counts.user_count;
    }
    return result;
  }

  /**
   * Channel names are the client's text: built with fromEntries, `__proto__` or `constructor` is
   * a channel like any other, where an assignment to a plain object would change its prototype.
   */
  async function countsByChannel(
    appId: string,
    channelNames: Iterable<string>,
    info: Set<string>,
  ): Promise<JsonRecord> {
    const names = [...channelNames];
    const counts = await Promise.all(names.map((name) => channelCounts(appId, name, info)));
    return Object.fromEntries(names.map((name, index) => [name, counts[index]]));
  }

  async function trigger(appId: string, body: Buffer): Promise<JsonRecord> {
    const input = parseJson(body);
    const event = parseEvent(input, false);
    await bus.publish(appId, event.channels, event.name, event.data, {
      excludeSocketId: event.socketId,
      remember: true,
    });
    const info = infoAttributes(input.info);
    if (info.size === 0) return {};
    return { channels: await countsByChannel(appId, event.channels, info) };
  }

  async function triggerBatch(appId: string, body: Buffer): Promise<JsonRecord> {
    const input = parseJson(body);
    if (!Array.isArray(input.batch)) throw new HttpError(400, 'batch must be an array');
    if (input.batch.length === 0) throw new HttpError(400, 'batch must not be empty');
    if (input.batch.length > MAX_EVENTS_PER_BATCH) {
      throw new HttpError(400, `At most ${MAX_EVENTS_PER_BATCH} events per batch`);
    }
    // Every event is checked before any is sent, so a bad batch sends nothing.
    const events = input.batch.map((item: unknown) => parseEvent(item, true));
    const infos = input.batch.map((item: unknown) =>
      infoAttributes(isRecord(item) ? item.info : undefined),
    );
    for (const event of events) {
      await bus.publish(appId, event.channels, event.name, event.data, {
        excludeSocketId: event.socketId,
        remember: true,
      });
    }
    if (infos.every((info) => info.size === 0)) return {};
    return {
      batch: await Promise.all(
        events.map((event, index) => channelCounts(appId, event.channels[0], infos[index])),
      ),
    };
  }

  async function listChannels(appId: string, query: URLSearchParams): Promise<JsonRecord> {
    const prefix = query.get('filter_by_prefix') ?? '';
    const info = infoAttributes(query.get('info'));
    if (info.has('user_count') && !prefix.startsWith('presence-')) {
      throw new HttpError(400, 'user_count is only available with filter_by_prefix=presence-');
    }
    return {
      channels: await countsByChannel(appId, await bus.occupiedChannels(appId, prefix), info),
    };
  }

  async function showChannel(appId: string, channelName: string): Promise<JsonRecord> {
    return { ...(await bus.channelInfo(appId, channelName)) };
  }

  async function listUsers(appId: string, channelName: string): Promise<JsonRecord> {
    if (!channelName.startsWith('presence-')) {
      throw new HttpError(400, 'Users are only listed for presence channels');
    }
    return { users: (await bus.presenceUserIds(appId, channelName)).map((id) => ({ id })) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const queryStart = rawUrl.indexOf('?');
    const path = queryStart < 0 ? rawUrl : rawUrl.slice(0, queryStart);
    const query = new URLSearchParams(queryStart < 0 ? '' : rawUrl.slice(queryStart + 1));
    const method = req.method ?? 'GET';

    if (path === '/' || path === '/up') {
      reply(res, 200, { ok: true });
      return;
    }
    const match = /^\/apps\/([^/]+)\/(events|batch_events|channels)(?:\/([^/]+)(\/users)?)?$/.exec(
      path,
    );
    if (!match) throw new HttpError(404, 'Not found');
    const [, appId, resource, encodedChannel, users] = match;
    const wantsPost = resource !== 'channels';
    if (wantsPost && encodedChannel !== undefined) throw new HttpError(404, 'Not found');
    if (method !== (wantsPost ? 'POST' : 'GET')) throw new HttpError(405, 'Method not allowed');
    const app = appsById.get(appId);
    if (!app) throw new HttpError(404, `Unknown app id ${appId}`);

    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === null) {
      reply(res, 413, { error: `The body is over ${MAX_BODY_BYTES} bytes` }, true);
      return;
    }
    verifySignature(app, method, path, query, body, Math.floor(Date.now() / 1000));

    if (resource === 'events') {
      reply(res, 200, await trigger(app.id, body));
    } else if (resource === 'batch_events') {
      reply(res, 200, await triggerBatch(app.id, body));
    } else if (encodedChannel === undefined) {
      reply(res, 200, await listChannels(app.id, query));
    } else {
      let channelName: string;
      try {
        channelName = decodeURIComponent(encodedChannel);
      } catch {
        throw new HttpError(400, 'Invalid channel name');
      }
      if (!isValidChannelName(channelName)) throw new HttpError(400, 'Invalid channel name');
      reply(
        res,
        200,
        await (users ? listUsers(app.id, channelName) : showChannel(app.id, channelName)),
      );
    }
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        reply(res, error.status, { error: error.message });
        return;
      }
      if (error instanceof BusUnavailableError) {
        // The nodes' Redis is away: nothing was sent, the publisher may try again.
        logger.error(`realtime: HTTP API request not served: ${error.message}`);
        reply(res, 503, { error: 'The realtime service cannot reach its other nodes; try again' });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      logger.error(`realtime: HTTP API request failed: ${message}`);
      reply(res, 500, { error: 'Internal error' });
    });
  };
}
