import { useCallback, useState } from 'react';
import { browserSessionStorage } from '@sportsbook/shared/api';
import { publish } from '@sportsbook/shared/events';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import { betAttempts, type BetIntent } from './bet-attempts';
import { outcomeFromError, submitBet, type SubmitOutcome } from './submit-bet';
import { useSubmitPress, type PressResult } from './use-submit-press';

export { SUBMIT_COOLDOWN_MS, LOGIN_REQUIRED_MESSAGE, type SubmitNotice } from './use-submit-press';

/** The toast each outcome is told with. */
export const TOAST_TYPE: Record<SubmitOutcome['status'], 'success' | 'warn' | 'error'> = {
  placed: 'success',
  'odds-changed': 'warn',
  'market-locked': 'warn',
  refused: 'error',
  unconfirmed: 'error',
};

/**
 * The Submit Bet button's behaviour for SPEC's single bet: the press (use-submit-press.ts: the
 * logged-out guard, the stake guard, the spinner, the cooldown), `submitBet`, and the outcome as a
 * message. `stakeProblem` (the stake message, if any) stops a logged-in submission before any
 * request; `onPlaced` empties the slip after a placed bet; `onOddsChanged` puts the server's
 * current odds on the slip so the next press sends them; while `locked` (the market's status is
 * not 1) the button is disabled and a press sends nothing, and a MARKET_LOCKED refusal calls
 * `onMarketLocked` so the slip shows the lock. Each press sends the attempt for this bet
 * (bet-attempts.ts): a retry of one whose outcome is unknown sends it again with its key, so it is
 * never placed twice.
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
  const dispatch = useSessionDispatch();
  const [attempts] = useState(() => betAttempts(browserSessionStorage()));

  const send = useCallback(async (): Promise<PressResult> => {
    const attempt = attempts.attemptFor(bet);
    const outcome = await submitBet({
      ...attempt.request,
      idempotencyKey: attempt.idempotencyKey,
    }).catch(outcomeFromError);
    // Until the outcome is known the attempt stays, and the next press retries it.
    if (outcome.status !== 'unconfirmed') attempts.settle(attempt);
    // The outcome is told even if the slip went away meanwhile; only local state needs a mount.
    dispatch(
      messageActions.showMessage({ type: TOAST_TYPE[outcome.status], title: outcome.message }),
    );
    if (outcome.status === 'placed') {
      publish('coins:changed', { reason: 'bet-placed' });
      return { notices: [], afterwards: () => onPlaced(outcome.message) };
    }
    if (outcome.status === 'market-locked') {
      return { notices: [{ text: outcome.message, tone: 'warn' }], afterwards: onMarketLocked };
    }
    if (outcome.status === 'odds-changed') {
      return {
        notices: [{ text: outcome.message, tone: 'warn' }],
        afterwards: () => onOddsChanged(outcome.odds),
      };
    }
    return { notices: [{ text: outcome.message, tone: 'error' }] };
  }, [bet, attempts, dispatch, onPlaced, onOddsChanged, onMarketLocked]);

  const { submit, submitting, disabled, notices } = useSubmitPress({
    stakeProblem,
    locked,
    resetKey: `${bet.betEventId}:${bet.stake}`,
    send,
  });
  return { submit, submitting, disabled, notice: notices[0] ?? null };
}
