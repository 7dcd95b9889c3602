import { useEffect, useState } from 'react';
import { whenContentShown } from '@sportsbook/shared/ui';

/** The page content the shell's later parts wait for (the shell's `<main>`). */
export const PAGE_CONTENT_ID = 'sb-host-content';

/**
 * Whether the page's own content has shown: no loading placeholder left in the shell's `<main>`,
 * then an idle moment (shared/ui `whenContentShown`), or `maxWaitMs` after the first render,
 * whichever comes first. The parts of the shell that the first list need not wait for (the
 * betslip, the sports sidebar) start loading then (issues 12 and 33).
 */
export function usePageContentShown(maxWaitMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const content = document.getElementById(PAGE_CONTENT_ID) ?? document.body;
    return whenContentShown(content, () => setShown(true), { maxWaitMs });
  }, [maxWaitMs]);
  return shown;
}
