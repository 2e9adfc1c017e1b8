/** @module test/unit/worker-load-stats — percentiles of the load run (nearest rank). */
import { describe, expect, it } from 'vitest';
import { percentile, summarize } from '../../bench/load/stats.js';

describe('load-run statistics', () => {
  it('nearest-rank percentiles over unsorted input', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1
    expect(percentile(xs, 0.5)).toBe(50);
    expect(percentile(xs, 0.95)).toBe(95);
    expect(percentile(xs, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('summaries count requests and errors and round to 0.1 ms', () => {
    expect(summarize([1.04, 2.06, 3.01, 40.55], 1)).toEqual({ requests: 4, errors: 1, p50Ms: 2.1, p95Ms: 40.6, p99Ms: 40.6, maxMs: 40.6 });
  });
});
