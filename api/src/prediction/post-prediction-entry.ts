/**
 * `POST /ng/prediction-entry` (form: participant_id, prediction_event_id, stake, prediction), a
 * money-moving POST: the `Idempotency-Key` header is required, and a retry with the same key
 * replays the first answer and enters nothing (http/money-post.ts). The form is checked by shared's
 * predictionEntrySchema; who may enter (only oneself) and the rest are the server's.
 * Success: `{ status: 'success', message, data: PredictionEntry }`, 201.
 */
import type { FastifyInstance } from 'fastify';
import { predictionEntryReply } from '@sportsbook/shared/contracts/wire-schemas';
import {
  API_PATHS,
  idOf,
  PREDICTION_ENTRY_MESSAGES,
  PREDICTION_MESSAGES,
  predictionEntryCodes,
  predictionEntrySchema,
} from '@sportsbook/shared/contracts';
import type { PredictionEntryForm, PredictionEntryResponse } from '@sportsbook/shared/contracts';
import type { AuthUser } from '../http/authenticate';
import { ApiError } from '../errors';
import type { PredictionEntryInput } from './prediction-service';
import { postMoneyForm } from '../http/money-post';

/** The checked form (predictionEntrySchema) as an entry of the signed-in user, or 403. */
function entryOf(form: PredictionEntryForm, user: AuthUser): PredictionEntryInput {
  if (idOf(form.participant_id) !== user.id) {
    throw new ApiError('FORBIDDEN', PREDICTION_ENTRY_MESSAGES.participantNotYou, {
      fieldErrors: { participant_id: PREDICTION_ENTRY_MESSAGES.participantNotYou },
    });
  }
  return {
    userId: user.id,
    eventId: Number(form.prediction_event_id),
    teamId: Number(form.prediction),
    stakeMinor: Number(form.stake) * 100,
  };
}

export function postPredictionEntry(app: FastifyInstance): void {
  postMoneyForm(
    app,
    API_PATHS.predictionEntry,
    predictionEntrySchema,
    (form, user) => {
      const entry = entryOf(form, user);
      return async (trx) => {
        await app.saferGambling.guard(trx, user.id, { kind: 'prediction' });
        return {
          statusCode: 201,
          body: {
            status: 'success',
            message: PREDICTION_MESSAGES.placed,
            data: await app.predictions.enter(trx, entry),
          } satisfies PredictionEntryResponse,
        };
      };
    },
    { codes: predictionEntryCodes, reply: predictionEntryReply },
  );
}
