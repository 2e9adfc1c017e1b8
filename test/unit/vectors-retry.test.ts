// compress() after a failed load of the default word vectors: lexical for a while, then tried again (a browser back online).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compress } from '../../src/platform/node.js';
import { setDefaultVectorsSource } from '../../src/kernel/vectors-load.js';

const filler = 'We also talked about the weather, lunch plans and the football results. ';
const HISTORY = [
  { role: 'user' as const, content: `The supplier must be ISO 14001 certified. ${filler.repeat(20)}` },
  { role: 'assistant' as const, content: `Noted, I will look for suppliers. ${filler.repeat(20)}` },
  { role: 'user' as const, content: 'Thanks.' },
];
const OPTIONS = { budget: 120, query: 'Which environmental standard is mandatory?' };

afterEach(() => {
  vi.useRealTimers();
});

describe('default word vectors that fail to load', () => {
  // Alone in its file: the table is not loaded yet in this process.
  it('ranks lexically, does not refetch on every call, and loads the table on a call 30 s later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const table = new URL('../../build/vectors.bin', import.meta.url);
    let tries = 0;
    setDefaultVectorsSource(async () => {
      tries++;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return table;
    });
    expect((await compress(HISTORY, OPTIONS)).stats.relevance).toBe('lexical');
    vi.advanceTimersByTime(5_000);
    expect((await compress(HISTORY, OPTIONS)).stats.relevance).toBe('lexical');
    expect(tries).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect((await compress(HISTORY, OPTIONS)).stats.relevance).toBe('lexical+static');
    expect(tries).toBe(2);
  });
});
