import { useEffect, useState } from 'react';

/** SPEC section 9: desktop is above 992 px; 992 px and below is mobile. */
export const DESKTOP_QUERY = '(min-width: 993px)';

function matchesDesktop(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(DESKTOP_QUERY).matches;
  return window.innerWidth > 992;
}

/** Whether the window is wider than 992 px, following resizes. */
export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(matchesDesktop);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => setDesktop(query.matches);
    query.addEventListener('change', onChange);
    onChange();
    return () => query.removeEventListener('change', onChange);
  }, []);
  return desktop;
}
