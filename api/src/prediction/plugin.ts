/** The prediction domain: reading the event and entering it. */
import type { FastifyInstance } from 'fastify';
import { getPredictionEvent } from './get-prediction-event';
import { postPredictionEntry } from './post-prediction-entry';
import { PredictionService } from './prediction-service';

declare module 'fastify' {
  interface FastifyInstance {
    predictions: PredictionService;
  }
}

/** Prediction: its services, decorated at once, then its routes (README "Layout"). */
export function registerPrediction(app: FastifyInstance): void {
  const { db, ledger, broadcaster, config } = app;
  app.decorate(
    'predictions',
    new PredictionService({ db, ledger, broadcaster, publicUrl: config.publicUrl, now: app.now }),
  );
  app.register(predictionRoutes);
}

export async function predictionRoutes(app: FastifyInstance): Promise<void> {
  getPredictionEvent(app);
  postPredictionEntry(app);
}
