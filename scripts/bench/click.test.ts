import { clickRows } from './click';

describe('clickRows', () => {
  it("judges today's figures on their median and prints the id-alone figures beside them", () => {
    const rows = clickRows({
      now: { p95: [40, 60, 50], inp: [120, 90, 250] },
      before: { p95: [300, 410, 350], inp: [260, 280, 300] },
      onArrival: { p95: [90, 130, 110], inp: [150, 170, 140] },
      clicks: 20,
    });
    expect(rows.map((row) => [row.figure, row.median, row.target, row.met])).toEqual([
      ['odds click → selection painted p95', 50, '≤ 100', true],
      ['odds click INP (worst of a round)', 120, '≤ 200', true],
      ['odds click p95, pressed on arrival', 110, '≤ 100', false],
    ]);
    expect(rows[0].note).toBe(
      "before (id alone, as main's slip): 350 (300-410); pointer at rest on the button; 20 clicks a round, 4x CPU",
    );
    expect(rows[1].note).toContain("before (id alone, as main's slip): 280 (260-300)");
  });

  it('prints the INP of the clicks pressed on arrival beside their p95', () => {
    const rows = clickRows({
      now: { p95: [40], inp: [120] },
      before: { p95: [300], inp: [260] },
      onArrival: { p95: [90, 130, 110], inp: [150, 170, 140] },
      clicks: 20,
    });
    expect(rows[2].note).toContain('INP 150 (140-170)');
    expect(rows[2].note).toContain("Playwright's click()");
  });
});
