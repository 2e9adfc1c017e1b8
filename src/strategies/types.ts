/** @module strategies/types — the one interface every strategy implements. */
import type { Embedder } from '../embed/types.js';
import type { Kernel } from '../kernel/types.js';
import type { LlmProvider, LlmUsage } from '../llm/types.js';
import type { StrategyKnobs } from './knobs.js';
import type { Measure } from '../text/measure.js';
import type { Message } from '../types.js';

/** Options after validation with defaults merged in. */
export interface ResolvedOptions {
  budget: number;
  query?: string;
  keepLast: number;
  /** keepLast is the default, a preference: a chatty turn before the last may be compressed (`pith`). */
  keepLastPreferred?: boolean;
  keepSystem: boolean;
  partTokens: number;
  startOn?: 'user';
}

/** What a strategy receives: validated messages, options, a kernel and a measure. */
export interface StrategyInput {
  messages: Message[];
  options: ResolvedOptions;
  kernel: Kernel;
  measure: Measure;
  /** The caller's LLM provider, for LLM strategies. */
  llm?: LlmProvider;
  /** The caller's embedder (or the default one), for semantic relevance. */
  embedder?: Embedder;
  /** Per-strategy knobs from the compress options (`options.rlm`, `options.salience`, …). */
  knobs: StrategyKnobs;
  /** The number each message shows in a ledger (`m12`). @default each message's index */
  messageNumbers?: readonly number[];
  /** Loads the platform's word vectors (once; a failed load leaves ranking lexical): a strategy with
   * {@link Strategy.lazyVectors} awaits it once it knows it will rank, so a conversation that already
   * fits never loads the table. Absent when the caller gave an embedder or the platform has no table. */
  loadVectors?: () => Promise<void>;
}

/** What a strategy returns; `compress` adds timing and token stats. */
export interface StrategyOutput {
  messages: Message[];
  /** For each input message, the fraction of its tokens that survived (0 = dropped). */
  kept: number[];
  /** Facts kept in the pinned ledger, verbatim. */
  pinned: string[];
  /** Tokens of the input under the measure, when the strategy already counted them. */
  originalTokens?: number;
  /** How units were ranked against the query: 'lexical' or 'lexical+<embedder>'. */
  relevance?: string;
  /** LLM calls and tokens spent (LLM strategies only). */
  llm?: LlmUsage;
}

/**
 * A compression strategy. Output must fit `options.budget` under `measure`, or the strategy throws
 * a `BudgetError`; input message order is kept; tool calls stay with their results.
 * @example
 * const mine: Strategy = { name: 'mine', description: 'keeps everything', compress: ({ messages }) =>
 *   ({ messages, kept: messages.map(() => 1), pinned: [] }) };
 */
export interface Strategy {
  readonly name: string;
  readonly description: string;
  /** Uses word vectors when loaded: `compress` loads the platform's table first (Node, browsers). */
  readonly usesVectors?: boolean;
  /** With {@link usesVectors}: `compress` does not load the table first; the strategy awaits
   * {@link StrategyInput.loadVectors} once it knows it will rank (`pith` and the LLM strategies). */
  readonly lazyVectors?: boolean;
  compress(input: StrategyInput): StrategyOutput | Promise<StrategyOutput>;
}
