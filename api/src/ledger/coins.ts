/**
 * Coins as shown (2-decimal numbers on the wire) and as stored (integers of hundredths, `_minor`).
 * Every domain that shows or takes an amount converts through here.
 */

/** Coins (as shown) from hundredths of a coin (as stored). */
export function coinsFromMinor(minor: number): number {
  return minor / 100;
}

export function minorFromCoins(coins: number): number {
  return Math.round(coins * 100);
}
