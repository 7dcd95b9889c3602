import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  /** The frame callbacks requested and not yet run, by handle. */
  const frames = new Map<number, FrameRequestCallback>();
  let nextHandle = 1;
  let visibility: DocumentVisibilityState = 'visible';

  beforeEach(() => {
    jest.useFakeTimers();
    frames.clear();
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      const handle = nextHandle++;
      frames.set(handle, callback);
      return handle;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => {
      frames.delete(handle);
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The browser draws a frame: the callbacks requested before it run (not those they request). */
  function drawFrame(): void {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(0);
  }

  it('runs in the task after the frame that follows the next one began, not before', () => {
    const run = jest.fn();
    afterNextPaint(run);

    jest.runOnlyPendingTimers();
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    jest.runOnlyPendingTimers();
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    expect(run).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task in a hidden page, where no frame is drawn', () => {
    visibility = 'hidden';
    const run = jest.fn();
    afterNextPaint(run);

    expect(run).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([0, 1, 2])('never runs once cancelled after %i frames', (drawn) => {
    const run = jest.fn();
    const cancel = afterNextPaint(run);
    for (let i = 0; i < drawn; i += 1) drawFrame();
    cancel();
    drawFrame();
    drawFrame();
    jest.runOnlyPendingTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
