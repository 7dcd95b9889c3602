/**
 * `POST /broadcasting/auth` (form: socket_id, channel_name), as pusher-js / laravel-echo call it:
 * signs a private-channel subscription for the bearer token's user. The only private channel is
 * the user's own, `private-user.{id}`; any other is refused with 403.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, privateUserChannel } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../../accounts/authenticate';
import { ApiError } from '../../errors';
import { ChannelAuthError, signChannelAuth } from '../../realtime/auth';
import type { ChannelAuthResponse } from '../../realtime/auth';
import { formBodySchema } from '../auth/form-body';
import type { FormBody } from '../auth/form-body';

const FIELDS = ['socket_id', 'channel_name', 'channel_data'] as const;

export const postBroadcastingAuthSchema = { body: formBodySchema(FIELDS) } as const;

export const CHANNEL_FORBIDDEN_MESSAGE = 'You may not subscribe to this channel.';

function required(field: string): ApiError {
  const message = `The ${field} field is required.`;
  return new ApiError('VALIDATION_FAILED', message, { fieldErrors: { [field]: message } });
}

export function postBroadcastingAuth(app: FastifyInstance): void {
  app.post<{ Body: FormBody<(typeof FIELDS)[number]> | undefined; Reply: ChannelAuthResponse }>(
    `/${API_PATHS.broadcastingAuth}`,
    { schema: postBroadcastingAuthSchema, onRequest: authenticate(app) },
    async (request) => {
      const user = currentUser(request);
      const socketId = request.body?.socket_id?.trim() ?? '';
      const channelName = request.body?.channel_name?.trim() ?? '';
      if (socketId === '') throw required('socket_id');
      if (channelName === '') throw required('channel_name');
      if (channelName !== privateUserChannel(user.id)) {
        throw new ApiError('FORBIDDEN', CHANNEL_FORBIDDEN_MESSAGE, {
          fieldErrors: { channel_name: CHANNEL_FORBIDDEN_MESSAGE },
        });
      }
      try {
        return signChannelAuth({
          key: app.config.pusher.key,
          secret: app.config.pusher.secret,
          socketId,
          channelName,
        });
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
    },
  );
}
