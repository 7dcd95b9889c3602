/** The in-memory failure counter (no Redis): counts per key in windows from the first failure. */
import { FailureCounter } from './rate-limits';

describe('failure counts in memory', () => {
  it('count failures only, in a window from the first one, on the given clock', async () => {
    let nowMs = 1_000_000;
    const counter = new FailureCounter(null, 'unused:', 60_000, () => nowMs);

    expect(await counter.peek('user:1')).toEqual({ failures: 0, ttlMs: 0 });
    expect(await counter.record('user:1')).toEqual({ failures: 1, ttlMs: 60_000 });
    nowMs += 20_000;
    expect(await counter.record('user:1')).toEqual({ failures: 2, ttlMs: 40_000 });
    expect(await counter.peek('user:1')).toEqual({ failures: 2, ttlMs: 40_000 });
    expect(await counter.peek('user:2')).toEqual({ failures: 0, ttlMs: 0 });
    nowMs += 40_000;
    expect(await counter.peek('user:1')).toEqual({ failures: 0, ttlMs: 0 });
    expect(await counter.record('user:1')).toEqual({ failures: 1, ttlMs: 60_000 });
  });
});
