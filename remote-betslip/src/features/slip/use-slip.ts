import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchEventDetails } from '@sportsbook/shared/api';
import { BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import { useBusEvent } from '@sportsbook/shared/events';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import { initialSlipState, slipReducer } from './slip-reducer';
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

/**
 * The betslip's behaviour: hears the bus, loads the picked bet event, keeps the stake by the rules
 * and follows live odds. Components only render what it returns and call its actions.
 */
export function useSlip() {
  const [state, dispatch] = useReducer(slipReducer, initialSlipState);
  const sessionDispatch = useSessionDispatch();
  const { open, setOpen } = useSlipVisibility();
  const pending = useRef<AbortController | null>(null);

  const cancelPending = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
  }, []);

  const select = useCallback(
    async (betEventId: number) => {
      cancelPending();
      const controller = new AbortController();
      pending.current = controller;
      dispatch({ type: 'selectionStarted', betEventId });
      try {
        const details = await fetchEventDetails(betEventId, controller.signal);
        if (controller.signal.aborted) return;
        if (details.bets.bet_status !== BET_STATUS_OPEN) {
          dispatch({ type: 'selectionRefused', betEventId, problem: BET_LOCKED_MESSAGE });
          sessionDispatch(messageActions.showMessage({ type: 'warn', title: BET_LOCKED_MESSAGE }));
          return;
        }
        dispatch({ type: 'betTaken', bet: details });
        setOpen(true);
        if (isDesktop()) window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch {
        if (controller.signal.aborted) return;
        dispatch({ type: 'selectionRefused', betEventId, problem: BET_LOAD_FAILED_MESSAGE });
        sessionDispatch(
          messageActions.showMessage({ type: 'error', title: BET_LOAD_FAILED_MESSAGE }),
        );
      } finally {
        if (pending.current === controller) pending.current = null;
      }
    },
    [cancelPending, sessionDispatch, setOpen],
  );

  /** Empties the slip; SPEC section 4: an empty slip closes. */
  const clear = useCallback(() => {
    cancelPending();
    dispatch({ type: 'cleared' });
    setOpen(false);
  }, [cancelPending, setOpen]);

  /** A placed bet empties the slip (which closes) and leaves the server's message on it. */
  const placed = useCallback(
    (message: string) => {
      cancelPending();
      dispatch({ type: 'placed', message });
      setOpen(false);
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

  useBusEvent('bet:select', ({ betEventId }) => {
    void select(betEventId);
  });
  useBusEvent('bet:clear', () => clear());

  useLiveOdds(state.bet ? state.bet.bets.id : null, dispatch);

  useEffect(() => cancelPending, [cancelPending]);

  const enterStake = useCallback((raw: string) => {
    const value = parseStakeInput(raw);
    if (value !== null) dispatch({ type: 'stakeEntered', value });
  }, []);
  const stepStake = useCallback((direction: 'down' | 'up') => {
    dispatch({ type: 'stakeStepped', direction });
  }, []);

  return {
    state,
    open,
    setOpen,
    clear,
    placed,
    oddsRefused,
    marketLocked,
    enterStake,
    stepStake,
  };
}
