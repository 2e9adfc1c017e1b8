/** @module assembly/bm25 — query relevance of units with BM25, k1 1.2, b 0.75 (mirrors src/kernel/oracle/bm25.ts). */

import { fmix32 } from './hash';
import { classifyTokens, isTerm } from './importance';
import { arenaAlloc, geti, seti } from './memory';
import { allocTokens, tokCount, tokHash, tokKind, tokType } from './tokens';

const K1 = 1.2;
const B = 0.75;
const MAX_TERMS = 64;
const QCAP = 128;
const QKEYS = memory.data(QCAP * 4);
const QIDX = memory.data(QCAP * 4);
const TERMS = memory.data(MAX_TERMS * 4);
const TF = memory.data(MAX_TERMS * 4);
const DF = memory.data(MAX_TERMS * 4);
const IDF = memory.data(MAX_TERMS * 8);
let nTerms = 0;
// Bit (h & 63) of each query term: a text word whose bit is clear is no query term (no probe).
let bloom: u64 = 0;
let hitUnit: usize = 0;
let hitTerm: usize = 0;
let hitTf: usize = 0;
let nHits = 0;
let touched = 0;

/**
 * Number of query terms (0: no query).
 * @example
 * if (queryTermCount() > 0) bm25EndUnit(u);
 */
export function queryTermCount(): i32 {
  return nTerms;
}

function termIndex(h: u32): i32 {
  let s = <i32>(fmix32(h) & (QCAP - 1));
  for (;;) {
    const k = load<u32>(QKEYS + (<usize>s << 2));
    if (k == h) return geti(QIDX, s);
    if (k == 0) return -1;
    s = (s + 1) & (QCAP - 1);
  }
  return -1; // not reached
}

/**
 * Extracts the distinct query terms (first 64, stop words dropped). Uses the token table, so
 * call it before the text's own tokens are scanned.
 * @example
 * bm25Query(q, qlen);
 */
export function bm25Query(q: usize, qlen: i32): void {
  nTerms = 0;
  bloom = 0;
  nHits = 0;
  touched = 0;
  memory.fill(QKEYS, 0, QCAP * 4);
  if (qlen <= 0) return;
  const docs = arenaAlloc(4);
  seti(docs, 0, 0);
  allocTokens(qlen + 1, 1);
  classifyTokens(q, docs, 1, qlen);
  for (let i = 0; i < tokCount && nTerms < MAX_TERMS; i++) {
    if (!isTerm(load<u8>(tokKind + <usize>i), load<u8>(tokType + <usize>i))) continue;
    const h = load<u32>(tokHash + (<usize>i << 2));
    if (termIndex(h) >= 0) continue;
    let s = <i32>(fmix32(h) & (QCAP - 1));
    while (load<u32>(QKEYS + (<usize>s << 2)) != 0) s = (s + 1) & (QCAP - 1);
    store<u32>(QKEYS + (<usize>s << 2), h);
    seti(QIDX, s, nTerms);
    seti(TERMS, nTerms, <i32>h);
    bloom |= <u64>1 << <u64>(h & 63);
    seti(DF, nTerms, 0);
    seti(TF, nTerms, 0);
    nTerms++;
  }
}

/**
 * Allocates the hit list for up to `maxHits` (unit, term) pairs.
 * @example
 * bm25Begin(tokCount);
 */
export function bm25Begin(maxHits: i32): void {
  const c = max(maxHits, 1) << 2;
  hitUnit = arenaAlloc(c);
  hitTerm = arenaAlloc(c);
  hitTf = arenaAlloc(c);
  nHits = 0;
}

/**
 * Counts one token hash of the current unit.
 * @example
 * bm25Token(hash);
 */
// @ts-ignore: decorator
@inline export function bm25Token(h: u32): void {
  if (((bloom >> <u64>(h & 63)) & 1) == 0) return;
  const q = termIndex(h);
  if (q >= 0) {
    seti(TF, q, geti(TF, q) + 1);
    touched++;
  }
}

/**
 * Closes unit u: records its term frequencies in query-term order.
 * @example
 * bm25EndUnit(u);
 */
export function bm25EndUnit(u: i32): void {
  if (touched == 0) return;
  touched = 0;
  for (let q = 0; q < nTerms; q++) {
    const tf = geti(TF, q);
    if (tf == 0) continue;
    seti(hitUnit, nHits, u);
    seti(hitTerm, nHits, q);
    seti(hitTf, nHits, tf);
    nHits++;
    seti(DF, q, geti(DF, q) + 1);
    seti(TF, q, 0);
  }
}

/**
 * BM25 of every unit into `out` (f64 per unit, zeroed by the caller); returns the maximum.
 * @example
 * const maxScore = bm25Scores(units, words, out);
 */
export function bm25Scores(n: i32, words: usize, out: usize): f64 {
  if (nTerms == 0 || n == 0) return 0;
  let total: i64 = 0;
  for (let u = 0; u < n; u++) total += geti(words, u);
  const avgdl = total > 0 ? <f64>total / <f64>n : 1.0;
  const idf = IDF;
  for (let q = 0; q < nTerms; q++) {
    const df = <f64>geti(DF, q);
    store<f64>(idf + (<usize>q << 3), Math.log(1 + (<f64>n - df + 0.5) / (df + 0.5)));
  }
  let best = 0.0;
  for (let k = 0; k < nHits; k++) {
    const u = geti(hitUnit, k);
    const tf = <f64>geti(hitTf, k);
    const norm = K1 * (1 - B + (B * <f64>geti(words, u)) / avgdl);
    const p = out + (<usize>u << 3);
    const s = load<f64>(p) + (load<f64>(idf + (<usize>geti(hitTerm, k) << 3)) * tf * (K1 + 1)) / (tf + norm);
    store<f64>(p, s);
    if (s > best) best = s;
  }
  return best;
}
