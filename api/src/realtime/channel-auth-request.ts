/**
 * A private-channel signing request as pusher-js sends it (form: socket_id, channel_name), checked
 * and signed: the one rule of both signing routes, the bettors' `/broadcasting/auth` and the
 * operators' `/operator/broadcasting/auth`. Each route says which channels its user may have;
 * any other is refused with 403.
 */
import { ApiError } from '../errors';
import type { PusherConfig } from '../config';
import { channelAuthReply } from '@sportsbook/shared/contracts/wire-schemas';
import { invalidField, replyOf } from '../http/schemas';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';
import { ChannelAuthError, signChannelAuth } from './auth';
import type { ChannelAuthResponse } from '@sportsbook/shared/contracts';

export const CHANNEL_AUTH_FIELDS = ['socket_id', 'channel_name', 'channel_data'] as const;

export type ChannelAuthBody = FormBody<(typeof CHANNEL_AUTH_FIELDS)[number]> | undefined;

export const channelAuthSchema = {
  body: formBodySchema(CHANNEL_AUTH_FIELDS),
  ...replyOf(channelAuthReply),
} as const;

export const CHANNEL_FORBIDDEN_MESSAGE = 'You may not subscribe to this channel.';

function required(field: string): ApiError {
  return invalidField(field, `The ${field} field is required.`);
}

/** Signs the posted channel when `allowed` says this user may have it; a 4xx otherwise. */
export function signChannelRequest(
  pusher: Pick<PusherConfig, 'key' | 'secret'>,
  body: ChannelAuthBody,
  allowed: (channelName: string) => boolean,
): ChannelAuthResponse {
  const socketId = body?.socket_id?.trim() ?? '';
  const channelName = body?.channel_name?.trim() ?? '';
  if (socketId === '') throw required('socket_id');
  if (channelName === '') throw required('channel_name');
  if (!allowed(channelName)) {
    throw new ApiError('FORBIDDEN', CHANNEL_FORBIDDEN_MESSAGE, {
      fieldErrors: { channel_name: CHANNEL_FORBIDDEN_MESSAGE },
    });
  }
  try {
    return signChannelAuth({ key: pusher.key, secret: pusher.secret, socketId, channelName });
  } catch (error) {
    if (error instanceof ChannelAuthError) {
      throw new ApiError('VALIDATION_FAILED', error.message, {
        fieldErrors: {
          [error.code === 'INVALID_SOCKET_ID' ? 'socket_id' : 'channel_name']: error.message,
        },
      });
    }
    throw error;
  }
}
