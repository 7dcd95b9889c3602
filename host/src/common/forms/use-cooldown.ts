import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button's "wait a moment" state: `start()` turns it on and it turns itself off `ms` later.
 * The timer is cleared when the component goes away, so nothing updates an unmounted form.
 */
export function useCooldown(ms: number): { coolingDown: boolean; start: () => void } {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCoolingDown(false);
    }, ms);
  }, [ms]);

  return { coolingDown, start };
}
