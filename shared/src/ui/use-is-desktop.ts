import { useEffect, useState } from 'react';

/** SPEC section 9: desktop above 992 px, mobile at 992 px and below. */
export const DESKTOP_QUERY = '(min-width: 993px)';

function isDesktopNow(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(DESKTOP_QUERY).matches;
  return window.innerWidth > 992;
}

/** Whether the window is wider than 992 px, following resizes. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(isDesktopNow);
  useEffect(() => {
    // Read again on mount: the width may have changed between the first render and now.
    const update = () => setDesktop(isDesktopNow());
    update();
    if (typeof window.matchMedia === 'function') {
      const query = window.matchMedia(DESKTOP_QUERY);
      query.addEventListener('change', update);
      return () => query.removeEventListener('change', update);
    }
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return desktop;
}
