import {
  formatRowLine,
  meetsTarget,
  parseRowLines,
  percentile,
  rowFromSamples,
  summarize,
  unavailableRow,
  type BenchRow,
} from './rows';

describe('summarize', () => {
  it('gives min, median and max of an odd count', () => {
    expect(summarize([5, 1, 3])).toEqual({ min: 1, median: 3, max: 5 });
  });

  it('takes the mean of the middle two for an even count', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
  });

  it('ignores samples that are not finite, and is NaN without any', () => {
    expect(summarize([Number.NaN, 2, Infinity])).toEqual({ min: 2, median: 2, max: 2 });
    expect(Number.isNaN(summarize([]).median)).toBe(true);
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is NaN without samples', () => {
    expect(Number.isNaN(percentile([], 95))).toBe(true);
  });
});

describe('meetsTarget', () => {
  it.each([
    [170, '≤ 170', true],
    [170.5, '≤ 170', false],
    [0.5, '≥ 0.5', true],
    [0.49, '>= 0.5', false],
    [50, '< 50', false],
    [91, '> 90', true],
  ])('%p against %p is %p', (value, target, expected) => {
    expect(meetsTarget(value, target)).toBe(expected);
  });

  it('never meets with NaN or a target it cannot read', () => {
    expect(meetsTarget(Number.NaN, '≤ 1')).toBe(false);
    expect(meetsTarget(1, 'small')).toBe(false);
  });
});

describe('rows', () => {
  it('judges a row on the median', () => {
    const row = rowFromSamples(
      { group: 'web', figure: 'ratio', unit: 'x', target: '≤ 1.10' },
      [1.3, 1.05, 1.08],
    );
    expect(row).toMatchObject({ min: 1.05, median: 1.08, max: 1.3, met: true });
  });

  it('round-trips through a BENCH_ROW line', () => {
    const row = rowFromSamples(
      { group: 'api', figure: 'GET live', unit: 'x', target: '≥ 0.5', note: 'n=3' },
      [0.4],
    );
    expect(parseRowLines(formatRowLine(row)).rows).toEqual([row]);
  });

  it('prints an unavailable figure as not met, NaN as null, and reads it back as NaN', () => {
    const row = unavailableRow(
      { group: 'api', figure: 'bench:api', unit: 'x', target: '≥ 0.5' },
      'no such script',
    );
    const line = formatRowLine(row);
    expect(line).toContain('"median":null');
    const [back] = parseRowLines(line).rows;
    expect(back.met).toBe(false);
    expect(Number.isNaN(back.median)).toBe(true);
    expect(back.note).toBe('not available: no such script');
  });
});

describe('parseRowLines', () => {
  // A line as the api's bench prints it, among its own talk and behind npm's prefix.
  const fixture = [
    '> @sportsbook/api@1.0.0 bench:api',
    '> tsx bench/http.ts',
    'warming up 2 s...',
    'BENCH_ROW {"group":"api","figure":"GET /ng/live_matches ÷ hello","unit":"x","min":0.41,"median":0.52,"max":0.55,"target":"≥ 0.5","met":true}',
    '[api] BENCH_ROW {"group":"api","figure":"POST /ng/bet-submit ÷ bare insert","unit":"x","min":0.2,"median":0.25,"max":0.3,"target":"≥ 0.5","met":false,"note":"synchronous=FULL"}',
    'BENCH_ROW {"group":"api","figure":"broken"',
    'BENCH_ROW {"group":"api"}',
    'done',
  ].join('\n');

  it('collects every valid row, in order, and keeps the malformed lines apart', () => {
    const { rows, malformed } = parseRowLines(fixture);
    expect(rows.map((row: BenchRow) => row.figure)).toEqual([
      'GET /ng/live_matches ÷ hello',
      'POST /ng/bet-submit ÷ bare insert',
    ]);
    expect(rows[1].note).toBe('synchronous=FULL');
    expect(malformed).toHaveLength(2);
  });

  it('finds nothing in output without rows', () => {
    expect(parseRowLines('npm error Missing script: "bench:api"')).toEqual({
      rows: [],
      malformed: [],
    });
  });
});
