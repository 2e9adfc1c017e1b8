// compress() loads the default word vectors only when it has to rank: a conversation that fits never reads the table.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const filler = 'We also talked about the weather, lunch plans and the football results. ';
const HISTORY = [
  { role: 'user' as const, content: `The supplier must be ISO 14001 certified. ${filler.repeat(20)}` },
  { role: 'assistant' as const, content: `Noted, I will look for suppliers. ${filler.repeat(20)}` },
  { role: 'user' as const, content: 'Thanks.' },
];
const QUERY = 'Which environmental standard is mandatory?';

/** A fresh library (no table loaded yet) whose default table source counts its reads. */
async function freshLibrary() {
  const node = await import('../../src/platform/node.js');
  const { setDefaultVectorsSource } = await import('../../src/kernel/vectors-load.js');
  const table = new URL('../../build/vectors.bin', import.meta.url);
  const reads = { count: 0 };
  setDefaultVectorsSource(async () => {
    reads.count++;
    return table;
  });
  return { ...node, reads, kernel: await node.init() };
}

describe('default word vectors', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('are not read for a conversation under the budget, and are read once it must be compressed', async () => {
    const { compress, kernel, reads } = await freshLibrary();
    const fits = await compress(HISTORY, { budget: 10_000, query: QUERY });
    expect(fits.messages).toEqual(HISTORY);
    await compress(HISTORY, { budget: 10_000 });
    expect(reads.count).toBe(0);
    expect(kernel.hasVectors()).toBe(false);

    const cut = await compress(HISTORY, { budget: 120, query: QUERY });
    expect(cut.stats.relevance).toBe('lexical+static');
    expect(reads.count).toBe(1);
    expect(kernel.hasVectors()).toBe(true);
    await compress(HISTORY, { budget: 120 });
    expect(reads.count).toBe(1);
  });

  it('are loaded before a registered strategy that uses them and does not load them itself', async () => {
    const { compress, kernel, reads, registerStrategy } = await freshLibrary();
    let seen: boolean | undefined;
    registerStrategy({
      name: 'vectors-first',
      description: 'reports whether the table was there when it ran',
      usesVectors: true,
      compress: (input) => {
        seen = input.kernel.hasVectors();
        return { messages: input.messages, kept: input.messages.map(() => 1), pinned: [] };
      },
    });
    await compress(HISTORY, { budget: 10_000, strategy: 'vectors-first' });
    expect(seen).toBe(true);
    expect(reads.count).toBe(1);
    expect(kernel.hasVectors()).toBe(true);
  });
});
