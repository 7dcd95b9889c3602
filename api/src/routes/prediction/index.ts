/** The prediction domain. Entries (`POST /ng/prediction-entry`) arrive with the ledger. */
import type { FastifyInstance } from 'fastify';
import { getPredictionEvent } from './get-prediction-event';

export async function predictionRoutes(app: FastifyInstance): Promise<void> {
  getPredictionEvent(app);
}
