/**
 * Runs `run` once the browser has painted the next frame and put it on screen, and returns a
 * cancel function. A frame's `requestAnimationFrame` callbacks run before its paint, and the
 * compositor presents the painted frame afterwards, off the main thread (tens of milliseconds
 * later when it draws in software, as Chromium does without a GPU); a task queued from the next
 * frame's callback runs once that frame is on screen. In a hidden page, where no frame is drawn,
 * it runs in the next task.
 *
 * What it is for: work that need not delay the first paint of what is already rendered (the
 * first requests of a list whose skeleton is showing, the home modal after the page's content),
 * so the paint is not held behind it and the work starts right after it (issue 12).
 */
export function afterNextPaint(run: () => void): () => void {
  let frame: number | undefined;
  let task: ReturnType<typeof setTimeout> | undefined;
  const queue = (): void => {
    frame = undefined;
    task = setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    queue();
  } else {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(queue);
    });
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}
