/** @module memory/similarity — semantic similarity of every live segment to the current context, in one place. */
import type { SegmentIndex } from './search-index.js';

/** The current context: the query and the hot segments, as a vector (with an embedder) and as terms. */
export interface ContextProbe {
  vector?: Float32Array;
  terms: readonly string[];
}

/**
 * Cosines below this say nothing (static vectors of unrelated texts still meet around 0.1).
 * @example
 * SEMANTIC_FLOOR // 0.15
 */
export const SEMANTIC_FLOOR = 0.15;
/** Lexical fallback: at most this many context terms, the rarest first. */
const MAX_TERMS = 24;

/**
 * Similarity in [0, 1] of each index slot to the context: cosine of the stored unit vectors above
 * {@link SEMANTIC_FLOOR}, rescaled, when the context has a vector (an embedder or the static word
 * vectors), else BM25 over the context's rarest terms.
 * @example
 * const sim = semanticSimilarity(index, { vector: await embedOne(query), terms: textTerms(query) });
 */
export function semanticSimilarity(index: SegmentIndex, probe: ContextProbe): Float32Array {
  const v = probe.vector;
  if (v) {
    const n = index.slots.length;
    const out = new Float32Array(n);
    const d = index.dims;
    if (d !== v.length) return out;
    const rows = index.vectors;
    // Packed rows, one pass: removed slots and segments without a vector are zero rows.
    const filled = Math.min(n, Math.floor(rows.length / d));
    const d4 = d - (d % 4);
    for (let slot = 0, at = 0; slot < filled; slot++, at += d) {
      // Four running sums: independent multiply-adds the JIT can overlap.
      let d0 = 0, d1 = 0, d2 = 0, d3 = 0;
      let k = 0;
      for (; k < d4; k += 4) {
        d0 += v[k] * rows[at + k];
        d1 += v[k + 1] * rows[at + k + 1];
        d2 += v[k + 2] * rows[at + k + 2];
        d3 += v[k + 3] * rows[at + k + 3];
      }
      for (; k < d; k++) d0 += v[k] * rows[at + k];
      const dot = d0 + d1 + d2 + d3;
      out[slot] = dot > SEMANTIC_FLOOR ? (dot - SEMANTIC_FLOOR) / (1 - SEMANTIC_FLOOR) : 0;
    }
    return out;
  }
  const distinct = [...new Set(probe.terms)];
  distinct.sort((a, b) => index.documentFrequency(a) - index.documentFrequency(b) || (a < b ? -1 : 1));
  return index.bm25(distinct.slice(0, MAX_TERMS));
}

/**
 * Cosine of two term-count bags (lexical drift between neighbouring blocks of a long turn).
 * @example
 * bagCosine(['a', 'b'], ['a', 'c']) // 0.5
 */
export function bagCosine(a: readonly string[], b: readonly string[]): number {
  const ca = new Map<string, number>();
  const cb = new Map<string, number>();
  for (const t of a) ca.set(t, (ca.get(t) ?? 0) + 1);
  for (const t of b) cb.set(t, (cb.get(t) ?? 0) + 1);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, x] of ca) (na += x * x), (dot += x * (cb.get(t) ?? 0));
  for (const x of cb.values()) nb += x * x;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
