/**
 * Calls `shown` once `root` holds no loading placeholder (`[aria-busy="true"]`: the Skeleton of
 * this package, which remote slots and lists show while they load) and the browser has had an idle
 * moment after that, so work started then does not delay the paint of that content. `maxWaitMs`
 * after the call it runs anyway (content stuck loading, a slow API). Returns a cancel function.
 * The host starts the betslip with it, the realtime connection opens with it (issue 12).
 */
export function whenContentShown(
  root: Element,
  shown: () => void,
  { maxWaitMs }: { maxWaitMs: number },
): () => void {
  let done = false;
  let idleHandle: (() => void) | null = null;
  const finish = (): void => {
    if (done) return;
    done = true;
    cancel();
    shown();
  };
  const observer = new MutationObserver(() => check());
  const fallback = setTimeout(finish, maxWaitMs);
  function cancel(): void {
    observer.disconnect();
    clearTimeout(fallback);
    idleHandle?.();
  }
  function check(): void {
    if (done || idleHandle || root.querySelector('[aria-busy="true"]')) return;
    observer.disconnect();
    idleHandle = onIdle(finish);
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
