import { MAX_TICKS_PER_ROUND, tickLatencies, tickOdds } from './ticks';

describe('tickLatencies', () => {
  it('measures each shown tick from its publish time', () => {
    expect(tickLatencies([0, 10], [5, 30])).toEqual([5, 20]);
  });

  it('counts a tick superseded before it was drawn as shown with the later one', () => {
    expect(tickLatencies([0, 2, 10], [Number.NaN, 8, 12])).toEqual([8, 6, 2]);
  });

  it('uses the earliest later showing, even when an earlier tick showed later', () => {
    expect(tickLatencies([0, 1], [9, 4])).toEqual([4, 3]);
  });

  it('gives NaN to ticks that nothing after them showed', () => {
    const latencies = tickLatencies([0, 1, 2], [3, Number.NaN, Number.NaN]);
    expect(latencies[0]).toBe(3);
    expect(latencies.slice(1).every(Number.isNaN)).toBe(true);
  });
});

describe('tickOdds', () => {
  it('is unique across the ticks of a round and apart between rounds', () => {
    const round0 = new Set(Array.from({ length: MAX_TICKS_PER_ROUND }, (_, i) => tickOdds(0, i)));
    expect(round0.size).toBe(MAX_TICKS_PER_ROUND);
    expect(tickOdds(0, 0)).toBe('20.00');
    expect(tickOdds(0, MAX_TICKS_PER_ROUND - 1)).toBe('119.99');
    expect(tickOdds(1, 0)).toBe('120.00');
  });
});
