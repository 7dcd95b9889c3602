import { useEffect, useState, type RefObject } from 'react';

/** Whether a row that scrolls sideways has more before (`start`) and after (`end`) its view. */
export interface ScrollCues {
  start: boolean;
  end: boolean;
}

const NONE: ScrollCues = { start: false, end: false };

/**
 * Follows a sideways-scrolling row (the header's menu on a phone): what it holds beyond its left
 * and right edges, after every scroll and every change of its size, so the row can show a cue
 * where it continues instead of cutting an item off without a sign.
 */
export function useScrollCues(ref: RefObject<HTMLElement | null>): ScrollCues {
  const [cues, setCues] = useState<ScrollCues>(NONE);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { start: element.scrollLeft > 1, end: element.scrollLeft < hidden - 1 };
      setCues((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);

  return cues;
}
