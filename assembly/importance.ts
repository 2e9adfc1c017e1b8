/** @module assembly/importance — word types and per-token importance (mirrors src/kernel/oracle/importance.ts). */

import { wordHash } from './hash';
import { lexWord, NO_TYPE, TYPE_MASK } from './lexicon';
import { arenaAlloc, ch, geti, seti, tableCap } from './memory';
import { PUNCT, WORD, scanRange } from './scan';
import { docFirst, setTokCount, tokCount, tokEnd, tokHash, tokImp, tokKind, tokLex, tokStart, tokType } from './tokens';

/** WordType values. */
export const QUESTION: u8 = 0;
export const ENTITY: u8 = 1;
export const TECHNICAL: u8 = 2;
export const OTHER: u8 = 4;
export const CONNECTOR: u8 = 5;
export const COMMON: u8 = 6;
export const PUNCTUATION: u8 = 7;
export const FILLER: u8 = 8;

const TYPE_WEIGHTS = memory.data<f64>([1.0, 0.9, 0.85, 0.8, 0.5, 0.4, 0.3, 0.2, 0.1]);

function wordShape(t: usize, s: i32, e: i32, initial: bool): u8 {
  let lower = 0;
  let upper = 0;
  let technical = false;
  let prevLower = false;
  for (let i = s; i < e; i++) {
    const c = ch(t, i);
    if (<u32>(c - 97) <= 25) {
      lower++;
      prevLower = true;
      continue;
    }
    if (<u32>(c - 65) <= 25) {
      upper++;
      if (prevLower) technical = true;
    } else if (c == 95 || <u32>(c - 48) <= 9) technical = true;
    prevLower = false;
  }
  if (technical) return TECHNICAL;
  if (upper >= 2 && lower == 0) return ENTITY;
  const c0 = ch(t, s);
  if (<u32>(c0 - 65) <= 25 && !initial) return ENTITY;
  return OTHER;
}

function isInitial(t: usize, i: i32, first: i32): bool {
  if (i == first) return true;
  const p = geti(tokEnd, i - 1);
  if (load<u8>(tokKind + <usize>(i - 1)) == PUNCT && p - geti(tokStart, i - 1) == 1) {
    const c = ch(t, p - 1);
    if (c == 46 || c == 33 || c == 63 || c == 58) return true;
  }
  const s = geti(tokStart, i);
  for (let k = p; k < s; k++) if (ch(t, k) == 10) return true;
  return false;
}

/**
 * Terms for TF-IDF and BM25: not PUNCT, not a function word.
 * @example
 * isTerm(kind, type)
 */
// @ts-ignore: decorator
@inline export function isTerm(kind: u8, type: u8): bool {
  return kind != PUNCT && type != COMMON && type != CONNECTOR && type != FILLER && type != QUESTION;
}

/**
 * Scans every doc into the token table and classifies each token.
 * @example
 * allocTokens(len + 1, nDocs); classifyTokens(t, docs, nDocs, len);
 */
export function classifyTokens(t: usize, docs: usize, nDocs: i32, len: i32): void {
  let n = 0;
  for (let d = 0; d < nDocs; d++) {
    const first = n;
    seti(docFirst, d, first);
    n = scanRange(t, geti(docs, d), d + 1 < nDocs ? geti(docs, d + 1) : len, tokStart, tokEnd, tokKind, n);
    setTokCount(n);
    for (let i = first; i < n; i++) {
      const s = geti(tokStart, i);
      const e = geti(tokEnd, i);
      const kind = load<u8>(tokKind + <usize>i);
      let hash: u32 = 0;
      let lex: u32 = NO_TYPE;
      let type: u8;
      if (kind == PUNCT) {
        const c = ch(t, s);
        type = c == 63 || c == 0xff1f ? QUESTION : PUNCTUATION;
      } else {
        hash = wordHash(t, s, e);
        if (kind == WORD) {
          lex = lexWord(hash);
          type = (lex & TYPE_MASK) != NO_TYPE ? <u8>(lex & TYPE_MASK) : wordShape(t, s, e, isInitial(t, i, first));
        } else type = TECHNICAL;
      }
      store<u32>(tokHash + (<usize>i << 2), hash);
      store<u32>(tokLex + (<usize>i << 2), lex);
      store<u8>(tokType + <usize>i, type);
    }
  }
  seti(docFirst, nDocs, n);
}

/**
 * Fills the importance column: 0.5·typeWeight + 0.3·tfidf + 0.2·max(0.3, 1 − 4(p − 0.5)²).
 * @example
 * scoreImportance(nDocs, 1.0);
 */
export function scoreImportance(nDocs: i32, technicalBoost: f64): void {
  const n = tokCount;
  const cap = tableCap(n);
  const mask = cap - 1;
  const keys = arenaAlloc(cap << 2);
  memory.fill(keys, 0, <usize>cap << 2);
  const df = arenaAlloc(cap << 2);
  const lastDoc = arenaAlloc(cap << 2);
  const tf = arenaAlloc(cap << 2);
  const tfDoc = arenaAlloc(cap << 2);
  const idf = arenaAlloc(cap << 3);
  const slotOf = arenaAlloc(max(n, 1) << 2);
  const used = arenaAlloc(max(n, 1) << 2);
  let nUsed = 0;
  for (let d = 0; d < nDocs; d++) {
    for (let i = geti(docFirst, d); i < geti(docFirst, d + 1); i++) {
      if (!isTerm(load<u8>(tokKind + <usize>i), load<u8>(tokType + <usize>i))) continue;
      const h = load<u32>(tokHash + (<usize>i << 2));
      let s = <i32>(h & <u32>mask);
      for (;;) {
        const k = load<u32>(keys + (<usize>s << 2));
        if (k == h) break;
        if (k == 0) {
          store<u32>(keys + (<usize>s << 2), h);
          seti(df, s, 0);
          seti(lastDoc, s, -1);
          seti(tfDoc, s, -1);
          seti(used, nUsed++, s);
          break;
        }
        s = (s + 1) & mask;
      }
      seti(slotOf, i, s);
      if (geti(lastDoc, s) != d) {
        seti(lastDoc, s, d);
        seti(df, s, geti(df, s) + 1);
      }
    }
  }
  const docsF = <f64>nDocs;
  for (let k = 0; k < nUsed; k++) {
    const s = geti(used, k);
    store<f64>(idf + (<usize>s << 3), Math.log(1 + docsF / <f64>geti(df, s)));
  }
  const tech = min(1.0, load<f64>(TYPE_WEIGHTS, 16) * technicalBoost);
  for (let d = 0; d < nDocs; d++) {
    const first = geti(docFirst, d);
    const last = geti(docFirst, d + 1);
    let maxTf = 0;
    let maxIdf = 0.0;
    for (let i = first; i < last; i++) {
      if (!isTerm(load<u8>(tokKind + <usize>i), load<u8>(tokType + <usize>i))) continue;
      const s = geti(slotOf, i);
      let v = 1;
      if (geti(tfDoc, s) == d) v = geti(tf, s) + 1;
      else seti(tfDoc, s, d);
      seti(tf, s, v);
      if (v > maxTf) maxTf = v;
      const f = load<f64>(idf + (<usize>s << 3));
      if (f > maxIdf) maxIdf = f;
    }
    const cnt = last - first;
    const span = <f64>(cnt - 1);
    for (let i = first; i < last; i++) {
      const type = load<u8>(tokType + <usize>i);
      const w = type == TECHNICAL ? tech : load<f64>(TYPE_WEIGHTS + (<usize>type << 3));
      let tfidf = 0.0;
      if (isTerm(load<u8>(tokKind + <usize>i), type)) {
        const s = geti(slotOf, i);
        tfidf = (<f64>geti(tf, s) / <f64>maxTf) * (load<f64>(idf + (<usize>s << 3)) / maxIdf);
      }
      const p = cnt == 1 ? 0.5 : <f64>(i - first) / span;
      const pos = max(0.3, 1 - 4 * (p - 0.5) * (p - 0.5));
      store<f32>(tokImp + (<usize>i << 2), <f32>(0.5 * w + 0.3 * tfidf + 0.2 * pos));
    }
  }
}
