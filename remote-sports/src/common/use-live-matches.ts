/**
 * The one piece of code that keeps fetched match data live (SPEC section 4, "Live updates"). Every
 * list and the details page use it, so they all behave alike:
 *
 * - loads the data for a key (a sport, a match...), cancelling the previous request; the request
 *   starts after the next paint (`afterNextPaint`), and its answer renders as a transition;
 * - subscribes to the realtime channels only once the first load has finished, so the socket
 *   client (pusher-js and laravel-echo) is not part of what a page fetches before its first list
 *   (issue 12); once the server confirms the subscriptions it refetches quietly, so a change
 *   published between the first load and the subscription is not lost;
 * - odds and bet updates heard while a load runs are applied again on top of its answer (they
 *   carry absolute values), so a refetch never puts back odds older than a change already shown;
 * - an odds change (`bet-ratio-change`) sets bet_ratio of matching bet events and marks each moved
 *   one up or down for ODDS_MARK_MS;
 * - a bet update (`match-bet-update`) replaces that match's bets;
 * - a reload signal (`reload_matches`) and a socket reconnect refetch quietly, keeping what is shown
 *   until the new data arrives (a failed refetch keeps it too);
 * - everything is unsubscribed when the component unmounts.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { afterNextPaint } from '@sportsbook/shared/ui';
import type {
  Match,
  MatchBetUpdatePayload,
  OddsChangePayload,
  UpcomingMatch,
} from '@sportsbook/shared/contracts';
import {
  onMatchBetUpdate,
  onOddsChange,
  onReconnect,
  onReloadMatches,
} from '@sportsbook/shared/realtime';
import {
  applyOddsChange,
  matchListShape,
  matchShape,
  upcomingListShape,
  type LiveShape,
  type OddsDirection,
  type OddsMovements,
} from './live-updates';

/** How long the up/down mark stays next to odds that moved. */
export const ODDS_MARK_MS = 5000;

export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface LiveResource<T> {
  /** The data for the current key; null before the first load finished or after it failed. */
  data: T | null;
  /** True while the first load for the current key is running (not during quiet refetches). */
  loading: boolean;
  /** Why the first load for the current key failed, or null. */
  error: unknown;
  /** Up/down marks of bet events whose odds just moved. */
  movements: OddsMovements;
  /** Refetches quietly, as a reload signal does. */
  refetch: () => void;
}

interface Mark {
  direction: OddsDirection;
  stamp: number;
}

type Signal<T> =
  | { type: 'odds'; shape: LiveShape<T>; payload: OddsChangePayload; stamp: number }
  | { type: 'bets'; shape: LiveShape<T>; payload: MatchBetUpdatePayload };

interface State<T> {
  key: string | null;
  data: T | null;
  loading: boolean;
  error: unknown;
  marks: Readonly<Record<number, Mark>>;
  /** The signals heard since the running load started (null: no load running). */
  heard: readonly Signal<T>[] | null;
  /** A first load has finished (for any key): from then on the hook listens to the socket. */
  settled: boolean;
}

type Action<T> =
  | { type: 'start'; key: string | null }
  | { type: 'loaded'; key: string; data: T }
  | { type: 'failed'; key: string; error: unknown }
  | Signal<T>
  | { type: 'settle'; stamp: number };

/** The data with a signal applied (no marks: used to replay signals on fresh data). */
function applySignal<T>(data: T, signal: Signal<T>): T {
  return signal.type === 'odds'
    ? applyOddsChange(signal.shape, data, signal.payload).data
    : signal.shape.replaceBets(data, signal.payload);
}

/** Keeps a signal for the running load to replay, when one runs. */
function withHeard<T>(state: State<T>, signal: Signal<T>): State<T> {
  return state.heard === null ? state : { ...state, heard: [...state.heard, signal] };
}

function reducer<T>(state: State<T>, action: Action<T>): State<T> {
  switch (action.type) {
    case 'start': {
      const heard = action.key === null ? null : [];
      // A new key starts over; the same key again is a quiet refetch that keeps what is shown.
      if (action.key === state.key) return { ...state, heard };
      return {
        ...state,
        key: action.key,
        data: null,
        loading: action.key !== null,
        error: null,
        marks: {},
        heard,
      };
    }
    case 'loaded': {
      if (action.key !== state.key) return state;
      // The answer may have been read before a change the socket delivered meanwhile.
      const data = (state.heard ?? []).reduce(applySignal, action.data);
      return { ...state, data, loading: false, error: null, heard: null, settled: true };
    }
    case 'failed':
      if (action.key !== state.key) return state;
      // A failed refetch keeps the data already shown; a failed first load ends loading empty.
      return state.data === null
        ? { ...state, loading: false, error: action.error, heard: null, settled: true }
        : { ...state, heard: null };
    case 'odds': {
      const next = withHeard(state, action);
      if (next.data === null) return next;
      const { data, moved } = applyOddsChange(action.shape, next.data, action.payload);
      const ids = Object.keys(moved).map(Number);
      if (ids.length === 0) return data === next.data ? next : { ...next, data };
      const marks = { ...next.marks };
      for (const id of ids) marks[id] = { direction: moved[id], stamp: action.stamp };
      return { ...next, data, marks };
    }
    case 'bets': {
      const next = withHeard(state, action);
      if (next.data === null) return next;
      const data = action.shape.replaceBets(next.data, action.payload);
      return data === next.data ? next : { ...next, data };
    }
    case 'settle': {
      const stale = Object.entries(state.marks).filter(([, mark]) => mark.stamp === action.stamp);
      if (stale.length === 0) return state;
      const marks = { ...state.marks };
      for (const [id] of stale) delete marks[Number(id)];
      return { ...state, marks };
    }
  }
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Loads `load()` for `key` (null: wait, load nothing) and keeps it live. `shape` must be a module
 * constant: it says where the bet events of T live.
 */
export function useLiveResource<T>(
  key: string | null,
  load: Loader<T>,
  shape: LiveShape<T>,
): LiveResource<T> {
  const [state, dispatch] = useReducer(
    reducer as (state: State<T>, action: Action<T>) => State<T>,
    undefined,
    (): State<T> => ({
      key: null,
      data: null,
      loading: key !== null,
      error: null,
      marks: {},
      heard: null,
      settled: false,
    }),
  );
  const [fetchSeq, bumpFetch] = useReducer((n: number) => n + 1, 0);
  const latestLoad = useRef(load);
  const latestShape = useRef(shape);
  useEffect(() => {
    latestLoad.current = load;
    latestShape.current = shape;
  });

  useEffect(() => {
    dispatch({ type: 'start', key });
    if (key === null) return;
    const controller = new AbortController();
    // The request goes out once the next frame (on a first load, the one showing the skeleton) is
    // on screen, so a page's first paint is not held behind it (issue 12); the answer is a
    // transition, so rendering a long list yields to the browser instead of blocking it.
    const cancelStart = afterNextPaint(() => {
      latestLoad
        .current(controller.signal)
        .then((data) => {
          if (controller.signal.aborted) return;
          startTransition(() => dispatch({ type: 'loaded', key, data }));
        })
        .catch((error: unknown) => {
          if (!isAbort(error, controller.signal)) dispatch({ type: 'failed', key, error });
        });
    });
    return () => {
      cancelStart();
      controller.abort();
    };
  }, [key, fetchSeq]);

  const { settled } = state;
  useEffect(() => {
    if (!settled) return;
    let stamp = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    // Once the server has confirmed every channel, one quiet refetch picks up what was published
    // between the first load and the subscription. Later confirmations follow a reconnect, which
    // onReconnect refetches for.
    const unconfirmed = new Set(['odds', 'bets', 'reload']);
    const confirmed = (channel: string) => () => {
      if (unconfirmed.size === 0 || !unconfirmed.delete(channel)) return;
      if (unconfirmed.size === 0) bumpFetch();
    };
    const stops = [
      onOddsChange(
        (payload) => {
          stamp += 1;
          const current = stamp;
          dispatch({ type: 'odds', shape: latestShape.current, payload, stamp: current });
          // Each change's marks carry its stamp, so a later change of the same odds is not cleared
          // by the earlier change's timer.
          const timer = setTimeout(() => {
            timers.delete(timer);
            dispatch({ type: 'settle', stamp: current });
          }, ODDS_MARK_MS);
          timers.add(timer);
        },
        { onSubscribed: confirmed('odds') },
      ),
      onMatchBetUpdate(
        (payload) => {
          dispatch({ type: 'bets', shape: latestShape.current, payload });
        },
        { onSubscribed: confirmed('bets') },
      ),
      onReloadMatches(() => bumpFetch(), { onSubscribed: confirmed('reload') }),
      onReconnect(() => bumpFetch()),
    ];
    return () => {
      stops.forEach((stop) => stop());
      timers.forEach((timer) => clearTimeout(timer));
    };
  }, [settled]);

  const refetch = useCallback(() => bumpFetch(), []);
  const movements: Record<number, OddsDirection> = {};
  for (const [id, mark] of Object.entries(state.marks)) movements[Number(id)] = mark.direction;

  return {
    data: state.key === key ? state.data : null,
    loading: state.key === key ? state.loading : key !== null,
    error: state.key === key ? state.error : null,
    movements,
    refetch,
  };
}

/** A list of matches (live, one sport, pre-match), kept live. */
export function useLiveMatches(key: string | null, load: Loader<Match[]>): LiveResource<Match[]> {
  return useLiveResource(key, load, matchListShape);
}

/** One match (the details page), kept live. */
export function useLiveMatch(key: string | null, load: Loader<Match>): LiveResource<Match> {
  return useLiveResource(key, load, matchShape);
}

/** The Upcoming Matches cards, kept live. */
export function useLiveUpcoming(
  key: string | null,
  load: Loader<UpcomingMatch[]>,
): LiveResource<UpcomingMatch[]> {
  return useLiveResource(key, load, upcomingListShape);
}
