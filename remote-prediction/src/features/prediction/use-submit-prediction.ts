import { useCallback, useRef, useState } from 'react';
import { ApiError, enterPrediction, newIdempotencyKey } from '@sportsbook/shared/api';
import { PREDICTION_MESSAGES } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';

export interface PredictionAttempt {
  participantId: number;
  eventId: number;
  teamId: number;
  stake: string;
}

/** One attempt (the same team and stake) and the key every retry of it sends. */
interface KeyedAttempt {
  signature: string;
  key: string;
}

/**
 * Sends an entry once per press (a second press while one is in flight does nothing). The
 * Idempotency-Key is made once per attempt and kept until the server gave a definite answer, so
 * a retry after a lost answer cannot enter twice. Resolves to the toast to show.
 */
export function useSubmitPrediction(): {
  busy: boolean;
  submit: (attempt: PredictionAttempt) => Promise<{ ok: boolean; message: string }>;
} {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const keyed = useRef<KeyedAttempt | null>(null);

  const submit = useCallback(async (attempt: PredictionAttempt) => {
    if (inFlight.current) return { ok: false, message: PREDICTION_MESSAGES.failed };
    const signature = `${attempt.participantId}:${attempt.eventId}:${attempt.teamId}:${attempt.stake}`;
    if (keyed.current?.signature !== signature) {
      keyed.current = { signature, key: newIdempotencyKey() };
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await enterPrediction(
        {
          participant_id: attempt.participantId,
          prediction_event_id: attempt.eventId,
          stake: attempt.stake,
          prediction: attempt.teamId,
        },
        keyed.current.key,
      );
      keyed.current = null;
      publish('coins:changed', { reason: 'prediction-placed' });
      return { ok: true, message: PREDICTION_MESSAGES.placed };
    } catch (error) {
      // A refusal is final: the next press is a new attempt. A lost answer keeps the key.
      if (error instanceof ApiError && error.status !== null && error.status < 500) {
        keyed.current = null;
      }
      return { ok: false, message: PREDICTION_MESSAGES.failed };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, submit };
}
