// LLM strategies use the word vectors (dedup, retrieval, the pith fallback): compress() loads them first, as for pith.
import { describe, expect, it } from 'vitest';
import { compress, init, ProviderError, type LlmProvider } from '../../src/platform/node.js';

const HISTORY = Array.from({ length: 30 }, (_, i) => ({
  role: i % 2 ? ('assistant' as const) : ('user' as const),
  content: `Message ${i}: we ordered ${i + 3} crates for warehouse W-${100 + i} at $${i * 17} each. We also talked about the weather and lunch plans.`,
}));
const down: LlmProvider = {
  name: 'down',
  complete: async () => {
    throw new ProviderError('down: expected an HTTP response, found a network error', { unavailable: true });
  },
};

describe('LLM strategies and the word vectors', () => {
  // Alone in its file: the vectors are not loaded in this process before the call.
  it('loads the static vectors before an LLM strategy runs, so its pith fallback ranks as pith does', async () => {
    const kernel = await init();
    expect(kernel.hasVectors()).toBe(false);
    const { stats } = await compress(HISTORY, { budget: 300, query: 'What did the crates cost?', strategy: 'salience', llm: down });
    expect(stats.llm?.fallback?.strategy).toBe('pith');
    expect(kernel.hasVectors()).toBe(true);
    expect(stats.relevance).toBe('lexical+static');
  });
});
