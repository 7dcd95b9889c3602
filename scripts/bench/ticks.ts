/**
 * Odds-tick latency, pure: tick i is published at publish[i] with its own odds value; the page
 * records when each value first showed in the DOM (NaN: never). A tick counts as shown at the
 * first DOM update that reflects it or any later tick (React may render two ticks in one commit, so
 * a superseded value is never drawn, yet the page is up to date with it then).
 */

/** Latency of each tick (ms), NaN for a tick that nothing at or after it ever showed. */
export function tickLatencies(publish: readonly number[], shown: readonly number[]): number[] {
  const latencies = new Array<number>(publish.length);
  let earliestLater = Number.POSITIVE_INFINITY;
  for (let i = publish.length - 1; i >= 0; i -= 1) {
    const seen = shown[i];
    if (Number.isFinite(seen) && seen < earliestLater) earliestLater = seen;
    latencies[i] = Number.isFinite(earliestLater)
      ? Math.max(0, earliestLater - publish[i])
      : Number.NaN;
  }
  return latencies;
}

/** Ticks a round can have with prices of its own. */
export const MAX_TICKS_PER_ROUND = 10_000;

/** The odds value of tick `index` in round `round`: unique per run, never a seeded price. */
export function tickOdds(round: number, index: number): string {
  const base = 20 + (MAX_TICKS_PER_ROUND / 100) * round;
  return (base + (index % MAX_TICKS_PER_ROUND) / 100).toFixed(2);
}
