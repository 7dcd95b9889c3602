/** The one table `npm run bench` prints: a line per figure, its target beside it. Pure code. */
import type { BenchRow } from './rows';

/** A figure as read: 0.068, 1.22, 42.3, 170, an integer as is; "n/a" for NaN. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 100) return String(Math.round(value));
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

const HEADERS = ['group', 'figure', 'unit', 'min', 'median', 'max', 'target', 'met', 'note'];

/** Renders rows as a fixed-width text table (in the order given), with a count of met targets. */
export function renderTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((row) => [
    row.group,
    row.figure,
    row.unit,
    formatNumber(row.min),
    formatNumber(row.median),
    formatNumber(row.max),
    row.target,
    row.met ? 'yes' : 'NO',
    row.note ?? '',
  ]);
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...cells.map((line) => line[column].length)),
  );
  const numeric = new Set([3, 4, 5]);
  const format = (line: string[]) =>
    line
      .map((cell, column) =>
        column === line.length - 1
          ? cell
          : numeric.has(column)
            ? cell.padStart(widths[column])
            : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const met = rows.filter((row) => row.met).length;
  return [
    format(HEADERS),
    rule,
    ...cells.map(format),
    rule,
    `${met} of ${rows.length} targets met (judged on the median)`,
  ].join('\n');
}
