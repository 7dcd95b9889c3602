/**
 * The sports of the sidebar, the category strip and the pre-match page, sorted A-Z. One store per
 * page load, shared by every mounted component of this remote, so the sidebar and the strip make
 * one request between them. The list (and its match counts) is refetched on a reload signal and
 * after the realtime socket reconnects, as the match lists are. As they do, it listens only once
 * its first load has finished (the socket client is not part of what a page fetches before its
 * first list, issue 12) and reloads once the server confirms the subscription, so a change
 * published in between is not lost.
 */
import { startTransition, useEffect, useState } from 'react';
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

/** A name without case or accents: "Équitation" → "equitation". */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A-Z by name, ignoring case and accents, as the sidebar heading "Sports (A-Z)" promises; names
 * equal in that sense keep the server's order.
 *
 * Not `localeCompare` or `Intl.Collator`: a page's first collation loads the browser's collation
 * data, about 70 ms at 4x CPU, in the task of the sports answer on every page (issue 12). A sport's
 * name is words, spaces, hyphens and digits, which this key puts in the order an English collation
 * gives them.
 */
export function sortSports(sports: readonly Sport[]): Sport[] {
  const keyed = sports.map((sport) => ({ sport, key: sortKey(sport.category_name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ sport }) => sport);
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

/**
 * The sports list for a component. Not `useSyncExternalStore`: React renders its updates at once,
 * in the task of the request's answer (the sidebar with every sport's icon and the category
 * strip: a task of about 75 ms at 4x CPU on every page, issue 12). Here each answer is shown as a
 * transition, as the match lists' answers are, so that render yields to the browser. The
 * components of one page get the answer in the same transition, so they never disagree on screen.
 */
export function useSports(): SportsSnapshot {
  const [shown, setShown] = useState(getSnapshot);
  useEffect(() => {
    const show = () => startTransition(() => setShown(getSnapshot()));
    const unsubscribe = subscribeStore(show);
    // The list may have changed between this component's render and its subscription.
    setShown(getSnapshot());
    return unsubscribe;
  }, []);
  return shown;
}

/** Forgets the cached list. Tests call it between cases; nothing else needs to. */
export function resetSportsStore(): void {
  cancelFirstLoad?.();
  cancelFirstLoad = null;
  inflight?.abort();
  inflight = null;
  snapshot = INITIAL;
}
