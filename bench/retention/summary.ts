/** @module bench/retention/summary — aggregate run records into the cells the table and report show. */
import type { IncrementalRecord } from './incremental.js';
import { mean, median, percentile, tally, tallyBy, type Tally } from './metrics.js';
import type { Mode, RunRecord } from './static-run.js';

/** One strategy at one budget level in one mode, over all scenarios. */
export interface Cell {
  strategy: string;
  mode: Mode;
  level: string;
  runs: number;
  /** Micro-average over every probe check of the cell (errored runs count as failed). */
  retention: Tally;
  byType: Record<string, Tally>;
  /** Mean output tokens of successful runs; null when every run of the cell threw. */
  compressedTokens: number | null;
  /** Mean of originalTokens / compressedTokens over successful runs; null when every run threw. */
  ratio: number | null;
  medianMs: number;
  p95Ms: number;
  violations: number;
  errors: number;
  /** One error message, when there were errors. */
  errorSample?: string;
  /** LLM calls, tokens (sent + received) and fallbacks over the cell's runs (LLM strategies). */
  llm?: { calls: number; tokens: number; fallbacks: number };
  /** Mean salience precision and recall over blind runs that have salient items. */
  salience?: { precision: number | null; recall: number | null; runs: number };
}

/** Retention of one strategy at one compression point under one window. */
export interface DriftCell {
  strategy: string;
  window: number;
  point: string;
  runs: number;
  retention: Tally;
}

const meanOrNull = (xs: Array<number | null | undefined>): number | null => {
  const v = xs.filter((x): x is number => typeof x === 'number');
  return v.length ? mean(v) : null;
};

/**
 * Group run records by strategy × mode × level (in first-seen order) and summarise each group.
 * @example
 * const cells = summarize(records, PROBE_TYPES);
 * cells.find((c) => c.strategy === 'pith' && c.level === '1/4')?.retention.retention
 */
export function summarize(records: readonly RunRecord[], types: readonly string[]): Cell[] {
  const groups = new Map<string, RunRecord[]>();
  for (const r of records) {
    const key = `${r.strategy}\u0000${r.mode}\u0000${r.level}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((rs) => {
    const ok = rs.filter((r) => r.compressedTokens !== null);
    const probes = rs.flatMap((r) => r.probes);
    const ms = rs.map((r) => r.ms);
    const sal = rs.filter((r) => r.salience);
    const err = rs.find((r) => r.error)?.error;
    const used = rs.filter((r) => r.llm).map((r) => r.llm!);
    return {
      strategy: rs[0].strategy,
      mode: rs[0].mode,
      level: rs[0].level,
      runs: rs.length,
      retention: tally(probes),
      byType: tallyBy(probes, (p) => p.type, types),
      compressedTokens: meanOrNull(ok.map((r) => r.compressedTokens)),
      ratio: meanOrNull(ok.map((r) => r.originalTokens / Math.max(1, r.compressedTokens!))),
      medianMs: median(ms),
      p95Ms: percentile(ms, 95),
      violations: rs.filter((r) => r.violation).length,
      errors: rs.filter((r) => r.error).length,
      ...(err ? { errorSample: err } : {}),
      ...(used.length
        ? { llm: { calls: used.reduce((n, u) => n + u.calls, 0), tokens: used.reduce((n, u) => n + u.promptTokens + u.completionTokens, 0), fallbacks: used.filter((u) => u.fallback).length } }
        : {}),
      ...(sal.length
        ? { salience: { precision: meanOrNull(sal.map((r) => r.salience!.precision)), recall: meanOrNull(sal.map((r) => r.salience!.recall)), runs: sal.length } }
        : {}),
    };
  });
}

/**
 * Retention per strategy × window × compression point (the drift curve).
 * @example
 * summarizeDrift(incrementalRecords).filter((d) => d.strategy === 'pith' && d.window === 4000)
 */
export function summarizeDrift(records: readonly IncrementalRecord[]): DriftCell[] {
  const groups = new Map<string, { strategy: string; window: number; point: string; runs: number; probes: { pass: boolean }[] }>();
  for (const r of records) {
    for (const p of r.points) {
      const key = `${r.strategy}\u0000${r.window}\u0000${p.point}`;
      const g = groups.get(key) ?? { strategy: r.strategy, window: r.window, point: p.point, runs: 0, probes: [] };
      g.runs++;
      g.probes.push(...p.probes);
      groups.set(key, g);
    }
  }
  return [...groups.values()].map(({ probes, ...g }) => ({ ...g, retention: tally(probes) }));
}

/** Compress time of one strategy over every static run (blind and query-aware, all levels). */
export interface StrategyTime {
  strategy: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * Median and p95 compress time per strategy over all of its runs (in first-seen order): the time of
 * one compression, not a median of per-level medians, which weighs a level of 12 blind runs like
 * one of 300 query-aware runs.
 * @example
 * summarizeTimes([{ strategy: 'pith', ms: 4 }, { strategy: 'pith', ms: 2 }]) // [{ strategy: 'pith', runs: 2, medianMs: 3, p95Ms: 3.9 }]
 */
export function summarizeTimes(records: ReadonlyArray<{ strategy: string; ms: number }>): StrategyTime[] {
  const groups = new Map<string, number[]>();
  for (const r of records) {
    const ms = groups.get(r.strategy) ?? [];
    ms.push(r.ms);
    groups.set(r.strategy, ms);
  }
  return [...groups].map(([strategy, ms]) => ({ strategy, runs: ms.length, medianMs: median(ms), p95Ms: percentile(ms, 95) }));
}

/** The strategy a user should pick, and why. */
export interface Recommendation {
  strategy: string;
  /** Mean blind retention over every level the strategy ran. */
  blind: number;
  why: string;
}

/**
 * Recommend the compressing strategy (not `full`) with the best mean blind retention over the
 * levels, among those with no violations; ties go to the lower median time.
 * @example
 * recommend(cells)?.strategy // 'pith'
 */
export function recommend(cells: readonly Cell[]): Recommendation | null {
  const names = [...new Set(cells.map((c) => c.strategy))].filter((s) => s !== 'full');
  const scored = names.map((strategy) => {
    const own = cells.filter((c) => c.strategy === strategy);
    const blind = own.filter((c) => c.mode === 'blind');
    const query = own.filter((c) => c.mode === 'query');
    return {
      strategy,
      blind: meanOrNull(blind.map((c) => c.retention.retention)) ?? 0,
      query: meanOrNull(query.map((c) => c.retention.retention)),
      ms: median(own.map((c) => c.medianMs)),
      violations: own.reduce((s, c) => s + c.violations, 0),
    };
  });
  const ok = scored.filter((s) => s.violations === 0).sort((a, b) => b.blind - a.blind || a.ms - b.ms);
  const best = ok[0];
  if (!best) return null;
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  const runner = ok[1] ? `; next: ${ok[1].strategy} at ${pct(ok[1].blind)}` : '';
  const q = best.query !== null ? `, ${pct(best.query)} query-aware` : '';
  return { strategy: best.strategy, blind: best.blind, why: `highest mean blind retention (${pct(best.blind)}${q}) with no budget violations${runner}` };
}
