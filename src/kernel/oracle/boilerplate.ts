/** @module kernel/oracle/boilerplate — per unit, the share of its word trigrams and skip-bigrams that more than 3 units use: templates and stock phrasings (mirrors assembly/boilerplate.ts). */

import { TokenKind } from '../types.js';
import { seqHash } from './hash.js';
import type { DocTokens } from './importance.js';

/** A gram is boilerplate when more than this many units use it. */
export const BOILERPLATE_REPEATS = 3;
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

/**
 * Boilerplate share of each unit (unit u owns tokens [unitFirst[u], unitLast[u])): of the unit's
 * gram occurrences (for every three consecutive non-PUNCT tokens a b c, the trigram "a b c" and
 * the skip-bigram "a _ c"; a NUMBER reads as one placeholder word), the part whose df > 3, where
 * df counts the units that contain the gram, each once, and a unit that repeats an earlier one
 * word for word (`repeat[u]`) adds nothing. 0 under 3 words. Grams are 32-bit hashes kept in an
 * open-addressing table, probed in the same order as the WASM kernel.
 * @example
 * boilerplateShares(tok, [0], [tok.count], [false]) // Float32Array [0] for a single unit
 */
export function boilerplateShares(tok: DocTokens, unitFirst: number[], unitLast: number[], repeat: boolean[]): Float32Array {
  const n = unitFirst.length;
  const cap = tableCap(tok.count);
  // Slot s is [key, meta], meta = (last unit + 1) << 3 | min(df, REPEATS + 1).
  const table = new Uint32Array(cap * 2);
  const mask = cap - 1;
  const shift = Math.clz32(cap) + 1;
  const slots: number[] = [];
  const gramEnd = new Int32Array(n);

  const addGram = (key: number, tag: number): void => {
    let s = Math.imul(key, 0x9e3779b1) >>> shift;
    for (;;) {
      const k = table[s * 2];
      if (k === key) break;
      if (k === 0) {
        table[s * 2] = key;
        break;
      }
      s = (s + 1) & mask;
    }
    const m = table[s * 2 + 1];
    if (tag !== 0 && (m & ~7) >>> 0 !== tag) table[s * 2 + 1] = tag | Math.min((m & 7) + 1, BOILERPLATE_REPEATS + 1);
    slots.push(s);
  };

  for (let u = 0; u < n; u++) {
    const tag = repeat[u] ? 0 : ((u + 1) << 3) >>> 0;
    let a = 0;
    let b = 0;
    let w = 0;
    for (let i = unitFirst[u]; i < unitLast[u]; i++) {
      const kind = tok.kind[i];
      if (kind === TokenKind.PUNCT) continue;
      const c = kind === TokenKind.NUMBER ? NUMBER_WORD : tok.hash[i];
      if (++w >= 3) {
        addGram((seqHash(seqHash(seqHash(TRI, a), b), c) | 1) >>> 0, tag);
        addGram(Math.max((seqHash(seqHash(SKIP, a), c) & ~1) >>> 0, 2), tag);
      }
      a = b;
      b = c;
    }
    gramEnd[u] = slots.length;
  }

  const out = new Float32Array(n);
  let g = 0;
  for (let u = 0; u < n; u++) {
    const end = gramEnd[u];
    let common = 0;
    for (let k = g; k < end; k++) if ((table[slots[k] * 2 + 1] & 7) > BOILERPLATE_REPEATS) common++;
    out[u] = end > g ? common / (end - g) : 0;
    g = end;
  }
  return out;
}
