import { useCallback, useEffect, useState } from 'react';
import { fetchPredictionEvent } from '@sportsbook/shared/api';
import type { PredictionEvent } from '@sportsbook/shared/contracts';

export type PredictionEventLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; event: PredictionEvent };

/**
 * Loads the event (`GET getPredictionEvent/{id}`). A failure is logged to the console, as SPEC
 * section 9 says, and reported so the card can offer a retry instead of loading forever.
 */
export function usePredictionEvent(eventId: number): {
  load: PredictionEventLoad;
  retry: () => void;
} {
  const [load, setLoad] = useState<PredictionEventLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPredictionEvent(eventId, controller.signal).then(
      (event) => setLoad({ state: 'loaded', event }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The prediction event did not load.', error);
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { load, retry };
}
