/** @module strategies/llm/define — the shared frame of every LLM strategy: checks, metering, layout, fallback. */
import { OptionsError, ProviderError } from '../../errors.js';
import { meterProvider, type MeteredProvider } from '../../llm/usage.js';
import type { LlmUsage } from '../../llm/types.js';
import { pithStrategy } from '../pith.js';
import { plainText } from '../../text/parts.js';
import { joinLines } from '../../text/runs.js';
import type { Message } from '../../types.js';
import type { Strategy, StrategyInput, StrategyOutput } from '../types.js';
import { fitParts, keptPart, PROTECTED, type Part } from './fit-parts.js';
import { splitConversation, type Split } from './split.js';

/** What a strategy's `run` works with. */
export interface LlmRun {
  input: StrategyInput;
  /** The caller's provider, metered. */
  llm: MeteredProvider;
  split: Split;
  /** Fallbacks taken so far (salience → protected-core), for `stats.llm.fallback`. */
  fallbacks: Array<{ strategy: string; reason: string }>;
}

/** What a strategy's `run` returns: the parts to fit, and facts pinned verbatim. */
export interface LlmResult {
  parts: Part[];
  pinned?: string[];
}

/** The description of one LLM strategy. */
export interface LlmStrategySpec {
  name: string;
  description: string;
  /** Recent messages kept verbatim beyond keepLast while they fit. @default 0 */
  window?(input: StrategyInput): number;
  /** Whether to compress at all. @default when the conversation is over the budget */
  shouldCompress?(input: StrategyInput, split: Split): boolean;
  run(ctx: LlmRun): Promise<LlmResult>;
}

/** An LLM strategy: a Strategy plus its `run`, so another strategy can fall back to it. */
export interface LlmStrategy extends Strategy {
  readonly run: (ctx: LlmRun) => Promise<LlmResult>;
  readonly needsLlm: true;
}

/**
 * The "needs an LLM" error for a strategy called without `llm`.
 * @example
 * throw needsLlmError('salience');
 */
export function needsLlmError(name: string): OptionsError {
  return new OptionsError(
    `strategy '${name}' needs an LLM provider: expected the llm option (CLI: PITH_LLM_BASE_URL and PITH_LLM_MODEL; Worker: an AI binding), found none`,
  );
}

/**
 * Why a provider failed, on one line.
 * @example
 * reasonOf(new ProviderError('openai: expected HTTP 200, found 500')) // 'openai: expected HTTP 200, found 500'
 */
export function reasonOf(error: unknown): string {
  return joinLines(error instanceof Error ? error.message : String(error));
}

/**
 * Build a Strategy from a spec: no `llm` → OptionsError; under the budget → everything, no call;
 * else `run` through a metered provider, fit the parts to the budget (exact count). A
 * `ProviderError` (timeout, HTTP error, malformed JSON, empty extraction) falls back to `pith`,
 * reported in `stats.llm.fallback`.
 * @example
 * export const naiveStrategy = defineLlmStrategy({ name: 'naive', description: '…', run: async (ctx) => ({ parts }) });
 */
export function defineLlmStrategy(spec: LlmStrategySpec): LlmStrategy {
  return {
    name: spec.name,
    description: spec.description,
    needsLlm: true,
    // Dedup and retrieval use the static vectors, and so does the `pith` fallback: loaded once a call will compress.
    usesVectors: true,
    lazyVectors: true,
    run: spec.run,
    async compress(input): Promise<StrategyOutput> {
      if (!input.llm) throw needsLlmError(spec.name);
      const llm = meterProvider(input.llm, input.measure.count);
      const split = splitConversation(input, spec.window?.(input) ?? 0);
      const originalTokens = split.plan.totalTokens;
      const go = spec.shouldCompress ? spec.shouldCompress(input, split) : originalTokens > input.options.budget;
      if (!go) return { messages: input.messages, kept: input.messages.map(() => 1), pinned: [], originalTokens, llm: llm.usage };
      await input.loadVectors?.();
      const ctx: LlmRun = { input, llm, split, fallbacks: [] };
      try {
        // Nothing older to compress (only a recent window over the budget): no call, just the cut.
        const nothing = split.old.length + split.carried.length === 0;
        const { parts, pinned = [] } = nothing ? { parts: assemble(ctx, []) } : await spec.run(ctx);
        const fitted = fitParts(parts, input.options.budget, input.measure, input.messages.length);
        return { ...fitted, pinned: survivors(pinned, fitted.messages), originalTokens, llm: withFallback(llm.usage, ctx) };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        ctx.fallbacks.push({ strategy: 'pith', reason: reasonOf(error) });
        const out = await pithStrategy.compress(input);
        return { ...out, originalTokens, llm: withFallback(llm.usage, ctx) };
      }
    },
  };
}

/**
 * The pinned facts still in the output after the cut to the budget (verbatim, or as the JSON string an
 * item line renders): `stats.pinnedFacts` never lists a fact the budget dropped.
 * @example
 * survivors(['45 units'], [{ role: 'system', content: '- fact: "45 units"' }]) // ['45 units']
 */
export function survivors(pinned: readonly string[], messages: readonly Message[]): string[] {
  const text = messages.map(plainText).join('\n');
  return pinned.filter((f) => text.includes(f) || text.includes(JSON.stringify(f).slice(1, -1)));
}

function withFallback(usage: LlmUsage, ctx: LlmRun): LlmUsage {
  if (ctx.fallbacks.length === 0) return { ...usage };
  const last = ctx.fallbacks[ctx.fallbacks.length - 1];
  return { ...usage, fallback: { strategy: last.strategy, reason: ctx.fallbacks.map((f) => f.reason).join('; then ') } };
}

/**
 * Lay out the output: kept messages (system, recent at PROTECTED; window at priority 1; `middle`
 * parts as given) in input order, with the generated `blocks` where the compressed history began
 * (or, with `blocksLast`, right before the recent window).
 * @example
 * return { parts: assemble(ctx, [blockPart('summary', pieces, 2)]) };
 */
export function assemble(ctx: LlmRun, blocks: Part[], middle: Part[] = [], blocksLast = false): Part[] {
  const { split, input } = ctx;
  const groups = split.plan.groups;
  const kept = [
    ...split.system.map((i) => keptPart(input.messages, i, PROTECTED)),
    ...split.recent.map((i) => keptPart(input.messages, i, PROTECTED)),
    ...split.window.map((i) => keptPart(input.messages, i, 1, groups[i])),
    ...middle,
  ].sort((a, b) => a.from! - b.from!);
  const compressed = [...split.old, ...split.carried];
  const first = (xs: number[]): number => xs.reduce((a, b) => Math.min(a, b), Infinity);
  const at = blocksLast ? first([...split.window, ...split.recent]) : first(compressed);
  const cut = kept.findIndex((p) => p.from! >= at);
  const pos = cut < 0 ? kept.length : cut;
  return [...kept.slice(0, pos), ...blocks, ...kept.slice(pos)];
}
