/** Odds arithmetic. Odds are integers of hundredths inside the API and 2-decimal numbers on the wire. */

/** The lowest odds a bet event may have (1.01): anything lower pays back less than the stake. */
export const MIN_ODDS_CENTS = 101;
/** The highest odds an operator or the simulator may set (1000.00). */
export const MAX_ODDS_CENTS = 100_000;

export function oddsToWire(oddsCents: number): number {
  return oddsCents / 100;
}

/** Decimal odds as given by an operator (1.85) to hundredths (185), rounded to the nearest. */
export function oddsFromDecimal(odds: number): number {
  return Math.round(odds * 100);
}

export function clampOddsCents(oddsCents: number): number {
  return Math.min(MAX_ODDS_CENTS, Math.max(MIN_ODDS_CENTS, Math.round(oddsCents)));
}
