import { useEffect, useState } from 'react';

export type ChoicesState<T> =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: T[] };

/** A select's options from the API (countries, clubs), loaded once per mount. */
export function useChoices<T>(load: (signal: AbortSignal) => Promise<T[]>): ChoicesState<T> {
  const [choices, setChoices] = useState<ChoicesState<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((items) => {
        if (!controller.signal.aborted) setChoices({ state: 'loaded', items });
      })
      .catch(() => {
        if (!controller.signal.aborted) setChoices({ state: 'failed' });
      });
    return () => controller.abort();
  }, [load]);
  return choices;
}
