import { useCallback, useState } from 'react';
import { browserSessionStorage } from '@sportsbook/shared/api';
import {
  accumulatorPayoutMinor,
  multiplePayoutCappedMessage,
  toHundredths,
  type PlacedBet,
} from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';
import { betAttempts, type BetIntent } from './bet-attempts';
import { outcomeFromError, submitBet, type SubmitOutcome } from './submit-bet';
import {
  multipleAttempts,
  submitMultiple,
  type MultipleIntent,
  type MultipleOutcome,
} from './submit-multiple';
import { TOAST_TYPE } from './use-submit-bet';
import { useSubmitPress, type PressResult, type SubmitNotice } from './use-submit-press';

/** A single of a slip of several selections: the bet and the words the slip names it with. */
export interface SingleIntent extends BetIntent {
  /** The selection's title ("Mumbai to win"), which names it in the notices. */
  title: string;
}

/** What one press of a slip of several selections places. */
export interface BetsPlan {
  singles: SingleIntent[];
  multiple: MultipleIntent | null;
}

/** What a press placed, for the slip to drop; `all` when nothing it sent was left unplaced. */
export interface PlacedResult {
  singles: number[];
  multiple: boolean;
  message: string;
  all: boolean;
}

export interface SubmitBetsHandlers {
  onPlaced: (result: PlacedResult) => void;
  /** A leg's odds moved (a single's or the multiple's): the slip shows the current odds. */
  onOddsChanged: (betEventId: number, odds: number) => void;
  /** A single, or a leg of the multiple, was refused because its market is locked. */
  onMarketLocked: (betEventId: number) => void;
}

/** The name of the multiple in the slip's notices. */
export const MULTIPLE_NAME = 'Multiple';

/** How a single of the slip is named in its notices. */
export function singleName(title: string): string {
  return `Single on ${title}`;
}

/** Said when every bet of a press was placed, for more than one bet. */
export function betsPlacedMessage(count: number): string {
  return `${count} bets placed.`;
}

/** Said when some bets of a press were placed and others not. */
export function somePlacedMessage(placed: number, sent: number): string {
  return `${placed} of ${sent} bets placed. Check the slip for the others.`;
}

/** Said when none of several bets was placed. */
export const NONE_PLACED_MESSAGE = 'No bet was placed. Check the slip.';

/** The multiple's possible win was cut to the site's cap: the answer's figures say so. */
function cappedAt(bet: PlacedBet | undefined): number | null {
  if (!bet) return null;
  const full = accumulatorPayoutMinor(
    toHundredths(bet.bet_amount),
    [toHundredths(bet.bet_rate)],
    Number.MAX_SAFE_INTEGER,
  );
  return toHundredths(bet.possible_win) < full ? bet.possible_win : null;
}

function noticeFor(name: string, outcome: SubmitOutcome | MultipleOutcome): SubmitNotice {
  return {
    text: `${name}: ${outcome.message}`,
    tone: TOAST_TYPE[outcome.status] === 'warn' ? 'warn' : 'error',
  };
}

/**
 * Submit Bet for a slip of two or more selections (issue 32): one press places the chosen singles
 * (one `POST /ng/bet-submit` each, each its own attempt and idempotency key, as SPEC's single) and
 * the multiple (`POST /ng/multiple-bet-submit`, its own attempt), one after the other. The press
 * itself (logged-out and stake guards, spinner, cooldown) is SPEC's (use-submit-press.ts). What
 * was placed leaves the slip; what was not stays with its reason under the button.
 */
export function useSubmitBets(
  plan: BetsPlan,
  stakeProblem: string | null,
  handlers: SubmitBetsHandlers,
  locked: boolean,
) {
  const dispatch = useSessionDispatch();
  const [singles] = useState(() => betAttempts(browserSessionStorage()));
  const [multiples] = useState(() => multipleAttempts(browserSessionStorage()));
  const { onPlaced, onOddsChanged, onMarketLocked } = handlers;

  const send = useCallback(async (): Promise<PressResult> => {
    const results: { name: string; outcome: SubmitOutcome | MultipleOutcome }[] = [];
    const placedSingles: number[] = [];
    const moved: { betEventId: number; odds: number }[] = [];
    const lockedLegs: number[] = [];
    for (const single of plan.singles) {
      const { title, ...intent } = single;
      const attempt = singles.attemptFor(intent);
      const outcome = await submitBet({
        ...attempt.request,
        idempotencyKey: attempt.idempotencyKey,
      }).catch(outcomeFromError);
      // Until the outcome is known the attempt stays, and the next press retries it.
      if (outcome.status !== 'unconfirmed') singles.settle(attempt);
      results.push({ name: singleName(title), outcome });
      if (outcome.status === 'placed') placedSingles.push(single.betEventId);
      if (outcome.status === 'odds-changed') {
        moved.push({ betEventId: single.betEventId, odds: outcome.odds });
      }
      if (outcome.status === 'market-locked') lockedLegs.push(single.betEventId);
    }
    let multiplePlaced = false;
    let capped: number | null = null;
    if (plan.multiple) {
      const attempt = multiples.attemptFor(plan.multiple);
      const outcome = await submitMultiple(attempt.request, attempt.idempotencyKey);
      if (outcome.status !== 'unconfirmed') multiples.settle(attempt);
      results.push({ name: MULTIPLE_NAME, outcome });
      if (outcome.status === 'placed') {
        multiplePlaced = true;
        capped = cappedAt(outcome.bet);
      }
      if (outcome.status === 'odds-changed') moved.push(...outcome.odds);
      if (outcome.status === 'market-locked' && outcome.betEventId !== undefined) {
        lockedLegs.push(outcome.betEventId);
      }
    }

    const placedCount = results.filter(({ outcome }) => outcome.status === 'placed').length;
    const all = placedCount === results.length;
    const only = results.length === 1 ? results[0] : undefined;
    const cap = capped === null ? '' : ` ${multiplePayoutCappedMessage(capped)}`;
    // What the press did, in one toast and on the slip: the bet's own words when it was one bet.
    const message = only
      ? `${only.outcome.message}${only.outcome.status === 'placed' ? cap : ''}`
      : all
        ? `${betsPlacedMessage(placedCount)}${cap}`
        : placedCount > 0
          ? `${somePlacedMessage(placedCount, results.length)}${cap}`
          : NONE_PLACED_MESSAGE;
    const toast = only
      ? TOAST_TYPE[only.outcome.status]
      : all
        ? 'success'
        : placedCount > 0
          ? 'warn'
          : 'error';
    dispatch(messageActions.showMessage({ type: toast, title: message }));
    if (placedCount > 0) publish('coins:changed', { reason: 'bet-placed' });

    const notices = results
      .filter(({ outcome }) => outcome.status !== 'placed')
      .map(({ name, outcome }) => noticeFor(name, outcome));
    if (placedCount > 0 && !all) notices.unshift({ text: message, tone: 'warn' });
    return {
      notices,
      afterwards: () => {
        for (const leg of moved) onOddsChanged(leg.betEventId, leg.odds);
        for (const betEventId of lockedLegs) onMarketLocked(betEventId);
        if (placedCount > 0) {
          onPlaced({ singles: placedSingles, multiple: multiplePlaced, message, all });
        }
      },
    };
  }, [plan, singles, multiples, dispatch, onPlaced, onOddsChanged, onMarketLocked]);

  const resetKey = [
    ...plan.singles.map((single) => `${single.betEventId}:${single.stake}`),
    plan.multiple ? `m:${plan.multiple.betEventIds.join(',')}:${plan.multiple.stake}` : '',
  ].join('|');
  return useSubmitPress({ stakeProblem, locked, resetKey, send });
}
