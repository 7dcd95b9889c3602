/**
 * Sets the window's width for the list layouts (table above 992 px, cards at 992 px and below).
 * jsdom has no matchMedia, so the pages read `innerWidth`.
 */
export function useViewport(widthPx: number): void {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    writable: true,
    value: widthPx,
  });
}
