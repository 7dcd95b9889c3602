/**
 * The remote-loads domain: the host reports which version of each remote a page load got and
 * whether it loaded; the release tool and the canary's automatic rollback read the counts.
 */
import type { FastifyInstance } from 'fastify';
import { registerRateLimits } from '../http/rate-limits';
import { RemoteLoadService } from './remote-load-service';
import { getRemoteLoads } from './get-remote-loads';
import { postRemoteLoads } from './post-remote-loads';

export async function remoteLoadRoutes(app: FastifyInstance): Promise<void> {
  await registerRateLimits(app);
  const service = new RemoteLoadService(app.db, app.ledger.transactions);
  postRemoteLoads(app, service);
  getRemoteLoads(app, service);
}
