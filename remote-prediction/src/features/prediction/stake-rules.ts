/** The stake box and submit rules of SPEC sections 5 and 9 (SPEC-READINGS.md "Prediction"). */
import { PREDICTION_MESSAGES, PREDICTION_STAKE_FLOOR } from '@sportsbook/shared/contracts';

/** What the stake box keeps of what was typed or pasted: digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/**
 * The toast a press of submit shows instead of sending, or null to send: no team first, then an
 * empty stake or one of 50 or less.
 */
export function submitProblem(teamId: number | null, stake: string): string | null {
  if (teamId === null) return PREDICTION_MESSAGES.selectTeam;
  if (stake === '' || Number(stake) <= PREDICTION_STAKE_FLOOR)
    return PREDICTION_MESSAGES.stakeTooLow;
  return null;
}

/** "Win {n}X": the remuneration rounded (SPEC section 2). */
export function winBadge(remuneration: number): string {
  return `Win ${Math.round(remuneration)}X`;
}
