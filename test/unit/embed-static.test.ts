// staticEmbedder(): the labelled pairs separate, vectors are deterministic and batch-independent, edge cases, table size.
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAIRS } from '../../bench/embeddings/pairs.js';
import { pairCosines, separation } from '../../bench/embeddings/evaluate.js';
import { encodeVectors } from '../../scripts/encode-vectors.js';
import { InputError, initVectors, oracleKernel, staticEmbedder } from '../../src/platform/node.js';
import { VECTORS_PATH, builtTable } from '../wasm/vector-tables.js';

const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe('staticEmbedder', () => {
  it('separates paraphrases from related and unrelated pairs on the labelled set', async () => {
    const kernel = await initVectors();
    const s = separation(PAIRS, pairCosines(kernel, PAIRS, true));
    // Measured (a = 3e-4, 40k words): means 0.65 / 0.33 / -0.03, AUCs 1.00 / 0.94 / 0.98.
    expect(s.mean.paraphrase).toBeGreaterThan(s.mean.related + 0.15);
    expect(s.mean.related).toBeGreaterThan(s.mean.unrelated + 0.15);
    expect(s.gap).toBeGreaterThan(0.45);
    expect(s.aucParaphraseUnrelated).toBeGreaterThanOrEqual(0.97);
    expect(s.aucParaphraseRelated).toBeGreaterThanOrEqual(0.85);
    expect(s.aucRelatedUnrelated).toBeGreaterThanOrEqual(0.9);
  });

  it('removing the common component separates paraphrase from related better than keeping it', async () => {
    const kernel = await initVectors();
    const kept = separation(PAIRS, pairCosines(kernel, PAIRS, false));
    const removed = separation(PAIRS, pairCosines(kernel, PAIRS, true));
    expect(removed.aucParaphraseRelated).toBeGreaterThan(kept.aucParaphraseRelated);
    expect(removed.gap).toBeGreaterThan(kept.gap);
  });

  it('returns unit vectors, the same for a text alone or in a batch, and the same as the oracle kernel', async () => {
    const e = staticEmbedder();
    const texts = ['Please book a flight to Berlin.', 'The refund was approved.', 'We never ship on Sundays.'];
    const batch = await e.embed(texts);
    expect(e.dimensions).toBe(100);
    expect(batch).toHaveLength(3);
    for (const v of batch) expect(Math.abs(cos(v, v) - 1)).toBeLessThan(1e-5);
    const [alone] = await e.embed([texts[1]]);
    expect(alone).toEqual(batch[1]);
    expect(await e.embed(texts)).toEqual(batch);
    const viaOracle = await staticEmbedder({ kernel: oracleKernel() }).embed(texts);
    viaOracle.forEach((v, i) => v.forEach((x, d) => expect(Math.abs(x - batch[i][d])).toBeLessThan(1e-6)));
  });

  it('gives zero vectors for empty text and text without known words, and a typed error for non-strings', async () => {
    const e = staticEmbedder();
    const [empty, unknown, digits, known] = await e.embed(['', 'zzqxv blorptastic', '12 34 !!', 'Qzzv refund xqq']);
    for (const v of [empty, unknown, digits]) expect(v.every((x) => x === 0)).toBe(true);
    expect(Math.abs(cos(known, known) - 1)).toBeLessThan(1e-5); // one known word is enough
    expect(await e.embed([])).toEqual([]);
    await expect(e.embed('text' as unknown as string[])).rejects.toThrow(InputError);
    await expect(e.embed(['ok', 3] as unknown as string[])).rejects.toThrow('texts[1] must be a string, found number 3');
    const aborted = new AbortController();
    aborted.abort(new Error('stop'));
    await expect(e.embed(['x'], { signal: aborted.signal })).rejects.toThrow('stop');
  });

  it('ships a table within the 5 MB asset limit, with 100 dims and tens of thousands of words', () => {
    expect(statSync(VECTORS_PATH).size).toBeLessThanOrEqual(5 * 1024 * 1024);
    const t = builtTable();
    expect(t.dims).toBe(100);
    expect(t.count).toBeGreaterThanOrEqual(30_000);
    // SIF weights fall with frequency: "the" (rank 1) weighs far less than a rank-10,000 word.
    expect(t.weights[0]).toBeLessThan(0.05);
    expect(t.weights[10_000]).toBeGreaterThan(0.9);
  });

  it('encodes the same words to the same bytes (a reproducible build)', () => {
    const words = Array.from({ length: 300 }, (_, i) => ({
      word: `w${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
      rank: i + 1,
      vector: Array.from({ length: 100 }, (_, d) => Math.sin(i * 31 + d)),
    }));
    expect(encodeVectors(words)).toEqual(encodeVectors(words.map((w) => ({ ...w }))));
  });
});
