/** @module test/unit/memory-context-relevance — context() says how it ranked against the query, as compress() does. */
import { describe, expect, it } from 'vitest';
import { compress, createMemory, type Embedder, type Message } from '../../src/platform/node.js';

const chat: Message[] = [
  { role: 'user', content: 'Order ORD-58213 is 45 chairs for the Lyon office.' },
  { role: 'assistant', content: 'Noted: 45 chairs, delivered to Lyon by May 3.' },
  { role: 'user', content: 'The gate code for the loading dock is 4417.' },
  ...Array.from({ length: 12 }, (_, i): Message => ({ role: i % 2 ? 'assistant' : 'user', content: `Filler turn ${i} about the weather, the traffic and the weekend plans of the team.` })),
];

/** A unit-vector embedder that counts its calls: every text is the same direction. */
function constantEmbedder(): Embedder & { calls: number } {
  const e = {
    name: 'constant', dimensions: 4, calls: 0,
    async embed(texts: readonly string[]) {
      e.calls++;
      return texts.map(() => Float32Array.of(0.5, 0.5, 0.5, 0.5));
    },
  };
  return e;
}

describe('memory.context() stats.relevance', () => {
  it('names the word vectors with a query, as compress() does; nothing without one', async () => {
    const memory = await createMemory();
    await memory.add(chat);
    const asked = await memory.context({ query: 'How many seats?', budget: 200 });
    const { stats } = await compress(chat, { budget: 120, query: 'How many seats?' });
    expect(asked.stats.relevance).toBe('lexical+static');
    expect(asked.stats.relevance).toBe(stats.relevance);
    expect((await memory.context({ query: 'gate code?', budget: 200, refine: true })).stats.relevance).toBe('lexical+static');
    expect((await memory.context({ budget: 200 })).stats.relevance).toBeUndefined();
  });

  it('names the embedder it was given', async () => {
    const embedder = constantEmbedder();
    const memory = await createMemory({ embedder });
    await memory.add(chat);
    expect((await memory.context({ query: 'gate code?', budget: 200 })).stats.relevance).toBe('lexical+constant');
    expect(embedder.calls).toBeGreaterThan(0);
  });
});
