import { rowFromSamples, unavailableRow } from './rows';
import { formatNumber, renderTable } from './table';

describe('formatNumber', () => {
  it.each([
    [0.0684, '0.068'],
    [1.224, '1.22'],
    [42.26, '42.3'],
    [170.4, '170'],
    [1, '1'],
    [0, '0'],
    [Number.NaN, 'n/a'],
  ])('%p is written %p', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe('renderTable', () => {
  const rows = [
    rowFromSamples(
      { group: 'web', figure: 'JS gz before first list of /', unit: 'KB', target: '≤ 170' },
      [300.2, 300.2, 300.2],
    ),
    rowFromSamples(
      { group: 'web', figure: 'first list federated ÷ one bundle', unit: 'x', target: '≤ 1.10' },
      [1.01, 1.05, 1.2],
    ),
    unavailableRow(
      { group: 'api', figure: 'bench:api', unit: 'x', target: '≥ 0.5' },
      'no bench:api script',
    ),
  ];

  it('prints one line per row with the target beside the figure, and the count met', () => {
    const lines = renderTable(rows).split('\n');
    expect(lines[0]).toMatch(/^group\s+figure\s+unit\s+min\s+median\s+max\s+target\s+met\s+note$/);
    expect(lines).toHaveLength(2 + rows.length + 2);
    expect(lines[2]).toMatch(/JS gz before first list of \/\s+KB\s+300\s+300\s+300\s+≤ 170\s+NO/);
    expect(lines[3]).toMatch(/1\.01\s+1\.05\s+1\.20\s+≤ 1\.10\s+yes/);
    expect(lines[4]).toMatch(/n\/a\s+n\/a\s+n\/a\s+≥ 0\.5\s+NO\s+not available: no bench:api/);
    expect(lines.at(-1)).toBe('1 of 3 targets met (judged on the median)');
  });

  it('lines the columns up', () => {
    const lines = renderTable(rows).split('\n');
    const targetColumn = lines[0].indexOf('target');
    for (const line of lines.slice(2, 5))
      expect(line.indexOf('≤') === targetColumn || line.indexOf('≥') === targetColumn).toBe(true);
  });
});
