import { useEffect, useRef } from 'react';
import { subscribe, type BusHandler } from './bus';
import type { SportsbookEventName } from './event-map';

/** Subscribes a component to a bus event for its lifetime; the latest handler is always called. */
export function useBusEvent<K extends SportsbookEventName>(name: K, handler: BusHandler<K>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(name, (payload) => latest.current(payload)), [name]);
}
