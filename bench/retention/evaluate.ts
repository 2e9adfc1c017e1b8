/** @module bench/retention/evaluate — one compress call, measured and probed. */
import { BudgetError, compress, countTokens } from '../../src/platform/node.js';
import type { LlmUsage } from '../../src/llm/types.js';
import type { Message, TokenizerName } from '../../src/types.js';
import { llmFor } from './llm.js';
import { checkProbe, contextText } from './probe-check.js';
import type { Probe, ProbeType } from './types.js';

/** The verdict on one probe in one compressed context. */
export interface ProbeResult {
  id: string;
  type: ProbeType;
  pass: boolean;
  reason: string;
}

/** What one compress call did. */
export interface RunOutcome {
  /** Output tokens counted with countTokens and the run's tokenizer; null on error. */
  compressedTokens: number | null;
  /** Wall milliseconds of the compress call (includes validation and the budget check). */
  ms: number;
  /** Output over budget under countTokens (must never happen). */
  violation: boolean;
  /** 'BudgetError: …' or another error's message; the probes of an errored run fail. */
  error?: string;
  probes: ProbeResult[];
  /** LLM calls and tokens spent (LLM strategies). */
  llm?: LlmUsage;
  /** The compressed messages (empty on error); not written to the results file. */
  output: Message[];
}

/** Input of {@link evaluateRun}. */
export interface RunInput {
  messages: Message[];
  strategy: string;
  budget: number;
  query?: string;
  probes: readonly Probe[];
  tokenizer: TokenizerName;
}

/**
 * Compress once, count the output with `countTokens` (same tokenizer), check every probe with
 * `checkProbe` against the compressed context. A thrown error (BudgetError included) is an error,
 * not a violation; its probes count as not retained, since the caller has no context to send.
 * @example
 * const r = await evaluateRun({ messages, strategy: 'pith', budget: 2000, probes, tokenizer: 'estimate' });
 * r.probes.filter((p) => p.pass).length
 */
export async function evaluateRun(input: RunInput): Promise<RunOutcome> {
  const { messages, strategy, budget, query, probes, tokenizer } = input;
  const t0 = performance.now();
  try {
    const { messages: output, stats } = await compress(messages, { budget, query, strategy, tokenizer, llm: llmFor(strategy) });
    const ms = performance.now() - t0;
    const compressedTokens = await countTokens(output, { tokenizer });
    const text = contextText(output);
    return {
      compressedTokens,
      ms,
      violation: compressedTokens > budget,
      probes: probes.map((p) => ({ id: p.id, type: p.type, ...checkProbe(p, text) })),
      output,
      ...(stats.llm ? { llm: stats.llm } : {}),
    };
  } catch (e) {
    const ms = performance.now() - t0;
    const error = e instanceof BudgetError ? `BudgetError: ${e.message}` : `${(e as Error).name}: ${(e as Error).message}`;
    const probesFailed = probes.map((p) => ({ id: p.id, type: p.type, pass: false, reason: 'error' }));
    return { compressedTokens: null, ms, violation: false, error, probes: probesFailed, output: [] };
  }
}
