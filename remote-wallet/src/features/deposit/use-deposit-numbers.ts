import { useCallback, useEffect, useState } from 'react';
import { fetchDepositNumbers } from '@sportsbook/shared/api';
import type { DepositNumber } from '@sportsbook/shared/contracts';

export type DepositNumbers =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; numbers: DepositNumber[] };

/** The house numbers of the mobile-wallet methods (`GET /ng/user/wallet/deposit-numbers`). */
export function useDepositNumbers(): { numbers: DepositNumbers; retry: () => void } {
  const [numbers, setNumbers] = useState<DepositNumbers>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setNumbers({ state: 'loading' });
    fetchDepositNumbers(controller.signal)
      .then((list) => {
        if (!controller.signal.aborted) setNumbers({ state: 'loaded', numbers: list });
      })
      .catch(() => {
        if (!controller.signal.aborted) setNumbers({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { numbers, retry };
}
