import type { SportsbookEventMap, SportsbookEventName } from './event-map';

/** Prefix of the DOM event names on `window`, the wire every build of this module agrees on. */
export const EVENT_PREFIX = 'sportsbook:';

export type BusHandler<K extends SportsbookEventName> = (payload: SportsbookEventMap[K]) => void;

function defaultTarget(): EventTarget {
  return window;
}

/**
 * Sends an event to every subscriber on the page, whichever build of shared it runs. The payload
 * is copied through JSON so no listener can mutate the sender's object.
 */
export function publish<K extends SportsbookEventName>(
  name: K,
  payload: SportsbookEventMap[K],
  target: EventTarget = defaultTarget(),
): void {
  const detail: unknown = JSON.parse(JSON.stringify(payload));
  target.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { detail }));
}

/** Listens to one event; returns the function that stops listening. */
export function subscribe<K extends SportsbookEventName>(
  name: K,
  handler: BusHandler<K>,
  target: EventTarget = defaultTarget(),
): () => void {
  const listener = (event: Event): void => {
    handler((event as CustomEvent<SportsbookEventMap[K]>).detail);
  };
  target.addEventListener(EVENT_PREFIX + name, listener);
  return () => target.removeEventListener(EVENT_PREFIX + name, listener);
}
