import { useEffect, useState } from 'react';
import { lazyPart } from '../../app/lazy-pages';

/** SPEC section 9: the footer shows two seconds after load. */
export const FOOTER_DELAY_MS = 2000;

// Loaded when the delay is over (not before: the first load of `/` should not wait for it). A
// lazyPart, not React.lazy: a chunk that cannot be loaded leaves the footer out instead of
// unmounting the whole site (React.lazy's error had no boundary to stop at; a browser test saw it
// when the page's clock moved past the chunk's load time-out).
const FooterContent = lazyPart('footer', () =>
  import('./FooterContent').then((module) => module.FooterContent),
);

/**
 * The site footer of SPEC section 1, rendered only after FOOTER_DELAY_MS; its content
 * (./FooterContent.tsx) loads then, and shows as soon as it has.
 */
export function Footer({ delayMs = FOOTER_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return <FooterContent />;
}
