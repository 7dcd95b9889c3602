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

/**
 * The rows with each update merged into the row of the same id; rows no update names, and
 * updates of rows not shown (another page), are left as they are. No change: the same array.
 */
export function mergeRowsById<T extends { id: number }>(
  rows: T[],
  updates: readonly (Partial<T> & { id: number })[],
): T[] {
  if (!updates.some((update) => rows.some((row) => row.id === update.id))) return rows;
  return rows.map((row) => {
    const update = updates.find((candidate) => candidate.id === row.id);
    return update ? { ...row, ...update } : row;
  });
}

/**
 * Keeps the rows of an open list current from the signed-in user's private channel: each `event`
 * names rows (`rowsOf`: a settled bet's id and status, a decided deposit...), and those shown are
 * updated in place through `updateRows` (usePagedList's), without a request or a reload. A
 * payload without the rows (an older server) changes nothing.
 */
export function useUserRowUpdates<E extends UserEventName, T extends { id: number }>(
  userId: number | null,
  event: E,
  rowsOf: (payload: UserEventPayloads[E]) => readonly (Partial<T> & { id: number })[] | undefined,
  updateRows: (update: (rows: T[]) => T[]) => void,
): void {
  useUserEvent(userId, event, (payload) => {
    const updates = rowsOf(payload);
    if (updates && updates.length > 0) updateRows((rows) => mergeRowsById(rows, updates));
  });
}
