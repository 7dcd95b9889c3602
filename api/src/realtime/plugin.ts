/** The broadcasting domain: private-channel authorization for the realtime server. */
import type { FastifyInstance } from 'fastify';
import { postBroadcastingAuth } from './post-broadcasting-auth';

export async function broadcastingRoutes(app: FastifyInstance): Promise<void> {
  postBroadcastingAuth(app);
}
