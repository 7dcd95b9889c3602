import { useEffect, useState, type RefObject } from 'react';
import { whenContentShown } from '@sportsbook/shared/ui';

/**
 * The longest the page's content is waited for: on a slow page the modal opens anyway, painted
 * before a page content that is still to come (issue 12 measured that content at 1-4 s).
 */
export const PAGE_CONTENT_MAX_WAIT_MS = 3000;

/** What counts as the visitor's first interaction (the events that end LCP in browsers too). */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * True once the page's own content has painted, at the visitor's first interaction, or after
 * PAGE_CONTENT_MAX_WAIT_MS, whichever comes first (SPEC-READINGS.md "The home modal": the page's
 * own content may paint first, the modal is never delayed past the first interaction).
 *
 * "Painted": `content` holds no busy placeholder (every remote slot and every list inside it has
 * loaded, or shows its empty / unavailable state), then one frame, so that content is on screen
 * before whatever waits for it (shared/ui's whenContentShown, as the betslip's start). Without a `content` element there is nothing to wait for.
 *
 * The interaction that ends the wait is the caller's (`onInteraction`): the modal takes it, so a
 * key pressed or a pointer pressed before the modal appeared does not act on the page under it.
 */
export function useAfterPageContent(
  content: RefObject<HTMLElement | null> | undefined,
  enabled: boolean,
  onInteraction?: (event: Event) => void,
): boolean {
  const [ready, setReady] = useState(() => !content);

  useEffect(() => {
    if (!enabled || ready) return undefined;
    const root = content?.current;
    if (!root) {
      setReady(true);
      return undefined;
    }
    const finish = () => setReady(true);
    const stopWaiting = whenContentShown(root, finish, {
      maxWaitMs: PAGE_CONTENT_MAX_WAIT_MS,
      after: 'paint',
    });
    const interacted = (event: Event) => {
      onInteraction?.(event);
      finish();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, interacted, { capture: true, passive: type === 'wheel' });
    }
    return () => {
      stopWaiting();
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
    };
  }, [content, enabled, onInteraction, ready]);

  return ready;
}
