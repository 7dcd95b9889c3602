/**
 * The cash-out price of a bet (issue 32), over its legs, in integers: no floating point touches
 * odds or money. A single is one leg; a multiple (accumulator.ts) is several, and plugs in by
 * handing its legs here (docs/cash-out.md).
 *
 *   price = stake × (product of the placed odds) / (product of the current odds of the legs still
 *           open) × (1 − house margin)
 *
 * A won leg counts 1 in the denominator (it is certain now); a void leg counts 1.00 above and
 * below (it neither adds nor takes away, as at settlement); a lost leg makes the bet worth
 * nothing, so it has no price. The result is rounded down, in the house's favour.
 */
import type { LegResult } from './accumulator';
import { VOID_LEG_ODDS_CENTS } from './accumulator';

/** The whole of a margin, in basis points: 10000 is 100 %. */
export const MARGIN_BPS_WHOLE = 10_000;

export interface CashOutLeg {
  /** The leg's odds when the bet was placed, hundredths. */
  placedOddsCents: number;
  /** The leg's odds now, hundredths; read only while the leg is pending. */
  currentOddsCents: number;
  result: LegResult;
}

function assertOdds(odds: number): void {
  if (!Number.isSafeInteger(odds) || odds < VOID_LEG_ODDS_CENTS) {
    throw new RangeError(`Odds of ${odds} hundredths are not a price.`);
  }
}

/**
 * What `stakeMinor` of the bet cashes out for now, in hundredths, rounded down; 0 when a leg has
 * lost. `marginBps` is the house margin in basis points (500 = 5 %).
 */
export function cashOutPriceMinor(
  stakeMinor: number,
  legs: readonly CashOutLeg[],
  marginBps: number,
): number {
  if (legs.length === 0) throw new RangeError('A bet has at least one leg.');
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) {
    throw new RangeError(`A stake is a whole number of hundredths, got ${stakeMinor}.`);
  }
  if (!Number.isSafeInteger(marginBps) || marginBps < 0 || marginBps > MARGIN_BPS_WHOLE) {
    throw new RangeError(`A margin is 0 to ${MARGIN_BPS_WHOLE} basis points, got ${marginBps}.`);
  }
  if (legs.some((leg) => leg.result === 'lost')) return 0;
  let placed = 1n;
  let current = 1n;
  // Each factor is in hundredths: the numerator carries 100 per leg, the denominator 100 per
  // open leg; the difference is made up below so the quotient is in the stake's units.
  let scaleAbove = 1n;
  let scaleBelow = 1n;
  for (const leg of legs) {
    assertOdds(leg.placedOddsCents);
    scaleBelow *= 100n;
    if (leg.result === 'void') {
      placed *= BigInt(VOID_LEG_ODDS_CENTS);
      continue;
    }
    placed *= BigInt(leg.placedOddsCents);
    if (leg.result === 'pending') {
      assertOdds(leg.currentOddsCents);
      current *= BigInt(leg.currentOddsCents);
      scaleAbove *= 100n;
    }
  }
  const numerator = BigInt(stakeMinor) * placed * scaleAbove * BigInt(MARGIN_BPS_WHOLE - marginBps);
  const denominator = current * scaleBelow * BigInt(MARGIN_BPS_WHOLE);
  return Number(numerator / denominator);
}
