/** @module kernel/oracle/analyze — the full analysis: units, token estimates, flags, scores, boilerplate shares and pins (mirrors assembly/analyze.ts). */

import { SentenceFlag, type Analysis } from '../types.js';
import type { ResolvedOptions } from '../inputs.js';
import { bm25Scores, queryTerms } from './bm25.js';
import { boilerplateShares } from './boilerplate.js';
import { estimateSpan } from './estimate.js';
import { classifyTokens, scoreImportance } from './importance.js';
import { exactRepeats, nearRepeats } from './novelty.js';
import { pinSpans } from './pin-spans.js';
import { sentenceUnits } from './sentences.js';
import { unitFeatures } from './unit-features.js';

/**
 * Score terms (see {@link sentenceScore}).
 * @example
 * SCORE.FIRST // 2
 */
export const SCORE = {
  FIRST: 2.0,
  LAST: 1.5,
  EARLY: 1.0,
  KEY_TERM: 0.5,
  KEY_TERM_CAP: 2.0,
  SHORT: -1.0,
  LONG: -0.2,
  SHORT_WORDS: 4,
  LONG_WORDS: 40,
  QUERY: 2.0,
  REPEAT: -1.5,
} as const;

/**
 * Position bonus of unit k of m in its doc: first +2, last +1.5 (a lone unit gets 2),
 * early (0 < k < m/4) +1.
 * @example
 * positionBonus(0, 1) // 2
 */
export function positionBonus(k: number, m: number): number {
  if (k === 0) return SCORE.FIRST;
  if (k === m - 1) return SCORE.LAST;
  return 4 * k < m ? SCORE.EARLY : 0;
}

/** The question mark ends the unit (closing quotes/brackets skipped). */
function endsWithQuestion(t: string, s: number, e: number): boolean {
  let k = e - 1;
  while (k > s) {
    const c = t.charCodeAt(k);
    if (c === 34 || c === 39 || c === 41 || c === 93 || c === 125 || c === 0x201d || c === 0x2019 || c === 0xbb) k--;
    else break;
  }
  const c = t.charCodeAt(k);
  return c === 63 || c === 0xff1f;
}

/**
 * Analysis of `text` split at `docStarts` (already normalized). Score of a unit =
 * position bonus + min(2, 0.5·key terms)·(errorBoost if ERROR) + length shaping (< 4 words −1,
 * > 40 words −0.2) + mean token importance + 2·bm25/max bm25 (with a query) − 1.5 if a near
 * repeat.
 * @example
 * analyzeOracle('We must ship by May 3.', Int32Array.of(0), resolveOptions()).sentences.count // 1
 */
export function analyzeOracle(text: string, docStarts: Int32Array, o: ResolvedOptions): Analysis {
  const units = sentenceUnits(text, docStarts);
  const tok = classifyTokens(text, docStarts);
  scoreImportance(tok, o.technicalBoost);
  const n = units.count;
  // Unit u owns the tokens that start inside it: [unitFirst[u], unitLast[u]).
  const unitFirst: number[] = [];
  const unitLast: number[] = [];
  let ti = 0;
  for (let u = 0; u < n; u++) {
    while (ti < tok.count && tok.start[ti] < units.start[u]) ti++;
    unitFirst.push(ti);
    while (ti < tok.count && tok.start[ti] < units.end[u]) ti++;
    unitLast.push(ti);
  }
  const feats = units.start.map((_, u) => unitFeatures(text, tok, unitFirst[u], unitLast[u]));
  const words = feats.map((f) => f.words);
  const bm25 = bm25Scores(tok, unitFirst, unitLast, words, o.query ? queryTerms(o.query) : []);
  let maxBm25 = 0;
  for (const v of bm25) maxBm25 = Math.max(maxBm25, v);
  const hashes = feats.map((f) => f.hashes);
  const exact = exactRepeats(hashes);
  const repeats = nearRepeats(hashes, exact);
  const boilerplate = boilerplateShares(tok, unitFirst, unitLast, exact);
  const pins = pinSpans(text);
  const pinSentence = new Int32Array(pins.length);
  const hasPin = new Uint8Array(n);
  let u = -1;
  pins.forEach((p, k) => {
    while (u + 1 < n && units.start[u + 1] <= p.start) u++;
    pinSentence[k] = u;
    if (u >= 0 && p.start < units.end[u]) hasPin[u] = 1;
  });
  const out = {
    count: n,
    start: Int32Array.from(units.start),
    end: Int32Array.from(units.end),
    doc: Int32Array.from(units.doc),
    tokens: new Int32Array(n),
    words: Int32Array.from(words),
    flags: new Uint16Array(n),
    score: new Float32Array(n),
    boilerplate,
  };
  const perDoc = new Int32Array(docStarts.length);
  for (const d of units.doc) perDoc[d]++;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const f = feats[i];
    if (i > 0 && units.doc[i] !== units.doc[i - 1]) k = 0;
    const m = perDoc[units.doc[i]];
    let flags = f.flags;
    if (endsWithQuestion(text, units.start[i], units.end[i])) flags |= SentenceFlag.QUESTION;
    if (units.code[i]) flags |= SentenceFlag.CODE;
    if (repeats[i]) flags |= SentenceFlag.NEAR_REPEAT;
    if (hasPin[i]) flags |= SentenceFlag.HAS_PIN;
    let key = Math.min(SCORE.KEY_TERM_CAP, SCORE.KEY_TERM * f.keyTerms);
    if (flags & SentenceFlag.ERROR) key *= o.errorBoost;
    let s = positionBonus(k, m) + key + f.meanImportance;
    if (f.words < SCORE.SHORT_WORDS) s += SCORE.SHORT;
    else if (f.words > SCORE.LONG_WORDS) s += SCORE.LONG;
    if (maxBm25 > 0) s += (SCORE.QUERY * bm25[i]) / maxBm25;
    if (repeats[i]) s += SCORE.REPEAT;
    out.flags[i] = flags;
    out.score[i] = s;
    out.tokens[i] = estimateSpan(text, units.start[i], units.end[i]);
    k++;
  }
  const docTokens = new Int32Array(docStarts.length);
  for (let d = 0; d < docStarts.length; d++) {
    docTokens[d] = estimateSpan(text, docStarts[d], d + 1 < docStarts.length ? docStarts[d + 1] : text.length);
  }
  return {
    sentences: out,
    pins: {
      count: pins.length,
      start: Int32Array.from(pins, (p) => p.start),
      end: Int32Array.from(pins, (p) => p.end),
      kind: Uint8Array.from(pins, (p) => p.kind),
      sentence: pinSentence,
    },
    docTokens,
  };
}
