/** Latency figures of one measurement, in milliseconds (null when there was no response). */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number | null;
  readonly p95: number | null;
  readonly p99: number | null;
  readonly max: number | null;
  readonly mean: number | null;
}

/**
 * The nearest-rank percentile of values sorted in ascending order: the smallest value with at least `p`
 * percent of the values at or below it (`p` in 0..100; 0 gives the smallest). `null` for no values.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** p50, p95, p99, max and mean of `latencies` (any order; the array is not changed). */
export function summarizeLatencies(latencies: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  let total = 0;
  for (const value of sorted) total += value;
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? null : (sorted[sorted.length - 1] as number),
    mean: sorted.length === 0 ? null : total / sorted.length,
  };
}
