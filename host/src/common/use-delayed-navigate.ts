import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates after a delay (the 300 ms after a sign-in or registration message). A pending
 * navigation is dropped if the page goes away first, so it never pulls the user back.
 */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to: string, delayMs: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        navigate(to);
      }, delayMs);
    },
    [navigate],
  );
}
