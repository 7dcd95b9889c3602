import { API_BENCHES, rowsFromCommand } from './api-rows';

const apiBench = API_BENCHES[0];
const fixtureLine =
  'BENCH_ROW {"group":"api","figure":"GET /ng/live_matches ÷ hello","unit":"x","min":0.5,"median":0.6,"max":0.7,"target":"≥ 0.5","met":true}';

describe('rowsFromCommand', () => {
  it("keeps the command's rows", () => {
    const rows = rowsFromCommand(apiBench, `> bench\n${fixtureLine}\nbye\n`, 0);
    expect(rows).toEqual([
      expect.objectContaining({ figure: 'GET /ng/live_matches ÷ hello', met: true }),
    ]);
  });

  it('notes a non-zero exit on rows it printed before failing', () => {
    const [row] = rowsFromCommand(apiBench, fixtureLine, 1);
    expect(row.note).toBe('bench:api exited 1');
  });

  it('gives one "not available" row when the command printed none', () => {
    const [row] = rowsFromCommand(apiBench, 'npm error Missing script: "bench:api"', 1);
    expect(row).toMatchObject({
      group: 'api',
      met: false,
      note: 'not available: bench:api exited 1',
    });
    const [quiet] = rowsFromCommand(apiBench, 'delivered 200 events', 0);
    expect(quiet.note).toBe('not available: bench:api printed no BENCH_ROW line');
  });
});
