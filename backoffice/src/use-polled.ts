/**
 * A list the screen keeps current: fetched at once, again at once when the operators' channel
 * says its queue changed (live-queues.ts) and right after each action, and polled with its ETag
 * (the API answers 304 while nothing changed): slowly while the channel is live, as a safety net,
 * every few seconds while it is not.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { BackofficeQueue } from '@sportsbook/shared/contracts';
import { ApiError } from '@sportsbook/shared/api/attempts';
import { call } from './api';
import { isLive, onLiveChange, onQueueChanged } from './live-queues';

/** The poll while no notice can arrive (the socket down, or a list no notice names). */
export const POLL_MS = 3000;
/** The poll while notices arrive: only what a missed notice could leave stale. */
export const LIVE_POLL_MS = 30_000;

export interface Polled<T> {
  data: T | null;
  error: string | null;
  reload: () => Promise<void>;
}

/** `queue`: the list the operators' channel names when this one changes; null when none does. */
export function usePolled<T>(path: string | null, queue: BackofficeQueue | null): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const etag = useRef<string | null>(null);
  const current = useRef(path);
  current.current = path;
  const live = useSyncExternalStore(onLiveChange, isLive) && queue !== null;
  const wasLive = useRef(live);

  const reload = useCallback(async () => {
    if (path === null) return;
    try {
      const result = await call<T>('GET', path, { etag: etag.current });
      if (current.current !== path) return;
      if (result.status !== 304) {
        etag.current = result.etag;
        setData(result.data);
      }
      setError(null);
    } catch (caught) {
      if (current.current !== path) return;
      setError(caught instanceof ApiError ? caught.message : 'The list cannot be loaded.');
    }
  }, [path]);

  useEffect(() => {
    etag.current = null;
    setData(null);
    if (path === null) return undefined;
    void reload();
  }, [path, reload]);

  useEffect(() => {
    if (path === null) return undefined;
    // Turning live, the list may have changed before the channel was subscribed: refetch.
    if (live && !wasLive.current) void reload();
    wasLive.current = live;
    const timer = window.setInterval(() => void reload(), live ? LIVE_POLL_MS : POLL_MS);
    return () => window.clearInterval(timer);
  }, [path, reload, live]);

  useEffect(() => {
    if (path === null || queue === null) return undefined;
    return onQueueChanged((changed) => {
      if (changed === queue) void reload();
    });
  }, [path, queue, reload]);

  return { data, error, reload };
}
