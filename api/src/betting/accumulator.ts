/**
 * The arithmetic of a multiple (accumulator, issue 32), in integers of hundredths: no floating
 * point touches odds or money. Decimal odds are hundredths (1.85 is 185), amounts are minor units.
 * The legs' odds multiply as BigInt, since twenty legs overflow a double's exact integers.
 */

import {
  VOID_LEG_ODDS_CENTS,
  accumulatorPayoutMinor,
  combinedOddsCents,
} from '@sportsbook/shared/contracts';

// The combined odds and the payout are shared's, so the slip shows what the API settles.
export { VOID_LEG_ODDS_CENTS, accumulatorPayoutMinor, combinedOddsCents };

export type LegResult = 'pending' | 'won' | 'lost' | 'void';

export interface AccumulatorLeg {
  oddsCents: number;
  result: LegResult;
}

export type AccumulatorOutcome =
  | { status: 'pending' }
  | { status: 'lost'; payoutMinor: 0 }
  | { status: 'void'; payoutMinor: number }
  | { status: 'won'; payoutMinor: number };

/**
 * A multiple's outcome from its legs' results: any lost leg loses it (even while others are
 * open); otherwise it waits for its last leg; then every void leg counts 1.00, and when all are
 * void the stake is returned.
 */
export function settleAccumulator(
  stakeMinor: number,
  legs: readonly AccumulatorLeg[],
  maxPayoutMinor: number,
): AccumulatorOutcome {
  if (legs.some((leg) => leg.result === 'lost')) return { status: 'lost', payoutMinor: 0 };
  if (legs.some((leg) => leg.result === 'pending')) return { status: 'pending' };
  if (legs.every((leg) => leg.result === 'void'))
    return { status: 'void', payoutMinor: stakeMinor };
  const odds = legs.map((leg) => (leg.result === 'void' ? VOID_LEG_ODDS_CENTS : leg.oddsCents));
  return { status: 'won', payoutMinor: accumulatorPayoutMinor(stakeMinor, odds, maxPayoutMinor) };
}
