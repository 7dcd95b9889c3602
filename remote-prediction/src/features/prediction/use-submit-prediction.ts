import { useCallback, useRef, useState } from 'react';
import { enterPrediction, IdempotentAttempts } from '@sportsbook/shared/api';
import { PREDICTION_MESSAGES } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';

export interface PredictionAttempt {
  participantId: number;
  eventId: number;
  teamId: number;
  stake: string;
}

/**
 * Sends an entry once per press (a second press while one is in flight does nothing). One
 * Idempotency-Key per attempt (the same event, team and stake), reused until the outcome is known
 * (`IdempotentAttempts` of shared), so a retry after a lost answer, or after signing in again,
 * cannot enter twice. Resolves to the toast to show.
 */
export function useSubmitPrediction(): {
  busy: boolean;
  submit: (attempt: PredictionAttempt) => Promise<{ ok: boolean; message: string }>;
} {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [attempts] = useState(
    () =>
      new IdempotentAttempts<PredictionAttempt>({
        identify: (entry) =>
          `${entry.participantId}:${entry.eventId}:${entry.teamId}:${entry.stake}`,
      }),
  );

  const submit = useCallback(
    async (attempt: PredictionAttempt) => {
      if (inFlight.current) return { ok: false, message: PREDICTION_MESSAGES.failed };
      inFlight.current = true;
      setBusy(true);
      try {
        await attempts.send(attempt, (entry, key) =>
          enterPrediction(
            {
              participant_id: entry.participantId,
              prediction_event_id: entry.eventId,
              stake: entry.stake,
              prediction: entry.teamId,
            },
            key,
          ),
        );
        publish('coins:changed', { reason: 'prediction-placed' });
        return { ok: true, message: PREDICTION_MESSAGES.placed };
      } catch {
        return { ok: false, message: PREDICTION_MESSAGES.failed };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [attempts],
  );

  return { busy, submit };
}
