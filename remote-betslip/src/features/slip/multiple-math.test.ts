import { combinedOdds, multiplePossibleWin } from './multiple-math';
import { payoutCapFrom } from './use-payout-cap';

describe("the multiple's figures", () => {
  it('combines the odds as their product to 2 decimals, rounded once, half up', () => {
    // 1.85 × 2.10 × 1.33 = 5.16705 → 5.17 (rounding each step would give 5.16)
    expect(combinedOdds([1.85, 2.1, 1.33])).toBe(5.17);
    // Exactly half a hundredth rounds up: 1.01 × 1.50 = 1.515
    expect(combinedOdds([1.01, 1.5])).toBe(1.52);
    // Float odds that are not exact in binary still count as their hundredths.
    expect(combinedOdds([1.1, 1.1, 1.1])).toBe(1.33);
  });

  it('wins stake × combined odds to the hundredth, 0 while the stake is invalid', () => {
    expect(multiplePossibleWin(20, [1.85, 2.1, 1.33], 5000, null)).toEqual({
      win: 103.4,
      capped: false,
    });
    // 33.33 × 2.25 = 74.9925 → 74.99
    expect(multiplePossibleWin(33.33, [1.5, 1.5], 5000, null).win).toBe(74.99);
    expect(multiplePossibleWin(15, [2, 2], 5000, null)).toEqual({ win: 0, capped: false });
  });

  it("never shows more than the site's cap, and says it is capped", () => {
    expect(multiplePossibleWin(1000, [10, 10, 10], 5000, 50000)).toEqual({
      win: 50000,
      capped: true,
    });
    expect(multiplePossibleWin(50, [10, 10, 10], 5000, 50000)).toEqual({
      win: 50000,
      capped: false,
    });
  });

  it('reads the cap from the site settings, or none', () => {
    expect(payoutCapFrom([{ key: 'max_multiple_payout', value: '250000' }])).toBe(250000);
    expect(payoutCapFrom([{ key: 'max_multiple_payout', value: 'none' }])).toBeNull();
    expect(payoutCapFrom([])).toBeNull();
  });
});
