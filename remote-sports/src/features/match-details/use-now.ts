import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `tickMs` (SPEC section 9: the match timer ticks 1000 ms). */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
