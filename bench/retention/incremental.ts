/** @module bench/retention/incremental — feed a conversation turn by turn under a window; the drift curve. */
import { compress, countTokens, shouldCompress } from '../../src/platform/node.js';
import type { LlmUsage } from '../../src/llm/types.js';
import type { Message } from '../../src/types.js';
import { llmFor } from './llm.js';
import type { BenchConfig } from './config.js';
import type { ProbeResult } from './evaluate.js';
import { checkProbe, contextText } from './probe-check.js';
import type { Probe, Scenario } from './types.js';

/** Compression points probed: the first three, then the end of the conversation. */
export const DRIFT_POINTS = ['1', '2', '3', 'end'] as const;
/** A compression point label. */
export type DriftPointName = (typeof DRIFT_POINTS)[number];

/** The probes checked at one point, with the facts introduced up to there. */
export interface DriftPoint {
  point: DriftPointName;
  /** Index of the last message fed before the check. */
  at: number;
  /** Context tokens after the check's compression (or at the end). */
  tokens: number;
  probes: ProbeResult[];
}

/** One scenario fed to one strategy under one window. */
export interface IncrementalRecord {
  scenario: string;
  strategy: string;
  window: number;
  compressions: number;
  /** Milliseconds per compress call. */
  ms: number[];
  /** LLM calls and tokens spent over all compressions (LLM strategies). */
  llm?: LlmUsage;
  /** The first error; the run stops there and its point and 'end' count as not retained. */
  error?: string;
  points: DriftPoint[];
}

const probesUpTo = (probes: readonly Probe[], at: number, text: string): ProbeResult[] =>
  probes.filter((p) => p.introducedAt <= at).map((p) => ({ id: p.id, type: p.type, ...checkProbe(p, text) }));
const failed = (probes: readonly Probe[], at: number): ProbeResult[] =>
  probes.filter((p) => p.introducedAt <= at).map((p) => ({ id: p.id, type: p.type, pass: false, reason: 'error' }));

/**
 * Append messages one at a time; when `shouldCompress` fires ({ kind: 'fraction', fraction:
 * config.fireAt }) compress the context to `config.target` × window and keep appending. After
 * compressions 1, 2, 3 and at the end, check the probes whose fact was introduced by then.
 * @example
 * const rec = await runIncremental(scenario, 'pith', 4000, config);
 * rec.points.map((p) => p.point) // e.g. ['1', '2', 'end']
 */
export async function runIncremental(scenario: Scenario, strategy: string, window: number, config: BenchConfig): Promise<IncrementalRecord> {
  const { tokenizer } = config;
  const rec: IncrementalRecord = { scenario: scenario.id, strategy, window, compressions: 0, ms: [], points: [] };
  const budget = Math.floor(config.target * window);
  let context: Message[] = [];
  let used = 0;
  const last = scenario.messages.length - 1;
  for (let i = 0; i <= last; i++) {
    context.push(scenario.messages[i]);
    used += await countTokens([scenario.messages[i]], { tokenizer });
    if (!shouldCompress(used, window, { kind: 'fraction', fraction: config.fireAt }).compress) continue;
    const point = String(rec.compressions + 1) as DriftPointName;
    const t0 = performance.now();
    try {
      const r = await compress(context, { budget, strategy, tokenizer, llm: llmFor(strategy) });
      if (r.stats.llm) rec.llm = addUsage(rec.llm, r.stats.llm);
      rec.ms.push(performance.now() - t0);
      context = r.messages;
      used = await countTokens(context, { tokenizer });
    } catch (e) {
      rec.error = `${(e as Error).name}: ${(e as Error).message}`;
      if (rec.compressions < 3) rec.points.push({ point, at: i, tokens: used, probes: failed(scenario.probes, i) });
      rec.points.push({ point: 'end', at: last, tokens: used, probes: failed(scenario.probes, last) });
      return rec;
    }
    rec.compressions++;
    if (rec.compressions <= 3) rec.points.push({ point, at: i, tokens: used, probes: probesUpTo(scenario.probes, i, contextText(context)) });
  }
  rec.points.push({ point: 'end', at: last, tokens: used, probes: probesUpTo(scenario.probes, last, contextText(context)) });
  return rec;
}

/**
 * Sum of two LLM usages (the fallback of the latest one is kept).
 * @example
 * addUsage(undefined, stats.llm!)
 */
export function addUsage(a: LlmUsage | undefined, b: LlmUsage): LlmUsage {
  if (!a) return { ...b };
  return {
    calls: a.calls + b.calls, promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens,
    failures: a.failures + b.failures, ...(b.fallback ?? a.fallback ? { fallback: b.fallback ?? a.fallback } : {}),
  };
}
