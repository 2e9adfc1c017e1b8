// Retention benchmark with a strategy that throws: the run reports it (no crash), the report shows no NaN, times are per compression.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHtml } from '../../bench/report/html.js';
import { headlineTable } from '../../bench/report/sections.js';
import { runBenchmark, type BenchReport } from '../../bench/retention/bench.js';
import { parseArgs } from '../../bench/retention/config.js';
import { BENCH_FIXTURES } from '../../bench/retention/fixtures.js';
import type { RunRecord } from '../../bench/retention/static-run.js';
import { summarize, summarizeTimes } from '../../bench/retention/summary.js';
import { retentionTable } from '../../bench/retention/table.js';
import { PROBE_TYPES } from '../../bench/retention/types.js';
import { registerStrategy } from '../../src/platform/node.js';

// A strategy with a bug: every call throws a TypeError (not a BudgetError).
registerStrategy({
  name: 'test-buggy',
  description: 'test: always throws',
  compress: () => {
    throw new TypeError('bug in the strategy');
  },
});

let report: BenchReport;

beforeAll(async () => {
  report = await runBenchmark(BENCH_FIXTURES, { ...parseArgs(['--quick', '--silent', '--strategies', 'test-buggy']), windows: [1200] });
});

describe('a strategy that throws', () => {
  it('is run and reported, not a crash of the whole benchmark', () => {
    const cells = report.cells.filter((c) => c.strategy === 'test-buggy');
    expect(cells.map((c) => `${c.mode} ${c.level}`)).toEqual(['blind 1/4', 'blind 1/8', 'query 1/8']);
    for (const c of cells) {
      expect(c.errors).toBe(c.runs);
      expect(c.retention.retention).toBe(0);
      expect(c.errorSample).toBe('TypeError: bug in the strategy');
    }
    expect(report.incremental.filter((r) => r.strategy === 'test-buggy').every((r) => r.error?.startsWith('TypeError'))).toBe(true);
    expect(retentionTable(report.cells, report.strategies, report.times)).toMatch(/^test-buggy\s+0\.0%\s+0\.0%\s+0\.0%\s+0\s+11\s/m);
  });

  it('has no output size rather than NaN, in the cells and in the report', () => {
    const cell = report.cells.find((c) => c.strategy === 'test-buggy')!;
    expect(cell.compressedTokens).toBeNull();
    expect(cell.ratio).toBeNull();
    const html = buildHtml(report);
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
    expect(headlineTable(report)).toContain('title="0/7 probes · no output: every run threw"');
  });
});

describe('time per strategy', () => {
  const run = (level: string, ms: number, mode: RunRecord['mode'] = 'blind'): RunRecord => ({
    scenario: 's', strategy: 'a', mode, level, budget: 100, originalTokens: 400, compressedTokens: 90, ms, violation: false, probes: [],
  });
  // One blind level of 2 fast runs, and query-aware runs (one per probe) that are slower.
  const records = [run('1/4', 1), run('1/4', 1), run('1/8', 2), run('1/8', 2), ...[10, 11, 12, 13, 14, 15].map((ms) => run('1/8', ms, 'query'))];

  it('is the median and p95 of one compression over all runs, not a median of level medians', () => {
    expect(summarizeTimes(records)).toEqual([{ strategy: 'a', runs: 10, medianMs: 10.5, p95Ms: expect.closeTo(14.55, 9) }]);
    const table = retentionTable(summarize(records, PROBE_TYPES), ['a'], summarizeTimes(records));
    // The level medians are 1, 2 and 12.5: their middle value (2) is not the median compression.
    expect(table.split('\n')[2]).toMatch(/\s10\.5\s+14\.6$/);
  });
});
