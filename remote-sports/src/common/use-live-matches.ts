/**
 * The one piece of code that keeps fetched match data live (SPEC section 4, "Live updates"). Every
 * list and the details page use it, so they all behave alike:
 *
 * - loads the data for a key (a sport, a match...), cancelling the previous request;
 * - an odds change (`bet-ratio-change`) sets bet_ratio of matching bet events and marks each moved
 *   one up or down for ODDS_MARK_MS;
 * - a bet update (`match-bet-update`) replaces that match's bets;
 * - a reload signal (`reload_matches`) and a socket reconnect refetch quietly, keeping what is shown
 *   until the new data arrives (a failed refetch keeps it too);
 * - everything is unsubscribed when the component unmounts.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
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

interface State<T> {
  key: string | null;
  data: T | null;
  loading: boolean;
  error: unknown;
  marks: Readonly<Record<number, Mark>>;
}

type Action<T> =
  | { type: 'start'; key: string | null }
  | { type: 'loaded'; key: string; data: T }
  | { type: 'failed'; key: string; error: unknown }
  | { type: 'odds'; shape: LiveShape<T>; payload: OddsChangePayload; stamp: number }
  | { type: 'bets'; shape: LiveShape<T>; payload: MatchBetUpdatePayload }
  | { type: 'settle'; stamp: number };

function reducer<T>(state: State<T>, action: Action<T>): State<T> {
  switch (action.type) {
    case 'start':
      // A new key starts over; the same key again is a quiet refetch that keeps what is shown.
      if (action.key === state.key) return state;
      return { key: action.key, data: null, loading: action.key !== null, error: null, marks: {} };
    case 'loaded':
      if (action.key !== state.key) return state;
      return { ...state, data: action.data, loading: false, error: null };
    case 'failed':
      if (action.key !== state.key) return state;
      // A failed refetch keeps the data already shown; a failed first load ends loading empty.
      return state.data === null ? { ...state, loading: false, error: action.error } : state;
    case 'odds': {
      if (state.data === null) return state;
      const { data, moved } = applyOddsChange(action.shape, state.data, action.payload);
      const ids = Object.keys(moved).map(Number);
      if (ids.length === 0) return data === state.data ? state : { ...state, data };
      const marks = { ...state.marks };
      for (const id of ids) marks[id] = { direction: moved[id], stamp: action.stamp };
      return { ...state, data, marks };
    }
    case 'bets': {
      if (state.data === null) return state;
      const data = action.shape.replaceBets(state.data, action.payload);
      return data === state.data ? state : { ...state, data };
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
    (): State<T> => ({ key: null, data: null, loading: key !== null, error: null, marks: {} }),
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
    latestLoad
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', key, data });
      })
      .catch((error: unknown) => {
        if (!isAbort(error, controller.signal)) dispatch({ type: 'failed', key, error });
      });
    return () => controller.abort();
  }, [key, fetchSeq]);

  useEffect(() => {
    let stamp = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stops = [
      onOddsChange((payload) => {
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
      }),
      onMatchBetUpdate((payload) => {
        dispatch({ type: 'bets', shape: latestShape.current, payload });
      }),
      onReloadMatches(() => bumpFetch()),
      onReconnect(() => bumpFetch()),
    ];
    return () => {
      stops.forEach((stop) => stop());
      timers.forEach((timer) => clearTimeout(timer));
    };
  }, []);

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
