import { useCallback, useEffect, useRef, useState } from 'react';
import { publish } from '@sportsbook/shared/events';
import { messageActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';
import { newIdempotencyKey, outcomeFromError, submitBet, type BetSubmission } from './submit-bet';

/** SPEC sections 4 and 9: the button stays disabled this long after the answer, either way. */
export const SUBMIT_COOLDOWN_MS = 2100;

/** SPEC section 5: pressing Submit Bet while logged out. */
export const LOGIN_REQUIRED_MESSAGE = 'Please Log In!';

/**
 * The Submit Bet button's behaviour: the logged-out guard, then `submitBet` with a spinner, the
 * outcome as a message, and the cooldown. `stakeProblem` (the stake message, if any) stops a
 * logged-in submission before any request; `onPlaced` empties the slip after a placed bet.
 */
export function useSubmitBet(
  bet: Omit<BetSubmission, 'idempotencyKey'>,
  stakeProblem: string | null,
  onPlaced: () => void,
) {
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const dispatch = useSessionDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cooldownTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const inFlight = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (cooldownTimer.current) clearTimeout(cooldownTimer.current);
    };
  }, []);

  // A notice belongs to the bet and stake it was about.
  const { betEventId, stake } = bet;
  useEffect(() => {
    setNotice(null);
  }, [betEventId, stake]);

  const submit = useCallback(async () => {
    // A ref, not state: a second click in the same frame must not submit twice.
    if (inFlight.current || coolingDown) return;
    if (!loggedIn) {
      dispatch(messageActions.showMessage({ type: 'error', title: LOGIN_REQUIRED_MESSAGE }));
      setNotice(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    if (stakeProblem) {
      setNotice(stakeProblem);
      return;
    }
    inFlight.current = true;
    setNotice(null);
    setSubmitting(true);
    const outcome = await submitBet({ ...bet, idempotencyKey: newIdempotencyKey() }).catch(
      outcomeFromError,
    );
    inFlight.current = false;
    // The outcome is told even if the slip went away meanwhile; only local state needs a mount.
    if (outcome.status === 'placed') {
      dispatch(messageActions.showMessage({ type: 'success', title: outcome.message }));
      publish('coins:changed', { reason: 'bet-placed' });
    } else {
      dispatch(messageActions.showMessage({ type: 'error', title: outcome.message }));
    }
    if (!mounted.current) return;
    setSubmitting(false);
    setCoolingDown(true);
    cooldownTimer.current = setTimeout(() => {
      cooldownTimer.current = null;
      if (mounted.current) setCoolingDown(false);
    }, SUBMIT_COOLDOWN_MS);
    if (outcome.status === 'placed') onPlaced();
    else setNotice(outcome.message);
  }, [bet, stakeProblem, coolingDown, loggedIn, dispatch, onPlaced]);

  return { submit, submitting, disabled: submitting || coolingDown, notice };
}
