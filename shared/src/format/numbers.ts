/** The odds, coin amounts and durations of SPEC section 9 (no dependency). */

/** Odds always show two decimals: 1.5 → "1.50". */
export function formatOdds(odds: number): string {
  return toFixed2(odds);
}

/** Coin amounts (balance, possible win) always show two decimals. */
export function formatAmount(amount: number): string {
  return toFixed2(amount);
}

/** Rounds half away from zero at two decimals without binary-float surprises (1.005 → 1.01). */
export function roundTo2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-8)) / 100;
}

function toFixed2(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  return roundTo2(value).toFixed(2);
}

/** A countdown or elapsed time as `HH:MM:SS`, or `Dd HH:MM:SS` past a day. */
export function formatDuration(totalMs: number): string {
  const totalS = Math.max(0, Math.floor(totalMs / 1000));
  const days = Math.floor(totalS / 86400);
  const hours = Math.floor((totalS % 86400) / 3600);
  const minutes = Math.floor((totalS % 3600) / 60);
  const seconds = totalS % 60;
  const hms = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${hms}` : hms;
}

/**
 * Coins as shown (2-decimal numbers on the wire) to whole hundredths, as the ledger counts them:
 * compare and add amounts in hundredths, never as floats (20.1 + 0.2). Since shared 2.12.0.
 */
export function minorFromCoins(coins: number): number {
  return Math.round(coins * 100);
}

/** Whole hundredths back to coins as shown. */
export function coinsFromMinor(minor: number): number {
  return minor / 100;
}
