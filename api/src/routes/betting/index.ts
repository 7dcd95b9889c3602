/** The betting domain: placing a bet from the betslip. */
import type { FastifyInstance } from 'fastify';
import { postBetSubmit } from './post-bet-submit';

export async function bettingRoutes(app: FastifyInstance): Promise<void> {
  postBetSubmit(app);
}
