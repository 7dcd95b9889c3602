import { useEffect, useRef } from 'react';
import type { UserEventName, UserEventPayloads } from '../contracts';
import { onUserEvent } from './connection';

/**
 * Listens to one event of the signed-in user's private channel while the component is mounted
 * and `userId` is known (null: signed out, nothing is listened to). The handler may change
 * between renders without resubscribing.
 */
export function useUserEvent<E extends UserEventName>(
  userId: number | null,
  event: E,
  handler: (payload: UserEventPayloads[E]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (userId === null) return undefined;
    return onUserEvent(userId, event, (payload) => latest.current(payload));
  }, [userId, event]);
}
