/** @module test/worker/vectors — static embeddings in real workerd: the table imported as a Data module. */
import { describe, expect, it } from 'vitest';
import { WasmError, getKernel, init, initVectors, staticEmbedder } from 'pith';
import vectors from '../../build/vectors.bin';

describe('static embeddings on workerd', () => {
  it('sentence vectors need initVectors(): the kernel throws WASM_NOT_INITIALIZED before', async () => {
    await init();
    const k = getKernel();
    expect(k.hasVectors()).toBe(false);
    expect(() => k.sentenceVectors('hello', Int32Array.of(0), Int32Array.of(5))).toThrow(WasmError);
  });

  it('loads the imported table and embeds: a paraphrase scores above an unrelated sentence', async () => {
    expect(vectors).toBeInstanceOf(ArrayBuffer);
    const k = await initVectors(vectors);
    expect(k.vectorDims()).toBe(100);
    const [q, para, other] = await staticEmbedder().embed([
      'Which environmental standard is mandatory for the supplier?',
      'The supplier has to be ISO 14001 certified.',
      'My daughter scored two goals in the football match.',
    ]);
    const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);
    expect(cos(q, para)).toBeGreaterThan(cos(q, other) + 0.2);
  });
});
