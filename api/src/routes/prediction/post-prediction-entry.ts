/**
 * `POST /ng/prediction-entry` (form: participant_id, prediction_event_id, stake, prediction), a
 * money-moving POST: the `Idempotency-Key` header is required, and a retry with the same key
 * replays the first answer and enters nothing (routes/money-post.ts).
 * Success: `{ status: 'success', message, data: PredictionEntry }`, 201.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, PREDICTION_MESSAGES } from '@sportsbook/shared/contracts';
import type { PredictionEntryRequest, PredictionEntryResponse } from '@sportsbook/shared/contracts';
import type { AuthUser } from '../../accounts/tokens';
import { ApiError } from '../../errors';
import type { PredictionEntryInput } from '../../prediction/prediction-service';
import { PREDICTION_TEAM_INVALID } from '../../prediction/prediction-service';
import type { FormBody } from '../auth/form-body';
import { postMoneyForm } from '../money-post';

const FIELDS = ['participant_id', 'prediction_event_id', 'stake', 'prediction'] as const;

type PredictionEntryForm = FormBody<keyof PredictionEntryRequest>;

export const PREDICTION_ENTRY_MESSAGES = {
  participantRequired: 'The participant_id is required.',
  participantNotYou: 'You can only enter a prediction for yourself.',
  eventInvalid: 'The prediction_event_id must be a positive integer.',
  stakeDigits: 'Stake must be whole coins, digits only.',
} as const;

const ID = /^[1-9][0-9]{0,9}$/;

function readId(text: string | undefined): number | null {
  const value = text?.trim() ?? '';
  return ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

function invalid(field: keyof PredictionEntryRequest, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, {
    fieldErrors: { [field]: message },
    statusCode: 422,
  });
}

/** The form as an entry of the signed-in user, or a 4xx naming the field. */
function readForm(form: PredictionEntryForm, user: AuthUser): PredictionEntryInput {
  const participantText = form.participant_id?.trim() ?? '';
  if (participantText === '') {
    throw invalid('participant_id', PREDICTION_ENTRY_MESSAGES.participantRequired);
  }
  if (readId(participantText) !== user.id) {
    throw new ApiError('FORBIDDEN', PREDICTION_ENTRY_MESSAGES.participantNotYou, {
      fieldErrors: { participant_id: PREDICTION_ENTRY_MESSAGES.participantNotYou },
    });
  }
  const eventId = readId(form.prediction_event_id);
  if (eventId === null)
    throw invalid('prediction_event_id', PREDICTION_ENTRY_MESSAGES.eventInvalid);
  const teamId = readId(form.prediction);
  if (teamId === null) throw invalid('prediction', PREDICTION_TEAM_INVALID);
  const stakeText = form.stake?.trim() ?? '';
  if (stakeText === '') {
    throw new ApiError('STAKE_TOO_LOW', PREDICTION_MESSAGES.stakeTooLow, {
      fieldErrors: { stake: PREDICTION_MESSAGES.stakeTooLow },
    });
  }
  if (!/^[0-9]{1,12}$/.test(stakeText))
    throw invalid('stake', PREDICTION_ENTRY_MESSAGES.stakeDigits);
  return { userId: user.id, eventId, teamId, stakeMinor: Number(stakeText) * 100 };
}

export function postPredictionEntry(app: FastifyInstance): void {
  postMoneyForm(app, API_PATHS.predictionEntry, FIELDS, (form, user) => {
    const entry = readForm(form, user);
    return async (trx) => ({
      statusCode: 201,
      body: {
        status: 'success',
        message: PREDICTION_MESSAGES.placed,
        data: await app.predictions.enter(trx, entry),
      } satisfies PredictionEntryResponse,
    });
  });
}
