/** What the realtime bench's processes share: the app, the channel, the latency histogram. */
export const BENCH_APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' };
export const BENCH_CHANNEL = 'bet-ratio-change';
export const BENCH_EVENT = 'MatchEvents';

/** Milliseconds since the epoch with sub-millisecond resolution, comparable across processes. */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}

/** Latency histogram: buckets of 0.25 ms up to 10 s, then one overflow bucket. */
export const BUCKET_MS = 0.25;
export const BUCKETS = 40_000;

export function bucketOf(latencyMs: number): number {
  return Math.min(BUCKETS, Math.max(0, Math.floor(latencyMs / BUCKET_MS)));
}

/** The latency below which `fraction` of the counted deliveries fall (bucket upper bound). */
export function percentileOf(histogram: ArrayLike<number>, fraction: number): number {
  let total = 0;
  for (let i = 0; i < histogram.length; i += 1) total += histogram[i] as number;
  if (total === 0) return Number.NaN;
  const wanted = Math.ceil(fraction * total);
  let seen = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    seen += histogram[i] as number;
    if (seen >= wanted) return (i + 1) * BUCKET_MS;
  }
  return Number.POSITIVE_INFINITY;
}
