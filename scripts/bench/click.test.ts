import { clickRows } from './click';

describe('clickRows', () => {
  it("judges today's figures on their median and prints the id-alone figures beside them", () => {
    const rows = clickRows({
      now: { p95: [40, 60, 50], inp: [120, 90, 250] },
      before: { p95: [300, 410, 350], inp: [260, 280, 300] },
      clicks: 20,
    });
    expect(rows.map((row) => [row.figure, row.median, row.target, row.met])).toEqual([
      ['odds click → selection painted p95', 50, '≤ 100', true],
      ['odds click INP (worst of a round)', 120, '≤ 200', true],
    ]);
    expect(rows[0].note).toBe(
      "before (id alone, as main's slip): 350 (300-410); 20 clicks a round, 4x CPU",
    );
    expect(rows[1].note).toContain("before (id alone, as main's slip): 280 (260-300)");
  });
});
