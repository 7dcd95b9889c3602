/**
 * `POST /broadcasting/auth` (form: socket_id, channel_name), as pusher-js / laravel-echo call it:
 * signs a private-channel subscription for the bearer token's user. The only private channel is
 * the user's own, `private-user.{id}`; any other (the operators' `private-backoffice` too) is
 * refused with 403. Operators sign theirs at `/operator/broadcasting/auth` (backoffice/plugin.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, privateUserChannel } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import type { ChannelAuthResponse } from '@sportsbook/shared/contracts';
import { channelAuthSchema, signChannelRequest } from './channel-auth-request';
import type { ChannelAuthBody } from './channel-auth-request';

export function postBroadcastingAuth(app: FastifyInstance): void {
  app.post<{ Body: ChannelAuthBody; Reply: ChannelAuthResponse }>(
    `/${API_PATHS.broadcastingAuth}`,
    { schema: channelAuthSchema, onRequest: authenticate(app) },
    async (request) => {
      const own = privateUserChannel(currentUser(request).id);
      return signChannelRequest(app.config.pusher, request.body, (channel) => channel === own);
    },
  );
}
