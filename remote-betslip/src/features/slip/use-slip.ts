import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchEventDetails } from '@sportsbook/shared/api';
import { BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import { useBusEvent } from '@sportsbook/shared/events';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import { afterNextPaint } from '@sportsbook/shared/ui';
import { pickDetailsToShow } from './pick-details';
import { betslipReducer, initialBetslipState } from './selections-reducer';
import { parseStakeInput } from './stake-rules';
import { useLiveOdds } from './use-live-odds';
import { useSlipVisibility } from './use-slip-visibility';

/** Desktop is wider than this (SPEC section 9); at or below it the slip is an off-canvas panel. */
export const DESKTOP_MIN_WIDTH_PX = 992;

/** Shown when the market of a picked bet event is locked by the time its details arrive. */
export const BET_LOCKED_MESSAGE = 'This bet is locked right now. Please take another one.';
/** Shown when the details of a picked bet event cannot be loaded. */
export const BET_LOAD_FAILED_MESSAGE = 'Could not load this bet. Please try again.';

function isDesktop(): boolean {
  return window.innerWidth > DESKTOP_MIN_WIDTH_PX;
}

function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * `load()` started once the next frame is on screen, unless `signal` aborts first. For a pick
 * shown from its details, the confirming request's own work (the API client, the XHR) and the
 * scroll's layout would otherwise run inside the click's task, before the pick could paint
 * (issue 33).
 */
function afterPaint<T>(signal: AbortSignal, load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      cancel();
      reject(new DOMException('The pick was abandoned', 'AbortError'));
    };
    const cancel = afterNextPaint(() => {
      signal.removeEventListener('abort', onAbort);
      load().then(resolve, reject);
    });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The betslip's behaviour: hears the bus, shows the picked bet event from the odds button's
 * details if it sent them and loads it (the answer wins), keeps the stakes by the rules
 * and follows live odds. Selections add up to MAX_MULTIPLE_LEGS (issue 32); one selection is SPEC's
 * slip. Components only render what it returns and call its actions.
 */
export function useSlip() {
  const [state, dispatch] = useReducer(betslipReducer, initialBetslipState);
  const sessionDispatch = useSessionDispatch();
  const { open, setOpen } = useSlipVisibility();
  /** Loads under way, by pick number; `shown` when the pick is on the slip from its details. */
  const pending = useRef(
    new Map<number, { betEventId: number; controller: AbortController; shown: boolean }>(),
  );
  const nextSeq = useRef(1);

  const cancelPending = useCallback(() => {
    for (const { controller } of pending.current.values()) controller.abort();
    pending.current.clear();
  }, []);

  const select = useCallback(
    async (betEventId: number, pickDetails: unknown) => {
      const seq = nextSeq.current++;
      // A pick not shown yet gives way to a later one, as on SPEC's slip (the later pick wins);
      // one shown from its details is on the slip already and keeps waiting for its answer.
      for (const [otherSeq, other] of pending.current) {
        if (other.shown && other.betEventId !== betEventId) continue;
        other.controller.abort();
        pending.current.delete(otherSeq);
        dispatch({ type: 'selectionAbandoned', betEventId: other.betEventId, seq: otherSeq });
      }
      const controller = new AbortController();
      const preview = pickDetailsToShow(betEventId, pickDetails);
      pending.current.set(seq, { betEventId, controller, shown: preview !== null });
      dispatch({ type: 'selectionStarted', betEventId, seq });
      // Shown at once from the odds button's details when they came whole (shared 2.10.0);
      // the answer below confirms or corrects them (issue 33), asked for once the pick has
      // painted, and the page scrolls up then. Opening is what a bettor sees at 992 px and
      // below (the drawer), so it is at once there; above, the slip is always in view and "open"
      // changes nothing on screen, so it follows with the scroll, and the host's shell (the
      // drawer's frame, the mobile bar) does not render inside the click (issue 33, sixth look).
      // The width is read once, at the click, so the slip opens exactly once either way.
      const desktop = isDesktop();
      if (preview) {
        dispatch({ type: 'selectionPreviewed', bet: preview, seq });
        if (!desktop) setOpen(true);
      }
      const load = () => fetchEventDetails(betEventId, controller.signal);
      try {
        const details = await (preview
          ? afterPaint(controller.signal, () => {
              if (desktop) {
                setOpen(true);
                scrollToTop();
              }
              return load();
            })
          : load());
        if (controller.signal.aborted) return;
        if (details.bets.bet_status !== BET_STATUS_OPEN) {
          dispatch({ type: 'selectionRefused', betEventId, seq, problem: BET_LOCKED_MESSAGE });
          sessionDispatch(messageActions.showMessage({ type: 'warn', title: BET_LOCKED_MESSAGE }));
          return;
        }
        dispatch({ type: 'betTaken', bet: details, seq });
        setOpen(true);
        if (!preview && isDesktop()) scrollToTop();
      } catch {
        if (controller.signal.aborted) return;
        dispatch({ type: 'selectionRefused', betEventId, seq, problem: BET_LOAD_FAILED_MESSAGE });
        sessionDispatch(
          messageActions.showMessage({ type: 'error', title: BET_LOAD_FAILED_MESSAGE }),
        );
      } finally {
        if (pending.current.get(seq)?.controller === controller) pending.current.delete(seq);
      }
    },
    [sessionDispatch, setOpen],
  );

  /** Empties the slip; SPEC section 4: an empty slip closes. */
  const clear = useCallback(() => {
    cancelPending();
    dispatch({ type: 'cleared' });
    setOpen(false);
  }, [cancelPending, setOpen]);

  /** Removes one selection; the last one removed empties the slip, which closes. */
  const remove = useCallback(
    (betEventId: number) => {
      if (state.selections.length <= 1) {
        clear();
        return;
      }
      dispatch({ type: 'removed', betEventId });
    },
    [clear, state.selections.length],
  );

  /**
   * Bets were placed: the slip drops them; when everything chosen was placed it empties (and
   * closes) and leaves the server's message on it.
   */
  const placed = useCallback(
    ({ all, ...placedBets }: PlacedBets) => {
      if (all) {
        cancelPending();
        setOpen(false);
      }
      dispatch({ type: 'placed', ...placedBets });
    },
    [cancelPending, setOpen],
  );

  /** The server refused the bet because its market is locked: show the lock. */
  const marketLocked = useCallback((betId: number) => {
    dispatch({ type: 'marketLocked', betId });
  }, []);

  /** The server refused the odds the slip showed: show its current odds, marked up or down. */
  const oddsRefused = useCallback((betEventId: number, odds: number) => {
    dispatch({ type: 'oddsRefused', betEventId, odds });
  }, []);

  useBusEvent('bet:select', ({ betEventId, details }) => {
    void select(betEventId, details);
  });
  useBusEvent('bet:clear', () => clear());
  useLiveOdds(state.selections.length > 0, dispatch);
  useEffect(() => cancelPending, [cancelPending]);

  /** A stake typed for a selection's single, or for the multiple (`target` 'multiple'). */
  const enterStake = useCallback((target: StakeTarget, raw: string) => {
    const value = parseStakeInput(raw);
    if (value === null) return;
    const action = { type: 'stakeEntered', value } as const;
    dispatch(
      target === 'multiple'
        ? { type: 'multipleStake', action }
        : { type: 'singleStake', betEventId: target, action },
    );
  }, []);

  const stepStake = useCallback((target: StakeTarget, direction: 'down' | 'up') => {
    const action = { type: 'stakeStepped', direction } as const;
    dispatch(
      target === 'multiple'
        ? { type: 'multipleStake', action }
        : { type: 'singleStake', betEventId: target, action },
    );
  }, []);

  const chooseSingles = useCallback((chosen: boolean) => {
    dispatch({ type: 'singlesChosen', chosen });
  }, []);

  const chooseMultiple = useCallback((chosen: boolean) => {
    dispatch({ type: 'multipleChosen', chosen });
  }, []);

  return {
    state,
    open,
    setOpen,
    clear,
    remove,
    placed,
    oddsRefused,
    marketLocked,
    enterStake,
    stepStake,
    chooseSingles,
    chooseMultiple,
  };
}

/** What a press of Submit Bet placed; `all` when it was everything the slip offered to place. */
export interface PlacedBets {
  singles: number[];
  multiple: boolean;
  message: string;
  all: boolean;
}

/** Whose stake: a selection's single (its bet event id) or the multiple. */
export type StakeTarget = number | 'multiple';
