import { whenContentShown, type ContentShownAfter } from './when-content-shown';

/** A `<main>` with a loading placeholder in it, as a slot or a list shows while it loads. */
function pageLoading(): { root: HTMLElement; placeholder: HTMLElement } {
  const root = document.createElement('main');
  const placeholder = document.createElement('div');
  placeholder.setAttribute('aria-busy', 'true');
  root.append(placeholder);
  document.body.append(root);
  return { root, placeholder };
}

/** Lets MutationObserver callbacks (microtasks) run. */
async function flushMutations(): Promise<void> {
  await Promise.resolve();
}

describe('whenContentShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  it.each<ContentShownAfter>(['idle', 'paint'])(
    'runs once no placeholder is left and then (after: %s), not before',
    async (after) => {
      const { placeholder } = pageLoading();
      const root = placeholder.parentElement as HTMLElement;
      const shown = jest.fn();
      whenContentShown(root, shown, { maxWaitMs: 15_000, after });

      jest.advanceTimersByTime(1000);
      expect(shown).not.toHaveBeenCalled();

      placeholder.setAttribute('aria-busy', 'false');
      await flushMutations();
      expect(shown).not.toHaveBeenCalled();
      jest.advanceTimersByTime(600);
      expect(shown).toHaveBeenCalledTimes(1);
    },
  );

  it('waits again for a placeholder that replaced the first before the frame was painted', async () => {
    const { root, placeholder } = pageLoading();
    const shown = jest.fn();
    whenContentShown(root, shown, { maxWaitMs: 15_000, after: 'paint' });

    placeholder.remove();
    await flushMutations();
    const next = document.createElement('div');
    next.setAttribute('aria-busy', 'true');
    root.append(next);
    await flushMutations();
    jest.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();

    next.remove();
    await flushMutations();
    jest.advanceTimersByTime(100);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('runs at maxWaitMs when the content is still loading, once', () => {
    const { root } = pageLoading();
    const shown = jest.fn();
    whenContentShown(root, shown, { maxWaitMs: 3000 });

    jest.advanceTimersByTime(2999);
    expect(shown).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', async () => {
    const { root, placeholder } = pageLoading();
    const shown = jest.fn();
    const cancel = whenContentShown(root, shown, { maxWaitMs: 3000, after: 'paint' });

    placeholder.remove();
    await flushMutations();
    cancel();
    jest.advanceTimersByTime(60_000);
    expect(shown).not.toHaveBeenCalled();
  });
});
