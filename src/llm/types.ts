/** @module llm/types — the one interface every LLM provider implements, and the usage it reports. */

/** A plain chat message sent to a provider. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Options of one completion. */
export interface CompleteOptions {
  /** Upper bound on generated tokens. */
  maxTokens?: number;
  /** Sampling temperature; strategies use 0 so replays are stable. @default 0 */
  temperature?: number;
  /** Abort the call (and its retries). */
  signal?: AbortSignal;
  /** Ask for a JSON object reply (response_format json_object where the provider has it). */
  json?: boolean;
}

/**
 * A text-completion provider: OpenAI-compatible HTTP, Workers AI, or local Transformers.js.
 * Failures throw `ProviderError`.
 * @example
 * const reply = await llm.complete([{ role: 'user', content: 'Say hi' }], { maxTokens: 16 });
 */
export interface LlmProvider {
  /** Stable name for stats, e.g. 'openai:gpt-4o-mini', 'local:Qwen2.5-0.5B-Instruct'. */
  readonly name: string;
  complete(messages: ChatMessage[], options?: CompleteOptions): Promise<string>;
}

/**
 * What LLM strategies spent, reported in `stats.llm`.
 * @example
 * const { stats } = await compress(msgs, { budget: 2000, strategy: 'salience', llm });
 * console.log(stats.llm?.calls, stats.llm?.fallback);
 */
export interface LlmUsage {
  /** Provider calls made (retries inside a provider count once). */
  calls: number;
  /** Tokens sent, under the compression's token counter. */
  promptTokens: number;
  /** Tokens received, under the compression's token counter. */
  completionTokens: number;
  /** Calls that failed (timeout, HTTP error, malformed reply). */
  failures: number;
  /** Set when the strategy fell back to the deterministic pipeline: which one and why. */
  fallback?: { strategy: string; reason: string };
}
