/** @module assembly/analyze — the full analysis: units, estimates, flags, scores, boilerplate shares, pins (mirrors src/kernel/oracle/analyze.ts). */

import { boilerplateInit, boilerplateShares, boilerplateUnit } from './boilerplate';
import { bm25Begin, bm25EndUnit, bm25Query, bm25Scores, queryTermCount } from './bm25';
import { estimateDoc, estimateSpan } from './estimate';
import { classifyTokens } from './importance';
import { scoreImportance } from './tfidf';
import { isWs } from './chars';
import { allocZeroed, arenaAlloc, ch, geti, seti } from './memory';
import { exactRepeat, noveltyCheck, noveltyInit } from './novelty';
import { pinCount, pinEnd, pinKind, pinSpans, pinStart } from './pin-spans';
import { sentencesRange } from './sentences';
import { allocTokens, tokCount, tokStart } from './tokens';
import * as uf from './unit-features';

/** Header slots of the analysis result (i32 each). */
const H_SIZE = 16;

/** Unit columns of the last sentence split. */
let uStart: usize = 0;
let uEnd: usize = 0;
let uDoc: usize = 0;
let uCode: usize = 0;

/**
 * Splits every doc into units; returns the count (columns in the module globals).
 * @example
 * const n = splitUnits(t, len, docs, nDocs);
 */
export function splitUnits(t: usize, len: i32, docs: usize, nDocs: i32): i32 {
  const cap = (len >> 1) + nDocs + 1;
  uStart = arenaAlloc(cap << 2);
  uEnd = arenaAlloc(cap << 2);
  uDoc = arenaAlloc(cap << 2);
  uCode = arenaAlloc(cap);
  let n = 0;
  for (let d = 0; d < nDocs; d++) {
    const to = d + 1 < nDocs ? geti(docs, d + 1) : len;
    n = sentencesRange(t, geti(docs, d), to, d, uStart, uEnd, uDoc, uCode, n);
  }
  return n;
}

/**
 * Sentences only: header [count, start, end, doc].
 * @example
 * const h = sentences(t, len, docs, nDocs);
 */
export function sentences(t: usize, len: i32, docs: usize, nDocs: i32): usize {
  const n = splitUnits(t, len, docs, nDocs);
  const h = arenaAlloc(16);
  seti(h, 0, n);
  seti(h, 1, <i32>uStart);
  seti(h, 2, <i32>uEnd);
  seti(h, 3, <i32>uDoc);
  return h;
}

function endsWithQuestion(t: usize, s: i32, e: i32): bool {
  let k = e - 1;
  while (k > s) {
    const c = ch(t, k);
    if (c == 34 || c == 39 || c == 41 || c == 93 || c == 125 || c == 0x201d || c == 0x2019 || c == 0xbb) k--;
    else break;
  }
  const c = ch(t, k);
  return c == 63 || c == 0xff1f;
}

function positionBonus(k: i32, m: i32): f64 {
  if (k == 0) return 2.0;
  if (k == m - 1) return 1.5;
  return 4 * k < m ? 1.0 : 0.0;
}

/**
 * Full analysis. Returns a header of 16 i32: [units, start, end, doc, tokens, words, flags (u16),
 * score (f32), pins, pinStart, pinEnd, pinKind (u8), pinSentence, docTokens, nDocs, boilerplate (f32)].
 * @example
 * const h = analyze(t, len, docs, nDocs, q, qlen, 1, 1);
 */
export function analyze(t: usize, len: i32, docs: usize, nDocs: i32, q: usize, qlen: i32, techBoost: f64, errBoost: f64): usize {
  bm25Query(q, qlen);
  const n = splitUnits(t, len, docs, nDocs);
  allocTokens(len + 1, nDocs);
  classifyTokens(t, docs, nDocs, len);
  scoreImportance(nDocs, techBoost);
  const words = arenaAlloc(max(n, 1) << 2);
  const flags = arenaAlloc(max(n, 1) << 1);
  const score = arenaAlloc(max(n, 1) << 2);
  const tokens = arenaAlloc(max(n, 1) << 2);
  const base = arenaAlloc(max(n, 1) << 3);
  const bm = allocZeroed(max(n, 1) << 3);
  const perDoc = allocZeroed(max(nDocs, 1) << 2);
  noveltyInit(n);
  boilerplateInit(n, tokCount);
  bm25Begin(tokCount);
  let ti = 0;
  for (let u = 0; u < n; u++) {
    const s = geti(uStart, u);
    while (ti < tokCount && geti(tokStart, ti) < s) ti++;
    const first = ti;
    const e = geti(uEnd, u);
    while (ti < tokCount && geti(tokStart, ti) < e) ti++;
    // Tokens start inside units, so the next unit's scan resumes here.
    uf.unitFeatures(t, first, ti);
    if (queryTermCount() > 0) bm25EndUnit(u);
    let f = uf.flags;
    if (endsWithQuestion(t, s, e)) f |= uf.F_QUESTION;
    if (load<u8>(uCode + <usize>u)) f |= uf.F_CODE;
    const repeat = noveltyCheck(u, uf.seq, uf.words);
    if (repeat) f |= uf.F_NEAR_REPEAT;
    boilerplateUnit(u, uf.words, exactRepeat);
    let key = min(2.0, 0.5 * <f64>uf.keyTerms);
    if (f & uf.F_ERROR) key *= errBoost;
    let v = key + uf.meanImportance;
    if (uf.words < 4) v -= 1.0;
    else if (uf.words > 40) v -= 0.2;
    if (repeat) v -= 1.5;
    store<f64>(base + (<usize>u << 3), v);
    store<u16>(flags + (<usize>u << 1), f);
    seti(words, u, uf.words);
    const d = geti(uDoc, u);
    seti(perDoc, d, geti(perDoc, d) + 1);
  }
  const maxBm = bm25Scores(n, words, bm);
  const boilerplate = boilerplateShares(n);
  const docTokens = arenaAlloc(max(nDocs, 1) << 2);
  let u0 = 0;
  for (let d = 0; d < nDocs; d++) {
    const m = geti(perDoc, d);
    const to = d + 1 < nDocs ? geti(docs, d + 1) : len;
    seti(docTokens, d, estimateDoc(t, geti(docs, d), to, uStart, uEnd, u0, u0 + m, tokens));
    // A fence opened mid-line starts right after text: the running sum does not split there.
    for (let k = 0; k < m; k++) {
      const s = geti(uStart, u0 + k);
      if (s > geti(docs, d) && !isWs(ch(t, s - 1))) seti(tokens, u0 + k, estimateSpan(t, s, geti(uEnd, u0 + k)));
    }
    for (let k = 0; k < m; k++) {
      const u = u0 + k;
      let v = positionBonus(k, m) + load<f64>(base + (<usize>u << 3));
      if (maxBm > 0) v += (2.0 * load<f64>(bm + (<usize>u << 3))) / maxBm;
      store<f32>(score + (<usize>u << 2), <f32>v);
    }
    u0 += m;
  }
  pinSpans(t, len);
  const pinSentence = arenaAlloc(max(pinCount, 1) << 2);
  let u = -1;
  for (let k = 0; k < pinCount; k++) {
    const ps = geti(pinStart, k);
    while (u + 1 < n && geti(uStart, u + 1) <= ps) u++;
    seti(pinSentence, k, u);
    if (u >= 0 && ps < geti(uEnd, u)) {
      const p = flags + (<usize>u << 1);
      store<u16>(p, load<u16>(p) | uf.F_HAS_PIN);
    }
  }
  const h = arenaAlloc(H_SIZE << 2);
  seti(h, 0, n);
  seti(h, 1, <i32>uStart);
  seti(h, 2, <i32>uEnd);
  seti(h, 3, <i32>uDoc);
  seti(h, 4, <i32>tokens);
  seti(h, 5, <i32>words);
  seti(h, 6, <i32>flags);
  seti(h, 7, <i32>score);
  seti(h, 8, pinCount);
  seti(h, 9, <i32>pinStart);
  seti(h, 10, <i32>pinEnd);
  seti(h, 11, <i32>pinKind);
  seti(h, 12, <i32>pinSentence);
  seti(h, 13, <i32>docTokens);
  seti(h, 14, nDocs);
  seti(h, 15, <i32>boilerplate);
  return h;
}
