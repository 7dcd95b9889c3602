/** The support domain: the signed-in user's complaints (submit, history). Operators answer with the ops tool. */
import type { FastifyInstance } from 'fastify';
import { getComplainHistory } from './get-complain-history';
import { postSubmitComplain } from './post-submit-complain';
import { ComplaintService } from './complaint-service';

declare module 'fastify' {
  interface FastifyInstance {
    complaints: ComplaintService;
  }
}

/** Support: its services, decorated at once, then its routes (README "Layout"). */
export function registerSupport(app: FastifyInstance): void {
  app.decorate(
    'complaints',
    new ComplaintService(app.db, app.ledger.transactions, app.broadcaster),
  );
  app.register(supportRoutes);
}

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  postSubmitComplain(app);
  getComplainHistory(app);
}
