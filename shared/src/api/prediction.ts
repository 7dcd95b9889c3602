import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type PredictionEntryRequest,
  type PredictionEntryResponse,
} from '../contracts';
import { apiPostForm } from './client';

/**
 * `POST /ng/prediction-entry`, a money-moving POST. The idempotency key is made once per attempt
 * (the same team and stake) by the caller, so a retry or a double press enters once.
 */
export function enterPrediction(
  request: PredictionEntryRequest,
  idempotencyKey: string,
): Promise<PredictionEntryResponse> {
  return apiPostForm<PredictionEntryResponse>(
    API_PATHS.predictionEntry,
    { ...request },
    { auth: true, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}
