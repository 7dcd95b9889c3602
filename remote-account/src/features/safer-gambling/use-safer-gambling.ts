import { useCallback, useEffect, useState } from 'react';
import { ApiError, fetchSaferGambling } from '@sportsbook/shared/api';
import type { SaferGamblingResponse, SaferGamblingState } from '@sportsbook/shared/contracts';

export type SaferGamblingLoad =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; data: SaferGamblingState };

export interface SaferGamblingPage {
  load: SaferGamblingLoad;
  /** The last answer's message (role=status) or refusal (the Error! box). */
  message: string | null;
  error: string | null;
  busy: boolean;
  /** Sends one change; the answer's state replaces the page's. */
  run: (send: () => Promise<SaferGamblingResponse>) => Promise<boolean>;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error
    ? error.message
    : 'Something went wrong. Please try again!';
}

/** The bettor's safer-gambling state, and the one way the pages change it. */
export function useSaferGambling(): SaferGamblingPage {
  const [load, setLoad] = useState<SaferGamblingLoad>({ state: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchSaferGambling(controller.signal)
      .then((data) => setLoad({ state: 'loaded', data }))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: messageOf(failure) });
      });
    return () => controller.abort();
  }, []);

  const run = useCallback(async (send: () => Promise<SaferGamblingResponse>) => {
    setBusy(true);
    setMessage(null);
    setError(null);
    try {
      const answer = await send();
      setLoad({ state: 'loaded', data: answer.data });
      setMessage(answer.message);
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { load, message, error, busy, run };
}
