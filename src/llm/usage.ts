/** @module llm/usage — wraps a provider to count calls, tokens sent and received, and failures. */
import { PithError, ProviderError } from '../errors.js';
import type { TokenCounter } from '../types.js';
import type { ChatMessage, CompleteOptions, LlmProvider, LlmUsage } from './types.js';

/** A provider whose calls are counted into `usage`. */
export interface MeteredProvider extends LlmProvider {
  readonly usage: LlmUsage;
  /** Count a failure found after the call returned (e.g. a malformed JSON reply). */
  fail(): void;
}

/**
 * Wrap `llm` so each call adds to `usage`: one call per `complete()` (retries inside the provider
 * count once), prompt and completion tokens under `count`, and failures (any error a provider
 * throws comes out as a `ProviderError`). Calls run at temperature 0
 * unless the caller says otherwise, so replays are stable.
 * @example
 * const metered = meterProvider(llm, (t) => t.length);
 * await metered.complete([{ role: 'user', content: 'hi' }]);
 * metered.usage.calls // 1
 */
export function meterProvider(llm: LlmProvider, count: TokenCounter): MeteredProvider {
  const usage: LlmUsage = { calls: 0, promptTokens: 0, completionTokens: 0, failures: 0 };
  return {
    name: llm.name,
    usage,
    fail: () => void usage.failures++,
    async complete(messages: ChatMessage[], options: CompleteOptions = {}): Promise<string> {
      usage.calls++;
      for (const m of messages) usage.promptTokens += count(m.content);
      try {
        const reply = await llm.complete(messages, { temperature: 0, ...options });
        usage.completionTokens += count(reply);
        return reply;
      } catch (error) {
        usage.failures++;
        // A provider of the caller's own may throw anything: strategies fall back on ProviderError.
        if (error instanceof PithError) throw error;
        throw new ProviderError(`${llm.name}: expected a reply, found ${String(error)}`, { cause: error });
      }
    },
  };
}
