import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (false where the browser has no matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC section 9: mobile at 992 px and below. */
export const MOBILE_QUERY = '(max-width: 992px)';
