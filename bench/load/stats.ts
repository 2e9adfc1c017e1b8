/** @module bench/load/stats — latency percentiles and throughput of a load run. */

/**
 * The p-th percentile (nearest rank) of latencies in milliseconds.
 * @example
 * percentile([5, 1, 3, 2, 4], 0.95) // 5
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1];
}

/**
 * Summary of one group of requests.
 * @example
 * const s: LatencySummary = summarize(latencies, errors); console.log(s.p95Ms);
 */
export interface LatencySummary {
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Summarise latencies (ms) and an error count, rounded to 0.1 ms.
 * @example
 * summarize([12, 15, 40], 0) // { requests: 3, errors: 0, p50Ms: 15, p95Ms: 40, … }
 */
export function summarize(latencies: readonly number[], errors: number): LatencySummary {
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    p50Ms: r(percentile(latencies, 0.5)),
    p95Ms: r(percentile(latencies, 0.95)),
    p99Ms: r(percentile(latencies, 0.99)),
    maxMs: r(Math.max(...latencies)),
  };
}
