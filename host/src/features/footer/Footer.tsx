import { lazy, Suspense, useEffect, useState } from 'react';

/** SPEC section 9: the footer shows two seconds after load. */
export const FOOTER_DELAY_MS = 2000;

// Loaded when the delay is over (not before: the first load of `/` should not wait for it).
const FooterContent = lazy(() =>
  import('./FooterContent').then((module) => ({ default: module.FooterContent })),
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

  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  );
}
