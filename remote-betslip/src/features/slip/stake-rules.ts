/**
 * The betslip stake rules of SPEC sections 5 and 9, as pure functions. The reducer and the view
 * only call these; no rule or message lives anywhere else in the remote.
 */
import {
  STAKE_DEFAULT,
  STAKE_MIN,
  STAKE_STEP,
  STAKE_TOO_LOW_MESSAGE,
  stakeTooHighMessage,
} from '@sportsbook/shared/contracts';
import { roundTo2 } from '@sportsbook/shared/format';

export { STAKE_DEFAULT, STAKE_MIN, STAKE_STEP };

/** A stake after validation: what the input shows and the message under it, if any. */
export interface CheckedStake {
  stake: number;
  message: string | null;
}

/**
 * Reads what the user typed. A value that is not above 0 (including an emptied field) becomes 0;
 * text that is not a number is ignored (null), so the previous stake stays.
 */
export function parseStakeInput(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return 0;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  if (value <= 0) return 0;
  return roundTo2(value);
}

/**
 * Validates a stake on change. Below the minimum it stays as typed with the "too low" message;
 * above the market's cash limit it is set to the limit with the "too high" message.
 */
export function checkStake(value: number, cashLimit: number): CheckedStake {
  const stake = value > 0 ? value : 0;
  if (stake > cashLimit) return { stake: cashLimit, message: stakeTooHighMessage(cashLimit) };
  if (stake < STAKE_MIN) return { stake, message: STAKE_TOO_LOW_MESSAGE };
  return { stake, message: null };
}

/** The minus button: one step down, never below 0. */
export function stepDown(stake: number): number {
  return Math.max(0, roundTo2(stake - STAKE_STEP));
}

/** The plus button: one step up. */
export function stepUp(stake: number): number {
  return roundTo2(stake + STAKE_STEP);
}

/** A stake the market takes: at least the minimum and at most the cash limit. */
export function isStakeValid(stake: number, cashLimit: number): boolean {
  return stake >= STAKE_MIN && stake <= cashLimit;
}

/** Odds times stake, rounded to 2 decimals; 0 while the stake is invalid. */
export function possibleWin(odds: number, stake: number, cashLimit: number): number {
  if (!isStakeValid(stake, cashLimit)) return 0;
  return roundTo2(odds * stake);
}

/**
 * The range line shown above the stake. SPEC names a "range message" without its words; these
 * are ours (see README).
 */
export function stakeRangeMessage(cashLimit: number): string {
  return `Stake range: ${STAKE_MIN} - ${cashLimit}`;
}
