/**
 * The sports of the sidebar, the category strip and the pre-match page, sorted A-Z. One store per
 * page load, shared by every mounted component of this remote, so the sidebar and the strip make
 * one request between them. The list (and its match counts) is refetched on a reload signal and
 * after the realtime socket reconnects, as the match lists are. As they do, it listens only once
 * its first load has finished (the socket client is not part of what a page fetches before its
 * first list, issue 12) and reloads once the server confirms the subscription, so a change
 * published in between is not lost.
 */
import { useSyncExternalStore } from 'react';
import type { Sport } from '@sportsbook/shared/contracts';
import { fetchSports } from '@sportsbook/shared/api';
import { onReconnect, onReloadMatches } from '@sportsbook/shared/realtime';
import { afterNextPaint } from '@sportsbook/shared/ui';

export interface SportsSnapshot {
  /** Sorted A-Z by category_name. */
  sports: readonly Sport[];
  /** `failed` only when the list never loaded; a failed refetch keeps the last list. */
  status: 'loading' | 'ready' | 'failed';
}

const INITIAL: SportsSnapshot = { sports: [], status: 'loading' };

let snapshot: SportsSnapshot = INITIAL;
const listeners = new Set<() => void>();
let stopRealtime: (() => void) | null = null;
let inflight: AbortController | null = null;
let cancelFirstLoad: (() => void) | null = null;

/** A-Z by name, ignoring case and accents, as the sidebar heading "Sports (A-Z)" promises. */
export function sortSports(sports: readonly Sport[]): Sport[] {
  return [...sports].sort((a, b) =>
    a.category_name.localeCompare(b.category_name, 'en', { sensitivity: 'base' }),
  );
}

function publishSnapshot(next: SportsSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function load(): void {
  inflight?.abort();
  const controller = new AbortController();
  inflight = controller;
  fetchSports(controller.signal)
    .then((sports) => {
      if (controller.signal.aborted) return;
      publishSnapshot({ sports: sortSports(sports), status: 'ready' });
    })
    .catch(() => {
      if (controller.signal.aborted) return;
      if (snapshot.status !== 'ready') publishSnapshot({ sports: [], status: 'failed' });
    })
    .finally(() => {
      if (inflight === controller) inflight = null;
      if (!controller.signal.aborted) listen();
    });
}

/** Starts listening for changes (once, while a component is mounted). */
function listen(): void {
  if (stopRealtime || listeners.size === 0) return;
  let confirmed = false;
  const stops = [
    onReloadMatches(load, {
      onSubscribed: () => {
        if (confirmed) return;
        confirmed = true;
        load();
      },
    }),
    onReconnect(load),
  ];
  stopRealtime = () => stops.forEach((stop) => stop());
}

function subscribeStore(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // The first component on the page (re)loads the list, once the frame showing its skeleton is
    // on screen (issue 12, as useLiveResource does); it listens for changes once loaded.
    cancelFirstLoad = afterNextPaint(() => {
      cancelFirstLoad = null;
      load();
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      cancelFirstLoad?.();
      cancelFirstLoad = null;
      stopRealtime?.();
      stopRealtime = null;
      inflight?.abort();
      inflight = null;
    }
  };
}

function getSnapshot(): SportsSnapshot {
  return snapshot;
}

export function useSports(): SportsSnapshot {
  return useSyncExternalStore(subscribeStore, getSnapshot, getSnapshot);
}

/** Forgets the cached list. Tests call it between cases; nothing else needs to. */
export function resetSportsStore(): void {
  cancelFirstLoad?.();
  cancelFirstLoad = null;
  inflight?.abort();
  inflight = null;
  snapshot = INITIAL;
}
