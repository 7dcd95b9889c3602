/** The prediction domain: reading the event and entering it. */
import type { FastifyInstance } from 'fastify';
import { getPredictionEvent } from './get-prediction-event';
import { postPredictionEntry } from './post-prediction-entry';

export async function predictionRoutes(app: FastifyInstance): Promise<void> {
  getPredictionEvent(app);
  postPredictionEntry(app);
}
