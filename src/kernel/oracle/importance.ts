/** @module kernel/oracle/importance — word types and per-token importance: 0.5·type + 0.3·TF-IDF + 0.2·position (mirrors assembly/importance.ts). */

import { TokenKind, WordType } from '../types.js';
import { wordHash } from './hash.js';
import { Lex, lexWord } from './lexicon.js';
import { scanRange, type Tokens } from './scan.js';

/**
 * Weight of each {@link WordType}, indexed by type.
 * @example
 * TYPE_WEIGHTS[0] // 1
 */
export const TYPE_WEIGHTS: readonly number[] = [1.0, 0.9, 0.85, 0.8, 0.5, 0.4, 0.3, 0.2, 0.1];

/** Tokens of all docs with what the later stages need. */
export interface DocTokens extends Tokens {
  doc: number[];
  /** {@link wordHash} of the token text (0 for PUNCT). */
  hash: number[];
  /** Lexicon entry (WORD tokens; {@link Lex.NO_TYPE} otherwise). */
  lex: number[];
  type: number[];
  importance: number[];
  /** First token index of each doc, plus the total at the end. */
  docFirst: number[];
}

function wordShape(t: string, s: number, e: number, initial: boolean): number {
  let lower = 0;
  let upper = 0;
  let technical = false;
  let prevLower = false;
  for (let i = s; i < e; i++) {
    const c = t.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      lower++;
      prevLower = true;
      continue;
    }
    if (c >= 65 && c <= 90) {
      upper++;
      if (prevLower) technical = true; // camelCase hump
    } else if (c === 95 || (c >= 48 && c <= 57)) technical = true;
    prevLower = false;
  }
  if (technical) return WordType.TECHNICAL;
  if (upper >= 2 && lower === 0) return WordType.ENTITY;
  const c0 = t.charCodeAt(s);
  if (c0 >= 65 && c0 <= 90 && !initial) return WordType.ENTITY;
  return WordType.OTHER;
}

/** Sentence-initial: first token of the doc, after . ! ? : or after a line break. */
function isInitial(t: string, tok: DocTokens, i: number, first: number): boolean {
  if (i === first) return true;
  const p = tok.end[i - 1];
  if (tok.kind[i - 1] === TokenKind.PUNCT && p - tok.start[i - 1] === 1) {
    const c = t.charCodeAt(p - 1);
    if (c === 46 || c === 33 || c === 63 || c === 58) return true;
  }
  for (let k = p; k < tok.start[i]; k++) if (t.charCodeAt(k) === 10) return true;
  return false;
}

/**
 * Terms counted by TF-IDF and BM25: non-punctuation tokens that are not function words.
 * @example
 * isTerm(TokenKind.WORD, WordType.OTHER) // true
 */
export function isTerm(kind: number, type: number): boolean {
  return kind !== TokenKind.PUNCT && type !== WordType.COMMON && type !== WordType.CONNECTOR && type !== WordType.FILLER && type !== WordType.QUESTION;
}

/**
 * Scans every doc and classifies each token. PUNCT: QUESTION for ? and ？, else PUNCTUATION.
 * NUMBER, COMPOUND, CODE: TECHNICAL. WORD: its lexicon type if listed; else TECHNICAL with an
 * underscore, a digit or a camelCase hump; ENTITY if ALLCAPS (≥ 2 letters) or capitalized and
 * not sentence-initial; else OTHER.
 * @example
 * classifyTokens('Deploy MyApp now', Int32Array.of(0)).type // [3, 2, 4]
 */
export function classifyTokens(t: string, docStarts: Int32Array): DocTokens {
  const tok: DocTokens = { count: 0, start: [], end: [], kind: [], doc: [], hash: [], lex: [], type: [], importance: [], docFirst: [] };
  for (let d = 0; d < docStarts.length; d++) {
    const first = tok.count;
    tok.docFirst.push(first);
    scanRange(t, docStarts[d], d + 1 < docStarts.length ? docStarts[d + 1] : t.length, tok);
    for (let i = first; i < tok.count; i++) {
      const s = tok.start[i];
      const e = tok.end[i];
      const kind = tok.kind[i];
      let hash = 0;
      let lex: number = Lex.NO_TYPE;
      let type: number;
      if (kind === TokenKind.PUNCT) {
        const c = t.charCodeAt(s);
        type = c === 63 || c === 0xff1f ? WordType.QUESTION : WordType.PUNCTUATION;
      } else {
        hash = wordHash(t, s, e);
        if (kind === TokenKind.WORD) {
          lex = lexWord(hash);
          type = (lex & Lex.TYPE_MASK) !== Lex.NO_TYPE ? lex & Lex.TYPE_MASK : wordShape(t, s, e, isInitial(t, tok, i, first));
        } else type = WordType.TECHNICAL;
      }
      tok.doc.push(d);
      tok.hash.push(hash);
      tok.lex.push(lex);
      tok.type.push(type);
    }
  }
  tok.docFirst.push(tok.count);
  return tok;
}

/**
 * Fills `tok.importance`: 0.5·typeWeight + 0.3·tfidf + 0.2·max(0.3, 1 − 4(p − 0.5)²), where
 * TECHNICAL weighs min(1, 0.85·technicalBoost), p = i/(n − 1) in the doc (0.5 when n = 1) and
 * tfidf = (tf/maxTf)·(idf/maxIdf) per doc with idf = ln(1 + docs/df), over terms ({@link isTerm},
 * hashed case-insensitively); other tokens have tfidf 0.
 * @example
 * const tok = classifyTokens(text, starts); scoreImportance(tok, 1); tok.importance[0]
 */
export function scoreImportance(tok: DocTokens, technicalBoost: number): void {
  const nDocs = tok.docFirst.length - 1;
  const df = new Map<number, number>();
  for (let d = 0; d < nDocs; d++) {
    const seen = new Set<number>();
    for (let i = tok.docFirst[d]; i < tok.docFirst[d + 1]; i++) {
      if (!isTerm(tok.kind[i], tok.type[i]) || seen.has(tok.hash[i])) continue;
      seen.add(tok.hash[i]);
      df.set(tok.hash[i], (df.get(tok.hash[i]) ?? 0) + 1);
    }
  }
  const tech = Math.min(1, TYPE_WEIGHTS[WordType.TECHNICAL] * technicalBoost);
  for (let d = 0; d < nDocs; d++) {
    const first = tok.docFirst[d];
    const n = tok.docFirst[d + 1] - first;
    const tf = new Map<number, number>();
    let maxTf = 0;
    let maxIdf = 0;
    for (let i = first; i < first + n; i++) {
      if (!isTerm(tok.kind[i], tok.type[i])) continue;
      const v = (tf.get(tok.hash[i]) ?? 0) + 1;
      tf.set(tok.hash[i], v);
      maxTf = Math.max(maxTf, v);
      maxIdf = Math.max(maxIdf, Math.log(1 + nDocs / df.get(tok.hash[i])!));
    }
    for (let i = first; i < first + n; i++) {
      const type = tok.type[i];
      const w = type === WordType.TECHNICAL ? tech : TYPE_WEIGHTS[type];
      let tfidf = 0;
      if (isTerm(tok.kind[i], type)) {
        tfidf = (tf.get(tok.hash[i])! / maxTf) * (Math.log(1 + nDocs / df.get(tok.hash[i])!) / maxIdf);
      }
      const p = n === 1 ? 0.5 : (i - first) / (n - 1);
      const pos = Math.max(0.3, 1 - 4 * (p - 0.5) * (p - 0.5));
      tok.importance.push(0.5 * w + 0.3 * tfidf + 0.2 * pos);
    }
  }
}
