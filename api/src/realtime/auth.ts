import { createHmac } from 'node:crypto';
import type { ChannelAuthResponse } from '@sportsbook/shared/contracts';
import { safeEqual } from '../safe-equal';
import { channelKind, isValidChannelName, isValidSocketId } from './protocol';

/** Why a channel could not be signed; the /broadcasting/auth route maps the code to a 4xx. */
export type ChannelAuthErrorCode =
  | 'INVALID_SOCKET_ID'
  | 'INVALID_CHANNEL_NAME'
  | 'PUBLIC_CHANNEL'
  | 'CHANNEL_DATA_REQUIRED'
  | 'CHANNEL_DATA_NOT_ALLOWED'
  | 'INVALID_CHANNEL_DATA';

/** Thrown by signChannelAuth when its input cannot be signed. */
export class ChannelAuthError extends Error {
  constructor(
    readonly code: ChannelAuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelAuthError';
  }
}

export interface SignChannelAuthInput {
  key: string;
  secret: string;
  socketId: string;
  channelName: string;
  /** Presence channels only: JSON text with `user_id` and optional `user_info`. */
  channelData?: string;
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** The text a private or presence subscription signs: `socket_id:channel[:channel_data]`. */
function stringToSign(socketId: string, channelName: string, channelData?: string): string {
  return channelData === undefined
    ? `${socketId}:${channelName}`
    : `${socketId}:${channelName}:${channelData}`;
}

/** The presence member a channel_data text names, or null when it is not valid. */
export function parsePresenceMember(
  channelData: string,
): { userId: string; userInfo: unknown } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const userId = record.user_id;
  if (typeof userId === 'number' && Number.isFinite(userId)) {
    return { userId: String(userId), userInfo: record.user_info };
  }
  if (typeof userId === 'string' && userId !== '' && userId.length <= 128) {
    return { userId, userInfo: record.user_info };
  }
  return null;
}

/**
 * Signs a private or presence channel subscription for one socket, exactly as Pusher expects:
 * `auth` is `key:HMAC-SHA256-hex(secret, socket_id:channel[:channel_data])`.
 */
export function signChannelAuth(input: SignChannelAuthInput): ChannelAuthResponse {
  const { key, secret, socketId, channelName, channelData } = input;
  if (!isValidSocketId(socketId)) {
    throw new ChannelAuthError('INVALID_SOCKET_ID', `Invalid socket id: '${String(socketId)}'`);
  }
  if (!isValidChannelName(channelName)) {
    throw new ChannelAuthError(
      'INVALID_CHANNEL_NAME',
      `Invalid channel name: '${String(channelName)}'`,
    );
  }
  const kind = channelKind(channelName);
  if (kind === 'public') {
    throw new ChannelAuthError(
      'PUBLIC_CHANNEL',
      `Channel '${channelName}' is public and needs no authorization`,
    );
  }
  if (kind === 'presence') {
    if (channelData === undefined) {
      throw new ChannelAuthError(
        'CHANNEL_DATA_REQUIRED',
        'A presence channel needs channel_data with a user_id',
      );
    }
    if (parsePresenceMember(channelData) === null) {
      throw new ChannelAuthError(
        'INVALID_CHANNEL_DATA',
        'channel_data must be a JSON object with a user_id',
      );
    }
    const signature = hmacHex(secret, stringToSign(socketId, channelName, channelData));
    return { auth: `${key}:${signature}`, channel_data: channelData };
  }
  if (channelData !== undefined) {
    throw new ChannelAuthError(
      'CHANNEL_DATA_NOT_ALLOWED',
      'channel_data is for presence channels only',
    );
  }
  return { auth: `${key}:${hmacHex(secret, stringToSign(socketId, channelName))}` };
}

/**
 * Checks the `auth` a client sent with `pusher:subscribe`. Presence channels sign the channel_data
 * text as sent; private channels ignore it, as Pusher does.
 */
export function verifyChannelAuth(input: {
  key: string;
  secret: string;
  socketId: string;
  channelName: string;
  channelData?: string;
  auth: unknown;
}): boolean {
  const { key, secret, socketId, channelName, channelData, auth } = input;
  if (typeof auth !== 'string') return false;
  const separator = auth.indexOf(':');
  if (separator < 0 || !safeEqual(auth.slice(0, separator), key)) return false;
  const signed = channelKind(channelName) === 'presence' ? channelData : undefined;
  const expected = hmacHex(secret, stringToSign(socketId, channelName, signed));
  return safeEqual(auth.slice(separator + 1), expected);
}

export { hmacHex };
