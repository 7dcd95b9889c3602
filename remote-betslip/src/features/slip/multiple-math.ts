/**
 * What the slip shows of a multiple (issue 32), by shared's accumulator arithmetic in hundredths
 * (the API's own): combined odds = the product of the legs' odds, rounded once, half up, to 2
 * decimals; Possible Win = stake × combined odds to the hundredth, never above the site's cap.
 */
import {
  accumulatorPayoutMinor,
  combinedOddsCents,
  toHundredths,
} from '@sportsbook/shared/contracts';
import { isStakeValid } from './stake-rules';

/** The combined odds of the legs, to 2 decimals. */
export function combinedOdds(legsOdds: readonly number[]): number {
  return Number(combinedOddsCents(legsOdds.map(toHundredths))) / 100;
}

export interface MultipleWin {
  /** Coins; 0 while the stake is invalid (SPEC's rule for a stake). */
  win: number;
  /** The win was cut to the cap. */
  capped: boolean;
}

/** Possible Win of the multiple: stake × combined odds, capped at `cap` coins when known. */
export function multiplePossibleWin(
  stake: number,
  legsOdds: readonly number[],
  cashLimit: number,
  cap: number | null,
): MultipleWin {
  if (!isStakeValid(stake, cashLimit)) return { win: 0, capped: false };
  const odds = legsOdds.map(toHundredths);
  const uncapped = accumulatorPayoutMinor(toHundredths(stake), odds, Number.MAX_SAFE_INTEGER);
  if (cap === null || uncapped <= toHundredths(cap)) return { win: uncapped / 100, capped: false };
  return { win: cap, capped: true };
}
