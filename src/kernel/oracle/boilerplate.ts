/** @module kernel/oracle/boilerplate — per unit, the share of its word trigrams and skip-bigrams that more than 3 units use: templates and stock phrasings (mirrors assembly/boilerplate.ts). */

import { TokenKind } from '../types.js';
import { seqHash } from './hash.js';
import type { DocTokens } from './importance.js';

/** A gram is boilerplate when more than this many units use it. */
const REPEATS = 3;
/** Every number reads as this one word, so templates that differ only in their figures match. */
const NUMBER_WORD = 0x23;
/** Seeds of the trigram and skip-bigram hashes; trigrams are odd and skip-bigrams even, so the two never meet. */
const TRI = 0x811c9dc5;
const SKIP = 0x050c5d1f;

/** Smallest power of two ≥ 2n, at least 16 (assembly/memory.ts tableCap). */
function tableCap(n: number): number {
  let c = 16;
  while (c < n * 2) c *= 2;
  return c;
}

/** The unit's m = words − 2 trigram hashes, then its m skip-bigram hashes (assembly gramHashes). */
function gramHashes(words: number[]): number[] {
  const m = words.length - 2;
  const out: number[] = [];
  for (let k = 0; k < m; k++) out.push((seqHash(seqHash(seqHash(TRI, words[k]), words[k + 1]), words[k + 2]) | 1) >>> 0);
  for (let k = 0; k < m; k++) out.push(Math.max((seqHash(seqHash(SKIP, words[k]), words[k + 2]) & ~1) >>> 0, 2));
  return out;
}

/**
 * Boilerplate share of each unit (unit u owns tokens [unitFirst[u], unitLast[u])): of the unit's
 * gram occurrences (for every three consecutive non-PUNCT tokens a b c, the trigram "a b c" and
 * the skip-bigram "a _ c"; a NUMBER reads as one placeholder word), the part whose df > 3, where
 * df counts the units that contain the gram, each once, and a unit that repeats an earlier one
 * word for word (`repeat[u]`) adds nothing. 0 under 3 words. Same hashes, table and probing as
 * the WASM kernel (df is per full 32-bit hash, so the probing order cannot change a result).
 * @example
 * boilerplateShares(tok, [0], [tok.count], [false]) // one unit: Float32Array [0]
 */
export function boilerplateShares(tok: DocTokens, unitFirst: number[], unitLast: number[], repeat: boolean[]): Float32Array {
  const n = unitFirst.length;
  // What unitFeatures feeds the kernel: each unit's words, punctuation skipped.
  const grams: number[] = [];
  const gramEnd: number[] = [];
  for (let u = 0; u < n; u++) {
    const words: number[] = [];
    for (let i = unitFirst[u]; i < unitLast[u]; i++) {
      if (tok.kind[i] !== TokenKind.PUNCT) words.push(tok.kind[i] === TokenKind.NUMBER ? NUMBER_WORD : tok.hash[i]);
    }
    if (words.length >= 3) for (const h of gramHashes(words)) grams.push(h);
    gramEnd.push(grams.length);
  }

  // Slot s is [key, meta], meta = (last unit + 1) << 3 | min(df, REPEATS + 1).
  const cap = tableCap(grams.length);
  const table = new Uint32Array(cap * 2);
  const shift = Math.clz32(cap) + 1;
  const mask = cap - 1;
  let g = 0;
  for (let u = 0; u < n; u++) {
    const tag = repeat[u] ? 0 : ((u + 1) << 3) >>> 0;
    for (let k = g; k < gramEnd[u]; k++) {
      const key = grams[k];
      let s = Math.imul(key, 0x9e3779b1) >>> shift;
      while (table[s * 2] !== key && table[s * 2] !== 0) s = (s + 1) & mask;
      const m = table[s * 2 + 1];
      table[s * 2] = key;
      if (tag !== 0 && (m & ~7) >>> 0 !== tag) table[s * 2 + 1] = tag | Math.min((m & 7) + 1, REPEATS + 1);
      grams[k] = s;
    }
    g = gramEnd[u];
  }

  const out = new Float32Array(n);
  g = 0;
  for (let u = 0; u < n; u++) {
    const end = gramEnd[u];
    let common = 0;
    for (let k = g; k < end; k++) if ((table[grams[k] * 2 + 1] & 7) > REPEATS) common++;
    out[u] = end > g ? common / (end - g) : 0;
    g = end;
  }
  return out;
}
