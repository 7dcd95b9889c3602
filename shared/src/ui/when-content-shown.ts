import { afterNextPaint } from './after-next-paint';

/** A placeholder of content still loading: the Skeleton of this package (`aria-busy="true"`). */
const BUSY = '[aria-busy="true"]';

/**
 * What "shown" waits for once no placeholder is left: `idle`, an idle moment of the browser (work
 * started then does not delay the paint of that content); `paint`, the next frame painted and on
 * screen (`afterNextPaint`).
 */
export type ContentShownAfter = 'idle' | 'paint';

export interface WhenContentShownOptions {
  /** After this long it runs anyway (content stuck loading, a slow API). */
  maxWaitMs: number;
  /** `idle` unless said. */
  after?: ContentShownAfter;
}

/**
 * Calls `shown` once `root` holds no loading placeholder (`[aria-busy="true"]`: the Skeleton of
 * this package, which remote slots and lists show while they load) and then the browser has had an
 * idle moment, or has painted a frame (`after`). A placeholder that is back by then (one list's
 * skeleton replaced by another's) is waited for again. `maxWaitMs` after the call it runs anyway.
 * Returns a cancel function. The host starts the betslip and opens the home modal with it, the
 * realtime connection opens with it (issue 12).
 */
export function whenContentShown(
  root: Element,
  shown: () => void,
  { maxWaitMs, after = 'idle' }: WhenContentShownOptions,
): () => void {
  let done = false;
  let pending: (() => void) | null = null;
  const finish = (): void => {
    if (done) return;
    done = true;
    cancel();
    shown();
  };
  const settled = (): void => {
    pending = null;
    if (root.querySelector(BUSY)) return;
    finish();
  };
  const observer = new MutationObserver(() => check());
  const fallback = setTimeout(finish, maxWaitMs);
  function cancel(): void {
    observer.disconnect();
    clearTimeout(fallback);
    pending?.();
    pending = null;
  }
  function check(): void {
    if (done || pending || root.querySelector(BUSY)) return;
    pending = after === 'idle' ? onIdle(settled) : afterNextPaint(settled);
  }
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  check();
  return () => {
    done = true;
    cancel();
  };
}

/** requestIdleCallback where the browser has it (not Safari), else the next task. */
function onIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
