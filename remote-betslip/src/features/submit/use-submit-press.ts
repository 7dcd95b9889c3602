import { useCallback, useEffect, useRef, useState } from 'react';
import { messageActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';

/** SPEC sections 4 and 9: the button stays disabled this long after the answer, either way. */
export const SUBMIT_COOLDOWN_MS = 2100;

/** SPEC section 5: pressing Submit Bet while logged out. */
export const LOGIN_REQUIRED_MESSAGE = 'Please Log In!';

/** What the slip says under the button after a press. */
export interface SubmitNotice {
  text: string;
  tone: 'error' | 'warn';
}

/** What a press ended with: the notices to show, and what to do if the slip is still there. */
export interface PressResult {
  notices: SubmitNotice[];
  /** Runs only while the slip is mounted (it changes the slip's state). */
  afterwards?: () => void;
}

interface SubmitPressOptions {
  /** The stake message while a stake is invalid; a logged-in press shows it and sends nothing. */
  stakeProblem: string | null;
  /** Nothing can be submitted (a locked market): the button is disabled, a press sends nothing. */
  locked: boolean;
  /** The notices belong to what was pressed for: they go when this key changes. */
  resetKey: string;
  /** Sends what the press is for; never throws. */
  send: () => Promise<PressResult>;
}

/**
 * A Submit Bet press, whatever it places (SPEC sections 4, 5 and 9): the logged-out guard, the
 * stake guard, a spinner while `send` runs, the disabled state at once (a ref guards the same
 * frame) and for SUBMIT_COOLDOWN_MS after the answer, either way, and the notices under the button.
 */
export function useSubmitPress({ stakeProblem, locked, resetKey, send }: SubmitPressOptions) {
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const dispatch = useSessionDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [notices, setNotices] = useState<SubmitNotice[]>([]);
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

  // What a press changed on the slip itself (bets placed leave it) does not clear its notices.
  const pressJustEnded = useRef(false);

  // A notice belongs to the bets, stakes and session it was about (signing in again clears
  // "Please Log In!").
  useEffect(() => {
    if (!pressJustEnded.current) setNotices([]);
  }, [resetKey, loggedIn]);

  useEffect(() => {
    pressJustEnded.current = false;
  });

  const submit = useCallback(async () => {
    // A ref, not state: a second click in the same frame must not submit twice.
    if (inFlight.current || coolingDown || locked) return;
    if (!loggedIn) {
      dispatch(messageActions.showMessage({ type: 'error', title: LOGIN_REQUIRED_MESSAGE }));
      setNotices([{ text: LOGIN_REQUIRED_MESSAGE, tone: 'error' }]);
      return;
    }
    if (stakeProblem) {
      setNotices([{ text: stakeProblem, tone: 'error' }]);
      return;
    }
    inFlight.current = true;
    setNotices([]);
    setSubmitting(true);
    const result = await send();
    inFlight.current = false;
    if (!mounted.current) return;
    setSubmitting(false);
    setCoolingDown(true);
    cooldownTimer.current = setTimeout(() => {
      cooldownTimer.current = null;
      if (mounted.current) setCoolingDown(false);
    }, SUBMIT_COOLDOWN_MS);
    pressJustEnded.current = true;
    result.afterwards?.();
    setNotices(result.notices);
  }, [send, stakeProblem, coolingDown, locked, loggedIn, dispatch]);

  return { submit, submitting, disabled: submitting || coolingDown || locked, notices };
}
