/**
 * Wire-level facts of the Pusher Channels protocol (version 7) that the embedded server, the channel
 * authorizer and the tests share: name rules, limits, error codes and frame builders.
 */

/** Protocol versions the server accepts in `?protocol=`; pusher-js 4 and later send 7. */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [5, 6, 7];

/** Pusher's own limits. */
export const MAX_CHANNEL_NAME_LENGTH = 164;
export const MAX_EVENT_NAME_LENGTH = 200;
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
export const MAX_CHANNELS_PER_TRIGGER = 100;
export const MAX_EVENTS_PER_BATCH = 10;
export const MAX_CLIENT_EVENTS_PER_S = 10;
export const MAX_TIMESTAMP_SKEW_S = 600;

/**
 * What one client may send (issue 26: one socket flooding junk stalled delivery to everyone).
 * Every message pusher-js sends is small: the largest is a client event, whose data Pusher caps at
 * 10 KB; sent as a JSON string inside the envelope its escaping can double it. A bigger message is
 * abuse, and so is one nested deeper than any real payload (the envelope is two levels) or a
 * stream of more messages a second than a page subscribing to all its channels at once sends.
 * Each closes the socket (4009 for size and depth, 4301 for the rate), checked before JSON.parse
 * so the junk costs no parsing.
 */
export const MAX_CLIENT_MESSAGE_BYTES = 24 * 1024;
export const MAX_CLIENT_MESSAGE_DEPTH = 32;
export const MAX_CLIENT_MESSAGES_PER_S = 100;

/** Close and error codes of the protocol's "Connection closure" section. */
export const ErrorCode = {
  /** 4000-4099: the client must not reconnect. */
  appNotFound: 4001,
  pathNotFound: 4005,
  invalidVersionFormat: 4006,
  unsupportedProtocolVersion: 4007,
  noProtocolVersion: 4008,
  /** Also what an abusive client is closed with (too large or too deeply nested messages). */
  unauthorized: 4009,
  /** 4100-4199: reconnect after a back-off. Used for a consumer too slow to keep up. */
  overCapacity: 4100,
  /** 4200-4299: reconnect at once. */
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
  /** 4300-4399: any other error; the connection stays open. */
  invalidMessage: 4300,
  /** Also the close code of a socket sending more than MAX_CLIENT_MESSAGES_PER_S. */
  clientEventRateLimited: 4301,
} as const;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`, found by one pass over
 * the characters (brackets inside strings do not count), without parsing it: `[[[[...]]]]` 30,000
 * deep is refused in microseconds, where parsing it builds 30,000 arrays. Malformed text is left
 * to JSON.parse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;
const SOCKET_ID = /^\d+\.\d+$/;

/** True when `name` uses only Pusher's channel-name characters and fits its length limit. */
export function isValidChannelName(name: unknown): name is string {
  return (
    typeof name === 'string' && name.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(name)
  );
}

/** True when `id` looks like a socket id the server hands out (`123.456`). */
export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= 64 && SOCKET_ID.test(id);
}

export type ChannelKind = 'public' | 'private' | 'presence';

/** Which authorization a channel needs; encrypted channels are private ones to this server. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** Cache channels replay their last event to a new subscriber. */
export function isCacheChannel(name: string): boolean {
  return /^(private-encrypted-|private-|presence-)?cache-/.test(name);
}

/** The envelope every protocol message shares. `data` is a JSON string for most server events. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** One frame as the text that goes on the socket. */
export function encodeFrame(frame: PusherFrame): string {
  return JSON.stringify(frame);
}

/** A `pusher:error`; its data is an object, unlike most server events. */
export function errorFrame(code: number, message: string, channel?: string): string {
  return encodeFrame({
    event: 'pusher:error',
    ...(channel ? { channel } : {}),
    data: { code, message },
  });
}
