// Retention benchmark runner: metrics, probe checks through checkProbe, budgets, modes, on tiny fixtures.
import { describe, expect, it } from 'vitest';
import { bm25Scores } from '../../src/text/bm25.js';
import { registerBm25 } from '../../bench/baselines/bm25.js';
import { budgetFor, parseArgs, parseBudget, strategiesOf } from '../../bench/retention/config.js';
import { evaluateRun } from '../../bench/retention/evaluate.js';
import { BENCH_FIXTURES } from '../../bench/retention/fixtures.js';
import { runIncremental } from '../../bench/retention/incremental.js';
import { mean, median, percentile, tally, tallyBy } from '../../bench/retention/metrics.js';
import { renderBar } from '../../bench/retention/progress.js';
import { salienceScore } from '../../bench/retention/salience.js';
import { levelBudget, runStatic, scenarioTokens, unsatisfiable, type RunRecord } from '../../bench/retention/static-run.js';
import { recommend, summarize } from '../../bench/retention/summary.js';
import { PROBE_TYPES } from '../../bench/retention/types.js';
import { BudgetError, compress, countTokens, registerStrategy } from '../../src/platform/node.js';

const [ORDER, TRIP] = BENCH_FIXTURES;
const quiet = { ...parseArgs(['--quick', '--silent']) };

// A strategy that keeps only system, the first user turn (stale "40 chairs") and the last message.
registerStrategy({
  name: 'test-stale',
  description: 'test: keeps the stale value only',
  compress: ({ messages }) => {
    const keep = new Set([0, 1, messages.length - 1]);
    return { messages: messages.filter((_, i) => keep.has(i)), kept: messages.map((_, i) => (keep.has(i) ? 1 : 0)), pinned: [] };
  },
});
registerStrategy({
  name: 'test-throws',
  description: 'test: always unsatisfiable',
  compress: ({ options }) => {
    throw new BudgetError(options.budget, options.budget + 1);
  },
});
registerBm25();

describe('metrics', () => {
  it('percentiles interpolate between closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBeCloseTo(48);
    expect(percentile(Array.from({ length: 20 }, (_, i) => i + 1), 95)).toBeCloseTo(19.05);
    expect(percentile([7], 95)).toBe(7);
    expect(median([5, 1, 3])).toBe(3);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
    expect(mean([1, 2, 3])).toBe(2);
  });
  it('tallies micro-average and keep empty keys', () => {
    expect(tally([{ pass: true }, { pass: false }, { pass: true }, { pass: true }])).toEqual({ passed: 3, total: 4, retention: 0.75 });
    expect(tally([])).toEqual({ passed: 0, total: 0, retention: null });
    const t = tallyBy([{ type: 'quantity', pass: true }, { type: 'quantity', pass: false }], (r) => r.type, ['quantity', 'entity']);
    expect(t.quantity.retention).toBe(0.5);
    expect(t.entity).toEqual({ passed: 0, total: 0, retention: null });
  });
});

describe('config', () => {
  it('parses budget levels and skips fixed budgets not below the original', () => {
    expect(parseBudget('1/16')).toEqual({ label: '1/16', fraction: 1 / 16 });
    expect(parseBudget('2000')).toEqual({ label: '2000', tokens: 2000 });
    expect(() => parseBudget('half')).toThrow(/expected 1\/N or a positive integer, found "half"/);
    expect(budgetFor(parseBudget('1/4'), 10_001)).toBe(2500);
    expect(budgetFor(parseBudget('8000'), 5000)).toBeNull();
    expect(budgetFor(parseBudget('512'), 5000)).toBe(512);
  });
  it('always adds the baselines and reads flags over the quick defaults', () => {
    const c = parseArgs(['--quick', '--strategies', 'pith', '--out', '/tmp/x', '--no-incremental']);
    expect(strategiesOf(c, ['full', 'pith', 'prune'])).toEqual(['full', 'window', 'truncate', 'bm25', 'pith']);
    expect(c.blind.map((b) => b.label)).toEqual(['1/4', '1/8']);
    expect(c.windows).toEqual([]);
    expect(c.out).toBe('/tmp/x');
    expect(parseArgs([]).query.map((b) => b.label)).toEqual(['1000', '2000', '1/8']);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option/);
  });
});

describe('evaluateRun', () => {
  it('checks every probe and counts output tokens with the same tokenizer', async () => {
    const original = await countTokens(ORDER.messages);
    const r = await evaluateRun({ messages: ORDER.messages, strategy: 'full', budget: original, probes: ORDER.probes, tokenizer: 'estimate' });
    expect(r.compressedTokens).toBe(original);
    expect(r.violation).toBe(false);
    expect(r.probes.every((p) => p.pass)).toBe(true);
  });
  it('fails a correction whose context shows only the stale value, through checkProbe', async () => {
    const r = await evaluateRun({ messages: ORDER.messages, strategy: 'test-stale', budget: 5000, probes: ORDER.probes, tokenizer: 'estimate' });
    const byId = Object.fromEntries(r.probes.map((p) => [p.id, p]));
    expect(byId['o-1'].pass).toBe(true); // ORD-58213 is in the first user turn
    expect(byId['o-2'].pass).toBe(false);
    expect(byId['o-2'].reason).toMatch(/stale value "40 chairs"/);
  });
  it('counts a BudgetError as an error, not a violation, and fails its probes', async () => {
    const r = await evaluateRun({ messages: TRIP.messages, strategy: 'test-throws', budget: 100, probes: TRIP.probes, tokenizer: 'estimate' });
    expect(r.error).toMatch(/^BudgetError: budget too small/);
    expect(r.violation).toBe(false);
    expect(r.compressedTokens).toBeNull();
    expect(r.probes.map((p) => p.reason)).toEqual(['error', 'error', 'error']);
  });
});

describe('runStatic and summarize', () => {
  it('runs full at the original size and computes retention per cell and type', async () => {
    const config = { ...quiet, blind: [parseBudget('1/4')], query: [parseBudget('1/4')] };
    const tokens = await scenarioTokens(BENCH_FIXTURES, 'estimate');
    const records = await runStatic(BENCH_FIXTURES, ['full', 'test-stale'], config, tokens);
    // Per strategy: one blind run per scenario plus one query-aware run per probe (4 + 3).
    expect(records).toHaveLength(2 * (1 + 4) + 2 * (1 + 3));
    const full = records.filter((r) => r.strategy === 'full');
    expect(full.every((r) => r.budget === r.originalTokens && r.probes.every((p) => p.pass))).toBe(true);
    const cells = summarize(records, PROBE_TYPES);
    const stale = cells.find((c) => c.strategy === 'test-stale' && c.mode === 'blind')!;
    const expected = records.filter((r) => r.strategy === 'test-stale' && r.mode === 'blind').flatMap((r) => r.probes);
    expect(stale.retention.total).toBe(7);
    expect(stale.retention.passed).toBe(expected.filter((p) => p.pass).length);
    expect(stale.byType.correction).toEqual({ passed: 0, total: 1, retention: 0 });
    expect(stale.salience?.runs).toBe(1); // only ORDER lists salient items
    expect(cells.find((c) => c.strategy === 'full' && c.mode === 'query')!.retention.retention).toBe(1);
  });
  it('skips levels below system + last 2 messages for every strategy, and lists them', async () => {
    const tokens = await scenarioTokens(BENCH_FIXTURES, 'estimate');
    expect(tokens.get('fixture-order')).toEqual({ original: 1269, floor: 38 });
    expect(levelBudget(parseBudget('1/16'), { original: 232, floor: 120 })).toBeNull();
    expect(levelBudget(parseBudget('1/2'), { original: 232, floor: 100 })).toBe(116);
    const config = { ...quiet, blind: [parseBudget('1/64')], query: [] };
    expect(unsatisfiable(BENCH_FIXTURES, config, tokens)).toEqual([{ scenario: 'fixture-order', mode: 'blind', level: '1/64', budget: 19, floor: 38 }, { scenario: 'fixture-trip', mode: 'blind', level: '1/64', budget: 15, floor: 31 }]);
    expect(await runStatic(BENCH_FIXTURES, ['full', 'pith'], config, tokens)).toEqual([]);
  });
  it('counts violations and errors per cell and recommends only strategies without violations', () => {
    const base: RunRecord = { scenario: 's', strategy: 'a', mode: 'blind', level: '1/4', budget: 100, originalTokens: 400, compressedTokens: 90, ms: 2, violation: false, probes: [{ id: 'p', type: 'quantity', pass: true, reason: '' }] };
    const records: RunRecord[] = [
      base,
      { ...base, ms: 4, compressedTokens: 110, violation: true },
      { ...base, ms: 6, compressedTokens: null, error: 'BudgetError: x', probes: [{ id: 'p', type: 'quantity', pass: false, reason: 'error' }] },
      { ...base, strategy: 'b', probes: [{ id: 'p', type: 'quantity', pass: false, reason: 'missing' }] },
    ];
    const [a, b] = summarize(records, PROBE_TYPES);
    expect(a).toMatchObject({ runs: 3, violations: 1, errors: 1, errorSample: 'BudgetError: x', medianMs: 4 });
    expect(a.retention.retention).toBeCloseTo(2 / 3);
    expect(a.p95Ms).toBeCloseTo(5.8);
    expect(a.compressedTokens).toBe(100);
    expect(a.ratio).toBeCloseTo((400 / 90 + 400 / 110) / 2);
    expect(recommend([a, b])?.strategy).toBe('b');
  });
});

describe('incremental', () => {
  it('compresses when shouldCompress fires and probes only facts introduced so far', async () => {
    const ok = await runIncremental(ORDER, 'pith', 1200, quiet);
    expect(ok.error).toBeUndefined();
    expect(ok.compressions).toBe(1);
    expect(ok.points.map((p) => [p.point, p.at])).toEqual([['1', 5], ['end', 7]]);
    expect(ok.points[0].tokens).toBeLessThanOrEqual(600);
    // Window 700 fires after message 3; its last two messages do not fit 350 tokens, the last one does.
    const tight = await runIncremental(ORDER, 'pith', 700, quiet);
    expect(tight.error).toBeUndefined();
    // The first compression keeps 249 tokens (no sentence twice), so the second fires after message 5 and every fact survives it.
    expect(tight.points.map((p) => [p.point, p.at])).toEqual([['1', 3], ['2', 5], ['end', 7]]);
    expect(tight.points.at(-1)!.probes.every((p) => p.pass)).toBe(true);
    // Window 400 fires after message 2, an assistant reply that alone exceeds 200 tokens: it is
    // compressed like history. Later the last messages alone exceed 200 tokens: an error, reported,
    // and the probes of that point and the end fail.
    const bad = await runIncremental(ORDER, 'pith', 400, quiet);
    expect(bad.error).toMatch(/BudgetError.*found budget 200/);
    expect(bad.points.map((p) => [p.point, p.at, p.probes.length])).toEqual([['1', 2, 1], ['2', 4, 3], ['3', 5, 4], ['end', 7, 4]]);
    expect(bad.points.at(-1)!.probes.some((p) => p.pass)).toBe(false);
  });
});

describe('bm25 baseline and salience', () => {
  it('ranks by BM25 and keeps system and the last messages within budget', async () => {
    const s = bm25Scores(['Alfama hotel booked', 'the printer jammed', 'hotel lobby'], 'which hotel in Alfama?');
    expect(s[0]).toBeGreaterThan(s[2]);
    expect(s[1]).toBe(0);
    const { messages, stats } = await compress(TRIP.messages, { budget: 300, strategy: 'bm25', query: 'Which hotel?' });
    expect(stats.compressedTokens).toBeLessThanOrEqual(300);
    expect(messages[0]).toEqual(TRIP.messages[0]);
    expect(messages.slice(-2)).toEqual(TRIP.messages.slice(-2));
    expect(messages.map((m) => m.content).join(' ')).toContain('Alfama');
  });
  it('scores salience on key words', () => {
    expect(salienceScore(['Budget is $500. Lunch was nice.'], 'Budget is $500.', ['budget $500'])).toEqual({ precision: 1, recall: 1 });
    expect(salienceScore(['Budget is $500. Lunch was nice.'], 'Lunch was nice.', ['budget $500'])).toEqual({ precision: 0, recall: 0 });
    expect(salienceScore(['x'], '', [])).toEqual({ precision: null, recall: null });
  });
  it('renders a progress bar', () => {
    expect(renderBar(5, 10, 12.3, 'pith 1/4', 10)).toBe('[#####-----]  50%  5/10  12.3s  pith 1/4');
  });
});
