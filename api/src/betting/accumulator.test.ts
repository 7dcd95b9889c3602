import {
  accumulatorPayoutMinor,
  combinedOddsCents,
  settleAccumulator,
  type AccumulatorLeg,
} from './accumulator';

const NO_CAP = Number.MAX_SAFE_INTEGER;

describe('combinedOddsCents', () => {
  it('is the product of the legs to 2 decimals, rounded once, half up', () => {
    expect(combinedOddsCents([185])).toBe(185n);
    expect(combinedOddsCents([200, 150])).toBe(300n);
    // 1.85 × 2.10 × 1.33 = 5.16705 → 5.17
    expect(combinedOddsCents([185, 210, 133])).toBe(517n);
    // 1.05 × 1.05 = 1.1025 → 1.10; 1.15 × 1.15 = 1.3225 → 1.32; 1.25 × 1.25 = 1.5625 → 1.56
    expect(combinedOddsCents([105, 105])).toBe(110n);
    expect(combinedOddsCents([115, 115])).toBe(132n);
    expect(combinedOddsCents([125, 125])).toBe(156n);
    // Exactly half a hundredth rounds up: 1.01 × 1.50 = 1.515 → 1.52
    expect(combinedOddsCents([101, 150])).toBe(152n);
  });

  it('stays exact for twenty long-priced legs, beyond a double', () => {
    // 10.00 ^ 20 = 1e20, i.e. 1e22 hundredths: far past Number.MAX_SAFE_INTEGER.
    expect(combinedOddsCents(Array(20).fill(1000))).toBe(10n ** 22n);
    // 1.01 ^ 20 = 1.22019004... → 1.22
    expect(combinedOddsCents(Array(20).fill(101))).toBe(122n);
  });

  it('refuses no legs and odds below 1.00', () => {
    expect(() => combinedOddsCents([])).toThrow(RangeError);
    expect(() => combinedOddsCents([185, 99])).toThrow(RangeError);
    expect(() => combinedOddsCents([185, 1.5])).toThrow(RangeError);
  });
});

describe('accumulatorPayoutMinor', () => {
  it('is the stake times the combined odds to the hundredth', () => {
    // 20.00 × 5.17 = 103.40
    expect(accumulatorPayoutMinor(2000, [185, 210, 133], NO_CAP)).toBe(10_340);
    // 0.33 × 1.52 = 0.5016 → 0.50; 0.35 × 1.10 = 0.385 → 0.39
    expect(accumulatorPayoutMinor(33, [101, 150], NO_CAP)).toBe(50);
    expect(accumulatorPayoutMinor(35, [105, 105], NO_CAP)).toBe(39);
  });

  it('never passes the maximum payout of a multiple', () => {
    expect(accumulatorPayoutMinor(100_000, [1000, 1000, 1000], 5_000_000)).toBe(5_000_000);
    expect(accumulatorPayoutMinor(2000, [200, 200], 8000)).toBe(8000);
    expect(accumulatorPayoutMinor(2000, [200, 200], 7999)).toBe(7999);
    expect(accumulatorPayoutMinor(2000, Array(20).fill(99_999), 5_000_000)).toBe(5_000_000);
  });
});

describe('settleAccumulator', () => {
  const leg = (oddsCents: number, result: AccumulatorLeg['result']): AccumulatorLeg => ({
    oddsCents,
    result,
  });

  it('pays stake × the product when every leg won', () => {
    expect(settleAccumulator(2000, [leg(200, 'won'), leg(150, 'won')], NO_CAP)).toEqual({
      status: 'won',
      payoutMinor: 6000,
    });
  });

  it('loses on any lost leg, even while other legs are open', () => {
    expect(settleAccumulator(2000, [leg(200, 'won'), leg(150, 'lost')], NO_CAP)).toEqual({
      status: 'lost',
      payoutMinor: 0,
    });
    expect(settleAccumulator(2000, [leg(200, 'pending'), leg(150, 'lost')], NO_CAP)).toEqual({
      status: 'lost',
      payoutMinor: 0,
    });
    expect(settleAccumulator(2000, [leg(200, 'void'), leg(150, 'lost')], NO_CAP)).toEqual({
      status: 'lost',
      payoutMinor: 0,
    });
  });

  it('waits while a leg is open and none lost', () => {
    expect(settleAccumulator(2000, [leg(200, 'won'), leg(150, 'pending')], NO_CAP)).toEqual({
      status: 'pending',
    });
  });

  it('counts a void leg as 1.00', () => {
    expect(
      settleAccumulator(2000, [leg(200, 'won'), leg(150, 'void'), leg(125, 'won')], NO_CAP),
    ).toEqual({ status: 'won', payoutMinor: 5000 });
  });

  it('returns the stake when every leg is void', () => {
    expect(settleAccumulator(2550, [leg(200, 'void'), leg(150, 'void')], NO_CAP)).toEqual({
      status: 'void',
      payoutMinor: 2550,
    });
  });

  it('caps a winning multiple at the maximum payout', () => {
    expect(settleAccumulator(2000, [leg(1000, 'won'), leg(1000, 'won')], 100_000)).toEqual({
      status: 'won',
      payoutMinor: 100_000,
    });
  });
});
