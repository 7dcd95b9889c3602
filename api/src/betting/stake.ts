/** Reading coin amounts and odds as people type them, into integers of hundredths. */

/** Up to 12 whole digits and 2 decimals: "20", "20.5", "20.55". */
const COINS_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

export type ParsedAmount =
  | { ok: true; minor: number }
  | { ok: false; problem: 'missing' | 'not-a-number' | 'too-many-decimals' | 'negative' };

/** "20.55" is 2055; no floating point is involved. */
export function parseCoins(text: string | undefined): ParsedAmount {
  const value = (text ?? '').trim();
  if (value === '') return { ok: false, problem: 'missing' };
  if (!NUMBER_PATTERN.test(value) || value.replace(/^-/, '').split('.')[0]!.length > 12) {
    return { ok: false, problem: 'not-a-number' };
  }
  if (value.startsWith('-')) return { ok: false, problem: 'negative' };
  if (!COINS_PATTERN.test(value)) return { ok: false, problem: 'too-many-decimals' };
  const [whole, fraction = ''] = value.split('.') as [string, string?];
  return { ok: true, minor: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** The hundredths of a coin amount a form schema has checked (`coinAmount`: it parses). */
export function minorOfCheckedCoins(text: string): number {
  const parsed = parseCoins(text);
  if (!parsed.ok) throw new Error(`A checked amount did not parse: ${text}`);
  return parsed.minor;
}

/** What a winning stake returns: stake x odds, rounded to the nearest hundredth (half up). */
export function payoutMinor(stakeMinor: number, oddsCents: number): number {
  const product = stakeMinor * oddsCents;
  if (!Number.isSafeInteger(product)) throw new Error('Stake x odds is out of range.');
  return Math.floor((product + 50) / 100);
}
