/** @module kernel/oracle/bm25 — query relevance of units with BM25 (k1 1.2, b 0.75; mirrors assembly/bm25.ts). */

import { isTerm, type DocTokens, classifyTokens } from './importance.js';

/**
 * BM25 term-frequency saturation (k1).
 * @example
 * BM25_K1 // 1.2
 */
export const BM25_K1 = 1.2;
/**
 * BM25 length normalization (b).
 * @example
 * BM25_B // 0.75
 */
export const BM25_B = 0.75;
/**
 * At most this many distinct query terms are used (the first ones in the query).
 * @example
 * MAX_QUERY_TERMS // 64
 */
export const MAX_QUERY_TERMS = 64;

/**
 * Distinct term hashes of the query, in order of first appearance (stop words dropped).
 * @example
 * queryTerms('what is the deadline?') // [wordHash('deadline')]
 */
export function queryTerms(query: string): number[] {
  const tok = classifyTokens(query, Int32Array.of(0));
  const out: number[] = [];
  for (let i = 0; i < tok.count && out.length < MAX_QUERY_TERMS; i++) {
    if (isTerm(tok.kind[i], tok.type[i]) && !out.includes(tok.hash[i])) out.push(tok.hash[i]);
  }
  return out;
}

/**
 * BM25 of every unit (units as documents, `words[u]` as length) against the query terms:
 * Σ idf·tf·(k1 + 1)/(tf + k1·(1 − b + b·dl/avgdl)), idf = ln(1 + (N − df + 0.5)/(df + 0.5)),
 * summed in query-term order. Unit u covers tokens [unitFirst[u], unitLast[u]).
 * @example
 * bm25Scores(tok, unitFirst, unitLast, words, queryTerms('deadline'))
 */
export function bm25Scores(
  tok: DocTokens,
  unitFirst: number[],
  unitLast: number[],
  words: number[],
  terms: number[],
): number[] {
  const n = words.length;
  const out = new Array<number>(n).fill(0);
  if (terms.length === 0 || n === 0) return out;
  let total = 0;
  for (const w of words) total += w;
  const avgdl = total > 0 ? total / n : 1;
  const tfs: number[][] = [];
  const df = new Array<number>(terms.length).fill(0);
  for (let u = 0; u < n; u++) {
    const tf = new Array<number>(terms.length).fill(0);
    for (let i = unitFirst[u]; i < unitLast[u]; i++) {
      if (tok.hash[i] === 0) continue;
      const q = terms.indexOf(tok.hash[i]);
      if (q >= 0) tf[q]++;
    }
    tf.forEach((v, q) => v > 0 && df[q]++);
    tfs.push(tf);
  }
  for (let u = 0; u < n; u++) {
    const norm = BM25_K1 * (1 - BM25_B + (BM25_B * words[u]) / avgdl);
    let s = 0;
    for (let q = 0; q < terms.length; q++) {
      const tf = tfs[u][q];
      if (tf === 0) continue;
      const idf = Math.log(1 + (n - df[q] + 0.5) / (df[q] + 0.5));
      s += (idf * tf * (BM25_K1 + 1)) / (tf + norm);
    }
    out[u] = s;
  }
  return out;
}
