/** @module scripts/encode-vectors — turns ranked word vectors into the build/vectors.bin bytes (pure, deterministic). */

import { wordHash } from '../src/kernel/oracle/hash.js';
import { FIELD, FLAG_COMPONENT, HEADER_BYTES, VECTORS_MAGIC, VECTORS_VERSION } from '../src/kernel/vector-format.js';

/** One vocabulary entry: the word, its 1-based frequency rank in the source list, its vector. */
export interface RankedWord {
  word: string;
  rank: number;
  vector: ArrayLike<number>;
}

/** Options of {@link encodeVectors}. */
export interface EncodeOptions {
  /**
   * SIF smoothing constant `a` in a/(a + p(w)); the SIF paper recommends 1e-4…1e-3. 3e-4 scored
   * best of 1e-4, 3e-4, 1e-3, 3e-3 on bench/embeddings/pairs.ts (paraphrase-vs-related AUC).
   * @default 3e-4
   */
  sifA?: number;
  /** Size of the full source vocabulary, for the Zipf estimate p(rank) = 1/(rank·H(vocabulary)). @default words.length */
  vocabulary?: number;
  /** Store a first principal component of typical sentence vectors. @default true */
  component?: boolean;
  /** Words per typical sentence when estimating that component. @default 10 */
  sentenceLength?: number;
  /** Vocabulary size asked for, recorded in the header. @default words.length */
  requested?: number;
}

const align16 = (n: number): number => (n + 15) & ~15;

/** Zipf probability of each rank: p(r) = 1/(r·H_V). */
function zipf(ranks: number[], vocabulary: number): number[] {
  let h = 0;
  for (let r = 1; r <= vocabulary; r++) h += 1 / r;
  return ranks.map((r) => 1 / (r * h));
}

/**
 * First principal component (uncentred) of SIF sentence vectors, estimated from word statistics:
 * a sentence of L words drawn by frequency has E[s sᵀ] = μμᵀ + (E[u uᵀ] − μμᵀ)/L with u = weight·v.
 */
function firstComponent(u: Float64Array[], p: number[], dims: number, sentenceLength: number): Float64Array {
  const mu = new Float64Array(dims);
  const m = new Float64Array(dims * dims);
  let total = 0;
  for (let w = 0; w < u.length; w++) total += p[w];
  for (let w = 0; w < u.length; w++) {
    const pw = p[w] / total;
    const v = u[w];
    for (let i = 0; i < dims; i++) {
      mu[i] += pw * v[i];
      for (let j = 0; j < dims; j++) m[i * dims + j] += pw * v[i] * v[j];
    }
  }
  for (let i = 0; i < dims; i++) {
    for (let j = 0; j < dims; j++) {
      const mm = mu[i] * mu[j];
      m[i * dims + j] = mm + (m[i * dims + j] - mm) / sentenceLength;
    }
  }
  let c = Float64Array.from(mu);
  for (let iter = 0; iter < 200; iter++) {
    const next = new Float64Array(dims);
    for (let i = 0; i < dims; i++) for (let j = 0; j < dims; j++) next[i] += m[i * dims + j] * c[j];
    const norm = Math.hypot(...next);
    c = next.map((x) => x / norm);
  }
  let dot = 0;
  for (let i = 0; i < dims; i++) dot += c[i] * mu[i];
  return dot < 0 ? c.map((x) => -x) : c;
}

/**
 * Encodes words (most frequent first) into the vectors.bin layout of src/kernel/vector-format.ts:
 * int8 vectors with a per-vector scale (max |x| / 127), SIF weights a/(a + p(w)) from the Zipf
 * estimate of each rank, FNV-1a word hashes (the kernel's wordHash) in an open-addressing table.
 * A word whose hash equals an earlier word's is left out (the more frequent one wins).
 * @example
 * const bytes = encodeVectors([{ word: 'the', rank: 1, vector: new Array(100).fill(0.1) }]);
 */
export function encodeVectors(words: readonly RankedWord[], options: EncodeOptions = {}): Uint8Array {
  const sifA = options.sifA ?? 3e-4;
  const dims = words.length > 0 ? words[0].vector.length : 0;
  const seen = new Set<number>();
  const kept = words.filter((w) => {
    const h = wordHash(w.word, 0, w.word.length);
    if (seen.has(h) || w.vector.length !== dims) return false;
    seen.add(h);
    return true;
  });
  const count = kept.length;
  let slots = 16;
  while (slots * 0.65 < count) slots <<= 1;
  const useComponent = (options.component ?? true) && count > 0;

  const off = { hashes: HEADER_BYTES, slotTable: 0, scales: 0, weights: 0, component: 0, vectors: 0, total: 0 };
  off.slotTable = align16(off.hashes + count * 4);
  off.scales = align16(off.slotTable + slots * 4);
  off.weights = align16(off.scales + count * 4);
  off.component = align16(off.weights + count * 4);
  off.vectors = align16(off.component + (useComponent ? dims * 4 : 0));
  off.total = off.vectors + count * dims;

  const bytes = new Uint8Array(off.total);
  const view = new DataView(bytes.buffer);
  const u32 = (at: number, v: number) => view.setUint32(at, v, true);
  u32(FIELD.magic, VECTORS_MAGIC);
  u32(FIELD.version, VECTORS_VERSION);
  u32(FIELD.dims, dims);
  u32(FIELD.count, count);
  u32(FIELD.slots, slots);
  u32(FIELD.flags, useComponent ? FLAG_COMPONENT : 0);
  view.setFloat32(FIELD.sifA, sifA, true);
  u32(FIELD.requested, options.requested ?? words.length);
  for (const k of ['hashes', 'slotTable', 'scales', 'weights', 'component', 'vectors', 'total'] as const) u32(FIELD[k], off[k]);

  const p = zipf(
    kept.map((w) => w.rank),
    options.vocabulary ?? words.length,
  );
  const dequantized: Float64Array[] = [];
  kept.forEach((w, i) => {
    const h = wordHash(w.word, 0, w.word.length);
    u32(off.hashes + i * 4, h);
    let s = h & (slots - 1);
    while (view.getUint32(off.slotTable + s * 4, true) !== 0) s = (s + 1) & (slots - 1);
    u32(off.slotTable + s * 4, i + 1);
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(w.vector[d]));
    const scale = Math.fround(max / 127);
    view.setFloat32(off.scales + i * 4, scale, true);
    const weight = Math.fround(sifA / (sifA + p[i]));
    view.setFloat32(off.weights + i * 4, weight, true);
    const u = new Float64Array(dims);
    for (let d = 0; d < dims; d++) {
      const q = scale > 0 ? Math.round(w.vector[d] / scale) : 0;
      view.setInt8(off.vectors + i * dims + d, q);
      u[d] = q * scale * weight;
    }
    dequantized.push(u);
  });
  if (useComponent) {
    const c = firstComponent(dequantized, p, dims, options.sentenceLength ?? 10);
    for (let d = 0; d < dims; d++) view.setFloat32(off.component + d * 4, c[d], true);
  }
  return bytes;
}
