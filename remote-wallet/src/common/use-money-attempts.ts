import { useState } from 'react';
import { MoneyAttempts } from './money-attempts';

/** The page's attempts: one instance for as long as the page is shown. */
export function useMoneyAttempts<T>(): MoneyAttempts<T> {
  const [attempts] = useState(() => new MoneyAttempts<T>());
  return attempts;
}
