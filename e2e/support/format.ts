/** Formats the tests compare page texts with (SPEC section 9). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Match dates: `DD-MMM-YY, hh:mm A`, in UTC (the browser runs with timezoneId UTC). */
export function matchDate(iso: string): string {
  const date = new Date(iso);
  const hours = date.getUTCHours();
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return (
    `${pad2(date.getUTCDate())}-${MONTHS[date.getUTCMonth()]}-${pad2(date.getUTCFullYear() % 100)}, ` +
    `${pad2(hours12)}:${pad2(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
  );
}

/** Odds times stake to 2 decimals, computed in hundredths so no float rounding creeps in. */
export function possibleWin(odds: number, stake: number): string {
  return ((Math.round(odds * 100) * Math.round(stake * 100)) / 10_000).toFixed(2);
}

/** A multiple's odds: the product of its legs' odds to 2 decimals, rounded once, half up. */
export function combinedOdds(odds: number[]): number {
  const product = odds.reduce((sum, value) => sum * BigInt(Math.round(value * 100)), 1n);
  const scale = 100n ** BigInt(odds.length - 1);
  return Number((product * 2n + scale) / (scale * 2n)) / 100;
}

/** Odds a little higher or lower than `odds`, never below the 1.01 floor. */
export function oddsAbove(odds: number): number {
  return Math.round(odds * 100 + 37) / 100;
}

export function oddsBelow(odds: number): number {
  return Math.max(101, Math.round(odds * 100 - 23)) / 100;
}
