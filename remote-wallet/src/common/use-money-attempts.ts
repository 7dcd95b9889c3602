import { useState } from 'react';
import { IdempotentAttempts } from '@sportsbook/shared/api';

/**
 * The page's attempts (one Idempotency-Key per attempted form, reused until the outcome is known:
 * `IdempotentAttempts` of shared), for as long as the page is shown. In memory only: the forms
 * hold a password, which is never written to storage.
 */
export function useMoneyAttempts<T extends object>(): IdempotentAttempts<T> {
  const [attempts] = useState(() => new IdempotentAttempts<T>());
  return attempts;
}
