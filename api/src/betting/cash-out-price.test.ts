import { cashOutPriceMinor } from './cash-out-price';
import type { CashOutLeg } from './cash-out-price';

const pending = (placedOddsCents: number, currentOddsCents: number): CashOutLeg => ({
  placedOddsCents,
  currentOddsCents,
  result: 'pending',
});

describe('the cash-out price', () => {
  it('is the stake less the margin when the odds have not moved', () => {
    // 100.00 at 2.00, still 2.00, 5 % margin: 95.00.
    expect(cashOutPriceMinor(10_000, [pending(200, 200)], 500)).toBe(9_500);
  });

  it('is the stake exactly with no margin and unmoved odds', () => {
    expect(cashOutPriceMinor(2_000, [pending(185, 185)], 0)).toBe(2_000);
  });

  it('rises as the selection shortens and falls as it drifts', () => {
    // 20.00 at 3.00 now 1.50: 40.00, less 5 %: 38.00.
    expect(cashOutPriceMinor(2_000, [pending(300, 150)], 500)).toBe(3_800);
    // now 6.00: 10.00, less 5 %: 9.50.
    expect(cashOutPriceMinor(2_000, [pending(300, 600)], 500)).toBe(950);
  });

  it('never exceeds what the bet would pay when the current odds are 1.00', () => {
    // 20.00 at 2.50 now 1.00: 50.00 (the full payout), less 5 %: 47.50.
    expect(cashOutPriceMinor(2_000, [pending(250, 100)], 500)).toBe(4_750);
  });

  it('rounds down in the house favour', () => {
    // 20.01 x 1.85 / 1.90 x 0.95 = 18.5096... -> 18.50.
    expect(cashOutPriceMinor(2_001, [pending(185, 190)], 500)).toBe(1_850);
    // 0.01 cannot buy a hundredth back at a worse price.
    expect(cashOutPriceMinor(1, [pending(200, 300)], 500)).toBe(0);
  });

  it('pays nothing with a 100 % margin, and the fair price with 0 %', () => {
    expect(cashOutPriceMinor(2_000, [pending(200, 150)], 10_000)).toBe(0);
    // 20.00 x 2.00 / 1.50 = 26.666... -> 26.66.
    expect(cashOutPriceMinor(2_000, [pending(200, 150)], 0)).toBe(2_666);
  });

  it('of a part is the proportional price, so parts never pay more than the whole', () => {
    const legs = [pending(185, 190)];
    const whole = cashOutPriceMinor(3_333, legs, 500);
    const part = cashOutPriceMinor(1_111, legs, 500);
    const rest = cashOutPriceMinor(2_222, legs, 500);
    expect(part + rest).toBeLessThanOrEqual(whole);
    expect(whole - (part + rest)).toBeLessThanOrEqual(1);
  });

  it('is 0 for a stake of 0', () => {
    expect(cashOutPriceMinor(0, [pending(200, 200)], 500)).toBe(0);
  });

  describe('over several legs (a multiple)', () => {
    it('divides the placed product by the open legs current product', () => {
      // 10.00 at 2.00 x 3.00, now 1.50 x 2.00: 10 x 6 / 3 = 20.00, less 5 %: 19.00.
      expect(cashOutPriceMinor(1_000, [pending(200, 150), pending(300, 200)], 500)).toBe(1_900);
    });

    it('counts a won leg 1 below the line', () => {
      const legs: CashOutLeg[] = [
        { placedOddsCents: 200, currentOddsCents: 999, result: 'won' },
        pending(300, 300),
      ];
      // 10.00 x 2.00 x 3.00 / 3.00 = 20.00, less 5 %: 19.00.
      expect(cashOutPriceMinor(1_000, legs, 500)).toBe(1_900);
    });

    it('counts a void leg 1.00 above and below', () => {
      const legs: CashOutLeg[] = [
        { placedOddsCents: 400, currentOddsCents: 999, result: 'void' },
        pending(200, 200),
      ];
      expect(cashOutPriceMinor(1_000, legs, 500)).toBe(950);
    });

    it('is 0 once a leg has lost', () => {
      const legs: CashOutLeg[] = [
        { placedOddsCents: 200, currentOddsCents: 200, result: 'lost' },
        pending(200, 150),
      ];
      expect(cashOutPriceMinor(1_000, legs, 500)).toBe(0);
    });

    it('stays exact with twenty legs', () => {
      const legs = Array.from({ length: 20 }, () => pending(250, 250));
      expect(cashOutPriceMinor(2_000, legs, 500)).toBe(1_900);
    });
  });

  it('refuses what is not a price, a stake or a margin', () => {
    expect(() => cashOutPriceMinor(2_000, [], 500)).toThrow(RangeError);
    expect(() => cashOutPriceMinor(2_000, [pending(99, 200)], 500)).toThrow(RangeError);
    expect(() => cashOutPriceMinor(2_000, [pending(200, 0)], 500)).toThrow(RangeError);
    expect(() => cashOutPriceMinor(-1, [pending(200, 200)], 500)).toThrow(RangeError);
    expect(() => cashOutPriceMinor(2_000, [pending(200, 200)], 10_001)).toThrow(RangeError);
  });
});
