// compress() with an explicit embedder: it is used (stats.relevance names it), and a failing one is a ProviderError.
import { describe, expect, it } from 'vitest';
import { compress, init, initVectors, staticEmbedder, transformersEmbedder, ProviderError } from '../../src/platform/node.js';
import { allUnits, vectorsOf } from '../../src/extract/semantic.js';
import { unitsOf } from '../fixtures/units-of.js';
import { sharedModel } from '../fixtures/shared-models.js';

const filler = 'We also talked about the weather, lunch plans and the football results. ';
const HISTORY = [
  { role: 'user' as const, content: `We need 40 chairs for the Berlin office. The supplier must be ISO 14001 certified. ${filler.repeat(20)}` },
  { role: 'assistant' as const, content: `Noted, I will look for suppliers. ${filler.repeat(20)}` },
  { role: 'user' as const, content: 'Actually make it 45 chairs.' },
  { role: 'assistant' as const, content: 'Okay, 45 chairs.' },
];
const QUERY = 'Which environmental standard is mandatory?';

describe('compress with an explicit embedder', () => {
  // First in the file: the word vectors are not loaded yet in this process.
  it('uses an explicit staticEmbedder() before the table is loaded, rather than ranking lexically', async () => {
    const first = await compress(HISTORY, { budget: 150, query: QUERY, embedder: staticEmbedder() });
    expect(first.stats.relevance).toBe('lexical+static');
    // Once loaded, the kernel's table is read by span: the same result.
    const again = await compress(HISTORY, { budget: 150, query: QUERY, embedder: staticEmbedder() });
    expect(again.stats.relevance).toBe('lexical+static');
    expect(again.messages).toEqual(first.messages);
  });

  it('calls a static embedder with its own options (removeComponent: false) instead of reading the kernel table', async () => {
    await initVectors();
    const kernel = await init();
    const units = unitsOf(kernel, HISTORY);
    const ids = allUnits(units);
    const raw = staticEmbedder({ removeComponent: false });
    const own = await vectorsOf(units, kernel, ids, raw, QUERY);
    const byDefault = await vectorsOf(units, kernel, ids, staticEmbedder(), QUERY);
    const direct = await raw.embed([QUERY]);
    expect(Array.from(own!.query!)).toEqual(Array.from(direct[0]));
    expect(Array.from(byDefault!.query!)).not.toEqual(Array.from(direct[0]));
    // A custom embedder that happens to be named 'static' is called too.
    let calls = 0;
    const named = { name: 'static', dimensions: 2, embed: async (t: readonly string[]) => (calls++, t.map(() => Float32Array.of(1, 0))) };
    await vectorsOf(units, kernel, ids, named, QUERY);
    expect(calls).toBe(1);
  });

  it('names a transformers embedder in stats.relevance (real ONNX runtime, tiny model)', async () => {
    const embedder = transformersEmbedder({ model: sharedModel('tiny-static-bert-random'), dtype: 'fp32' });
    const { stats } = await compress(HISTORY, { budget: 150, query: QUERY, embedder });
    expect(stats.relevance).toBe(`lexical+${embedder.name}`);
  });

  it('an embedder that fails or returns NaN is a ProviderError, never a silent lexical result', async () => {
    const down = { name: 'down', dimensions: 3, embed: () => Promise.reject(new Error('503 from the embedding server')) };
    await expect(compress(HISTORY, { budget: 150, query: QUERY, embedder: down })).rejects.toThrow(ProviderError);
    const nan = { name: 'nan', dimensions: 3, embed: async (t: readonly string[]) => t.map(() => Float32Array.of(Number.NaN, 1, 0)) };
    await expect(compress(HISTORY, { budget: 150, query: QUERY, embedder: nan })).rejects.toThrow(/finite numbers, found a Float32Array with NaN/);
  });
});
