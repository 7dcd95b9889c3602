/**
 * The bench contract of issue 12: every bench prints one `BENCH_ROW {json}` line per figure, and
 * `npm run bench` collects those lines (its own web rows included) into one table. Pure code only,
 * so the statistics, the judging of targets and the parsing are unit-tested.
 */

export interface BenchRow {
  group: string;
  figure: string;
  unit: string;
  min: number;
  median: number;
  max: number;
  /** e.g. "≤ 170" or "≥ 0.5"; `met` is judged on the median. */
  target: string;
  met: boolean;
  note?: string;
}

export const ROW_PREFIX = 'BENCH_ROW ';

export interface Summary {
  min: number;
  median: number;
  max: number;
}

/** Min, median (the mean of the middle two for an even count) and max; NaN for no samples. */
export function summarize(samples: readonly number[]): Summary {
  const finite = samples.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1] };
}

/** The p-th percentile (0-100) by the nearest-rank method; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = samples.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Whether `value` meets a target written "≤ N", "< N", "≥ N" or "> N" (also <=, >=). */
export function meetsTarget(value: number, target: string): boolean {
  const match = /^\s*(≤|<=|<|≥|>=|>)\s*(-?[\d.]+)/.exec(target);
  if (!match || !Number.isFinite(value)) return false;
  const bound = Number(match[2]);
  switch (match[1]) {
    case '≤':
    case '<=':
      return value <= bound;
    case '<':
      return value < bound;
    case '≥':
    case '>=':
      return value >= bound;
    default:
      return value > bound;
  }
}

/** A row from samples, judged on the median. */
export function rowFromSamples(
  fields: { group: string; figure: string; unit: string; target: string; note?: string },
  samples: readonly number[],
): BenchRow {
  const summary = summarize(samples);
  return { ...fields, ...summary, met: meetsTarget(summary.median, fields.target) };
}

/** A row for a figure that could not be measured: printed as not met, with the reason. */
export function unavailableRow(
  fields: { group: string; figure: string; unit: string; target: string },
  reason: string,
): BenchRow {
  return {
    ...fields,
    min: Number.NaN,
    median: Number.NaN,
    max: Number.NaN,
    met: false,
    note: `not available: ${reason}`,
  };
}

/** The `BENCH_ROW {json}` line of a row (NaN is written as null, as JSON has no NaN). */
export function formatRowLine(row: BenchRow): string {
  return `${ROW_PREFIX}${JSON.stringify(row)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOrNaN(value: unknown): number | null {
  if (value === null) return Number.NaN;
  return typeof value === 'number' ? value : null;
}

/** One row from parsed JSON, or null when it lacks a field of the contract. */
export function rowFromJson(value: unknown): BenchRow | null {
  if (!isRecord(value)) return null;
  const { group, figure, unit, target, met, note } = value;
  const min = numberOrNaN(value.min);
  const median = numberOrNaN(value.median);
  const max = numberOrNaN(value.max);
  if (
    typeof group !== 'string' ||
    typeof figure !== 'string' ||
    typeof unit !== 'string' ||
    typeof target !== 'string' ||
    typeof met !== 'boolean' ||
    min === null ||
    median === null ||
    max === null ||
    (note !== undefined && typeof note !== 'string')
  ) {
    return null;
  }
  return { group, figure, unit, min, median, max, target, met, ...(note ? { note } : {}) };
}

export interface ParsedOutput {
  rows: BenchRow[];
  /** Lines that start with the prefix but are not a valid row. */
  malformed: string[];
}

/** Every BENCH_ROW line of a command's output (other lines are the bench's own talk). */
export function parseRowLines(output: string): ParsedOutput {
  const rows: BenchRow[] = [];
  const malformed: string[] = [];
  for (const rawLine of output.split(/\r?\n/)) {
    const line = rawLine.trim();
    const at = line.indexOf(ROW_PREFIX.trim());
    if (at === -1) continue;
    const json = line.slice(at + ROW_PREFIX.trim().length).trim();
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      malformed.push(line);
      continue;
    }
    const row = rowFromJson(parsed);
    if (row) rows.push(row);
    else malformed.push(line);
  }
  return { rows, malformed };
}
