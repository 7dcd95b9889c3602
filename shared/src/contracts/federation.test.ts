import { CANARY_BUCKETS, canaryBucket } from './federation';

describe('canaryBucket', () => {
  it('is FNV-1a of "browser:remote:version" over 100 buckets, so every build agrees on it', () => {
    // FNV-1a 32 of "a" is 0xe40c292c (the published test vector); "a::" extends it.
    expect(canaryBucket('a', '', '')).toBe(fnv1a('a::') % 100);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('gives one browser the same bucket for the same canary at every page load', () => {
    const first = canaryBucket('browser-1', 'betslip', '1.0.1');
    for (let load = 0; load < 5; load += 1) {
      expect(canaryBucket('browser-1', 'betslip', '1.0.1')).toBe(first);
    }
  });

  it('spreads browsers evenly, and another canary over other browsers', () => {
    const ids = Array.from({ length: 4000 }, (_, index) => `browser-${index}`);
    const buckets = ids.map((id) => canaryBucket(id, 'betslip', '1.0.1'));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(CANARY_BUCKETS - 1);
    const half = buckets.filter((bucket) => bucket < 50).length / ids.length;
    expect(half).toBeGreaterThan(0.46);
    expect(half).toBeLessThan(0.54);
    const tenth = buckets.filter((bucket) => bucket < 10).length / ids.length;
    expect(tenth).toBeGreaterThan(0.08);
    expect(tenth).toBeLessThan(0.12);

    const nextCanary = ids.map((id) => canaryBucket(id, 'betslip', '1.0.2'));
    const same = nextCanary.filter((bucket, index) => bucket < 50 === buckets[index]! < 50);
    expect(same.length / ids.length).toBeLessThan(0.6);
  });
});

/** Reference FNV-1a (32 bit) over ASCII text, in exact integer arithmetic. */
function fnv1a(text: string): number {
  let hash = 2166136261n;
  for (const char of text) {
    hash ^= BigInt(char.charCodeAt(0));
    hash = (hash * 16777619n) % 2n ** 32n;
  }
  return Number(hash);
}
