/**
 * The bench contract shared by the api benches: figures of interleaved rounds as min / median /
 * max, and one `BENCH_ROW {json}` line per figure on stdout (see the root bench in scripts/bench/).
 */

export interface BenchRow {
  group: string;
  figure: string;
  unit: string;
  min: number;
  median: number;
  max: number;
  /** Like "≥ 0.5" or "≤ 100"; `met` is judged on the median. */
  target: string;
  met: boolean;
  note?: string;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { min: sorted[0] as number, median, max: sorted[sorted.length - 1] as number };
}

function rounded(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Prints one BENCH_ROW line; `target` is `≥ n` or `≤ n`, judged on the median. */
export function printBenchRow(
  row: Omit<BenchRow, 'met' | 'min' | 'median' | 'max'> & { spread: Spread; digits?: number },
): BenchRow {
  const match = /^(≥|≤)\s*([0-9.]+)$/.exec(row.target);
  if (!match) throw new Error(`A target is "≥ n" or "≤ n", got ${row.target}`);
  const bound = Number(match[2]);
  const { median } = row.spread;
  const met = Number.isFinite(median) && (match[1] === '≥' ? median >= bound : median <= bound);
  const digits = row.digits ?? 3;
  const out: BenchRow = {
    group: row.group,
    figure: row.figure,
    unit: row.unit,
    min: rounded(row.spread.min, digits),
    median: rounded(median, digits),
    max: rounded(row.spread.max, digits),
    target: row.target,
    met,
    ...(row.note !== undefined ? { note: row.note } : {}),
  };
  console.log(`BENCH_ROW ${JSON.stringify(out)}`);
  return out;
}
