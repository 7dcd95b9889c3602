/**
 * The arithmetic of a multiple (accumulator, issue 32), in integers of hundredths: no floating
 * point touches odds or money. Decimal odds are hundredths (1.85 is 185), amounts are minor units.
 * The legs' odds multiply as BigInt, since twenty legs overflow a double's exact integers. The API
 * settles with it and the slip shows with it, so both say the same combined odds and payout.
 */

/** Odds of a void leg: it neither adds nor takes away. */
export const VOID_LEG_ODDS_CENTS = 100;

/** Rounds numerator / denominator to the nearest integer, halves up (both positive). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * The combined odds of the legs: their product to 2 decimals (rounded once, half up), in
 * hundredths. One leg is its own odds.
 */
export function combinedOddsCents(legsOddsCents: readonly number[]): bigint {
  if (legsOddsCents.length === 0) throw new RangeError('A multiple has at least one leg.');
  let product = 1n;
  for (const odds of legsOddsCents) {
    if (!Number.isSafeInteger(odds) || odds < VOID_LEG_ODDS_CENTS) {
      throw new RangeError(`Odds of ${odds} hundredths are not a price.`);
    }
    product *= BigInt(odds);
  }
  return divideHalfUp(product, 100n ** BigInt(legsOddsCents.length - 1));
}

/**
 * What a stake returns at the combined odds: stake × combined odds to the hundredth (half up),
 * never more than the site's maximum payout of a multiple.
 */
export function accumulatorPayoutMinor(
  stakeMinor: number,
  legsOddsCents: readonly number[],
  maxPayoutMinor: number,
): number {
  const payout = divideHalfUp(BigInt(stakeMinor) * combinedOddsCents(legsOddsCents), 100n);
  return payout > BigInt(maxPayoutMinor) ? maxPayoutMinor : Number(payout);
}

/** Decimal odds or coins (at most 2 decimals, as the wire carries them) as hundredths. */
export function toHundredths(value: number): number {
  return Math.round(value * 100);
}
