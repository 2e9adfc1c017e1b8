// compress() loads the default word vectors only when it has to rank: a conversation that fits never reads the table.
import { describe, expect, it } from 'vitest';
import { compress, init } from '../../src/platform/node.js';
import { setDefaultVectorsSource } from '../../src/kernel/vectors-load.js';

const filler = 'We also talked about the weather, lunch plans and the football results. ';
const HISTORY = [
  { role: 'user' as const, content: `The supplier must be ISO 14001 certified. ${filler.repeat(20)}` },
  { role: 'assistant' as const, content: `Noted, I will look for suppliers. ${filler.repeat(20)}` },
  { role: 'user' as const, content: 'Thanks.' },
];
const QUERY = 'Which environmental standard is mandatory?';

describe('default word vectors, loaded lazily', () => {
  // Alone in its file: the table is not loaded yet in this process.
  it('are not read for a conversation under the budget, and are read once it must be compressed', async () => {
    const table = new URL('../../build/vectors.bin', import.meta.url);
    let reads = 0;
    setDefaultVectorsSource(async () => {
      reads++;
      return table;
    });
    const kernel = await init();
    const fits = await compress(HISTORY, { budget: 10_000, query: QUERY });
    expect(fits.messages).toEqual(HISTORY);
    await compress(HISTORY, { budget: 10_000 });
    expect(reads).toBe(0);
    expect(kernel.hasVectors()).toBe(false);

    const cut = await compress(HISTORY, { budget: 120, query: QUERY });
    expect(cut.stats.relevance).toBe('lexical+static');
    expect(reads).toBe(1);
    expect(kernel.hasVectors()).toBe(true);
    await compress(HISTORY, { budget: 120 });
    expect(reads).toBe(1);
  });
});
