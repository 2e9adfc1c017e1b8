/** @module types — public message, option and result types. */
import type { Embedder } from './embed/types.js';
import type { LlmProvider, LlmUsage } from './llm/types.js';
import type { StrategyKnobs } from './strategies/knobs.js';

/** A text part of multi-part content (OpenAI style). */
export interface TextPart {
  type: 'text';
  text: string;
}

/** Any non-text part (image_url, input_audio, file, …): kept whole or dropped whole. */
export interface OtherPart {
  type: string;
  [key: string]: unknown;
}

/** Message content: a string, or an array of parts as chat APIs send it. */
export type Content = string | Array<TextPart | OtherPart>;

/** An OpenAI-style tool call carried by an assistant message. */
export interface ToolCall {
  id: string;
  type?: string;
  function?: { name: string; arguments: string };
  [key: string]: unknown;
}

/** Chat roles. */
export type Role = 'system' | 'user' | 'assistant' | 'tool';

/**
 * One chat message as it comes from chat APIs.
 * @example
 * const m: Message = { role: 'user', content: 'Book 3 nights in Lisbon for under $600.' };
 */
export interface Message {
  role: Role;
  content: Content;
  name?: string;
  id?: string;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  [key: string]: unknown;
}

/** A token counter: returns the token count of a text (a custom one's fraction is rounded up; below 2^31). */
export type TokenCounter = (text: string) => number;

/** Built-in tokenizer names. */
export type TokenizerName = 'estimate' | 'o200k' | 'cl100k';

/** Strategy names of the foundation. */
export type StrategyName = 'full' | 'window' | 'truncate' | 'extractive' | 'prune' | 'pith';

/**
 * Options of {@link compress}.
 * @example
 * await compress(messages, { budget: 2000, query: 'When is the deadline?' });
 */
export interface CompressOptions extends StrategyKnobs {
  /** Token budget for the whole output (content tokens plus per-message overhead). Required. */
  budget: number;
  /** The user's current question; makes selection query-aware and is never cut. */
  query?: string;
  /** @default 'pith' */
  strategy?: StrategyName | (string & {});
  /** @default 'estimate' */
  tokenizer?: TokenizerName | TokenCounter;
  /**
   * How many final messages are kept verbatim. @default 2 — a preference: 1 when the last two alone
   * exceed the budget, 0 when even the last one does and it is not the user's (a long reply or
   * tool output is then compressed like history). With `pith`, a chatty turn before the last
   * (fewer than three pinned facts) is compressed when the last two take over a third of the
   * budget. An explicit value is never lowered.
   */
  keepLast?: number;
  /** Keep system messages verbatim. @default true */
  keepSystem?: boolean;
  /** Token cost charged for a non-text part (image, audio, file). @default 85 */
  partTokens?: number;
  /** Drop leading messages until the first kept non-system message is a user message. @default undefined */
  startOn?: 'user';
  /** Provider for LLM strategies (naive, salience, rlm, …); without one they fall back or fail. */
  llm?: LlmProvider;
  /** Embedder for semantic relevance. @default the built-in static word vectors when loaded */
  embedder?: Embedder;
  /**
   * Cancels the call: `compress` rejects with an `AbortError` (code `ABORTED`, the signal's
   * reason as `cause`), and the model and embedder calls in flight receive the signal. Checked
   * before and after each step; an aborted call never falls back to another strategy.
   */
  signal?: AbortSignal;
}

/**
 * Statistics returned with every compression.
 * @example
 * const { stats } = await compress(msgs, { budget: 500 }); console.log(stats.ratio);
 */
export interface CompressStats {
  strategy: string;
  tokenizer: string;
  budget: number;
  originalTokens: number;
  compressedTokens: number;
  /** originalTokens / compressedTokens (1 when nothing was removed). */
  ratio: number;
  /** Milliseconds spent inside compress. */
  durationMs: number;
  /** Number of facts in the pinned ledger. */
  pinned: number;
  /** The facts in the pinned ledger, verbatim, in ledger order. */
  pinnedFacts: string[];
  /** For each input message, the fraction of its tokens that survived (0 = dropped). */
  kept: number[];
  /** Number of input messages dropped entirely. */
  droppedMessages: number;
  /** How sentences were ranked against the query: 'lexical', or 'lexical+static' / 'lexical+<embedder>' with embeddings. */
  relevance?: string;
  /** LLM calls and tokens spent, for LLM strategies. */
  llm?: LlmUsage;
}

/**
 * Result of {@link compress}.
 * @example
 * const { messages, stats } = await compress(msgs, { budget: 500 });
 */
export interface CompressResult {
  messages: Message[];
  stats: CompressStats;
}
