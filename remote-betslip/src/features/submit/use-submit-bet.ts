import { useCallback, useEffect, useRef, useState } from 'react';
import { publish } from '@sportsbook/shared/events';
import { messageActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';
import { BetAttempts, browserSessionStorage, type BetIntent } from './bet-attempts';
import { outcomeFromError, submitBet, type SubmitOutcome } from './submit-bet';

/** SPEC sections 4 and 9: the button stays disabled this long after the answer, either way. */
export const SUBMIT_COOLDOWN_MS = 2100;

/** SPEC section 5: pressing Submit Bet while logged out. */
export const LOGIN_REQUIRED_MESSAGE = 'Please Log In!';

/** What the slip says under the button after a press. */
export interface SubmitNotice {
  text: string;
  tone: 'error' | 'warn';
}

const TOAST_TYPE: Record<SubmitOutcome['status'], 'success' | 'warn' | 'error'> = {
  placed: 'success',
  'odds-changed': 'warn',
  'market-locked': 'warn',
  refused: 'error',
  unconfirmed: 'error',
};

/**
 * The Submit Bet button's behaviour: the logged-out guard, then `submitBet` with a spinner, the
 * outcome as a message, and the cooldown. `stakeProblem` (the stake message, if any) stops a
 * logged-in submission before any request; `onPlaced` empties the slip after a placed bet;
 * `onOddsChanged` puts the server's current odds on the slip so the next press sends them;
 * while `locked` (the market's status is not 1) the button is disabled and a press sends nothing,
 * and a MARKET_LOCKED refusal calls `onMarketLocked` so the slip shows the lock. Each
 * press sends the attempt for this bet (bet-attempts.ts): a retry of one whose outcome is unknown
 * sends it again with its key, so it is never placed twice.
 */
export function useSubmitBet(
  bet: BetIntent,
  stakeProblem: string | null,
  onPlaced: (message: string) => void,
  onOddsChanged: (odds: number) => void,
  /** The slip's market is locked (status not 1): nothing can be submitted until it opens. */
  locked = false,
  onMarketLocked: () => void = () => undefined,
) {
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const dispatch = useSessionDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [notice, setNotice] = useState<SubmitNotice | null>(null);
  const cooldownTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const inFlight = useRef(false);
  const [attempts] = useState(() => new BetAttempts(browserSessionStorage()));

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (cooldownTimer.current) clearTimeout(cooldownTimer.current);
    };
  }, []);

  // A notice belongs to the bet, stake and session it was about (signing in again clears
  // "Please Log In!").
  const { betEventId, stake } = bet;
  useEffect(() => {
    setNotice(null);
  }, [betEventId, stake, loggedIn]);

  const submit = useCallback(async () => {
    // A ref, not state: a second click in the same frame must not submit twice.
    if (inFlight.current || coolingDown || locked) return;
    if (!loggedIn) {
      dispatch(messageActions.showMessage({ type: 'error', title: LOGIN_REQUIRED_MESSAGE }));
      setNotice({ text: LOGIN_REQUIRED_MESSAGE, tone: 'error' });
      return;
    }
    if (stakeProblem) {
      setNotice({ text: stakeProblem, tone: 'error' });
      return;
    }
    inFlight.current = true;
    setNotice(null);
    setSubmitting(true);
    const attempt = attempts.attemptFor(bet);
    const outcome = await submitBet(attempt).catch(outcomeFromError);
    inFlight.current = false;
    // Until the outcome is known the attempt stays, and the next press retries it.
    if (outcome.status !== 'unconfirmed') attempts.settle(attempt);
    // The outcome is told even if the slip went away meanwhile; only local state needs a mount.
    dispatch(
      messageActions.showMessage({ type: TOAST_TYPE[outcome.status], title: outcome.message }),
    );
    if (outcome.status === 'placed') publish('coins:changed', { reason: 'bet-placed' });
    if (!mounted.current) return;
    setSubmitting(false);
    setCoolingDown(true);
    cooldownTimer.current = setTimeout(() => {
      cooldownTimer.current = null;
      if (mounted.current) setCoolingDown(false);
    }, SUBMIT_COOLDOWN_MS);
    if (outcome.status === 'placed') {
      onPlaced(outcome.message);
    } else if (outcome.status === 'market-locked') {
      onMarketLocked();
      setNotice({ text: outcome.message, tone: 'warn' });
    } else if (outcome.status === 'odds-changed') {
      onOddsChanged(outcome.odds);
      setNotice({ text: outcome.message, tone: 'warn' });
    } else {
      setNotice({ text: outcome.message, tone: 'error' });
    }
  }, [
    bet,
    attempts,
    stakeProblem,
    coolingDown,
    locked,
    loggedIn,
    dispatch,
    onPlaced,
    onOddsChanged,
    onMarketLocked,
  ]);

  return { submit, submitting, disabled: submitting || coolingDown || locked, notice };
}
