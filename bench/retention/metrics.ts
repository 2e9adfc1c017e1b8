/** @module bench/retention/metrics — small statistics: median, percentiles, pass tallies. */

/**
 * The p-th percentile (0–100) with linear interpolation between closest ranks (numpy's default);
 * NaN for an empty list.
 * @example
 * percentile([1, 2, 3, 4], 50) // 2.5
 * percentile([10, 20, 30, 40, 50], 95) // 48
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = ((sorted.length - 1) * Math.min(100, Math.max(0, p))) / 100;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * Median (the 50th percentile).
 * @example
 * median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/**
 * Arithmetic mean; NaN for an empty list.
 * @example
 * mean([1, 2, 3]) // 2
 */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((s, v) => s + v, 0) / values.length;
}

/** Passed and total probes, and their ratio. */
export interface Tally {
  passed: number;
  total: number;
  /** passed / total, or null when there were no probes. */
  retention: number | null;
}

/**
 * Count passes: micro-average over all probe checks given.
 * @example
 * tally([{ pass: true }, { pass: false }]) // { passed: 1, total: 2, retention: 0.5 }
 */
export function tally(results: ReadonlyArray<{ pass: boolean }>): Tally {
  const passed = results.filter((r) => r.pass).length;
  return { passed, total: results.length, retention: results.length ? passed / results.length : null };
}

/**
 * Tally per key (e.g. per probe type); keys listed in `keys` appear even when empty.
 * @example
 * tallyBy([{ type: 'date_time', pass: true }], (r) => r.type, ['date_time', 'entity'])
 * // { date_time: { passed: 1, total: 1, retention: 1 }, entity: { passed: 0, total: 0, retention: null } }
 */
export function tallyBy<T extends { pass: boolean }>(
  results: readonly T[],
  key: (r: T) => string,
  keys: readonly string[] = [],
): Record<string, Tally> {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return Object.fromEntries([...groups].map(([k, rs]) => [k, tally(rs)]));
}
