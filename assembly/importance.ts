/** @module assembly/importance — token classification: word types, hashes, lexicon entries, term ids (mirrors classifyTokens in src/kernel/oracle/importance.ts). */

import { wordHash } from './hash';
import { lexWord, NO_TYPE, TYPE_MASK } from './lexicon';
import { ch, geti, seti } from './memory';
import { PUNCT, WORD, scanRange } from './scan';
import { termId, termReset } from './terms';
import { CAPITALIZED, hashShape, shapeHash } from './word-shape';
import { docFirst, docTermFirst, setTokCount, setTermCount, termList, tokEnd, tokHash, tokKind, tokLex, tokStart, tokTerm, tokType } from './tokens';

/** WordType values. */
export const QUESTION: u8 = 0;
export const ENTITY: u8 = 1;
export const TECHNICAL: u8 = 2;
export const OTHER: u8 = 4;
export const CONNECTOR: u8 = 5;
export const COMMON: u8 = 6;
export const PUNCTUATION: u8 = 7;
export const FILLER: u8 = 8;

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

// Word types that are terms: all but COMMON, CONNECTOR, FILLER and QUESTION (bit = type, 0–8).
const TERM_TYPES: u32 = 0x1ff & ~((1 << COMMON) | (1 << CONNECTOR) | (1 << FILLER) | (1 << QUESTION));

/**
 * Terms for TF-IDF and BM25: not PUNCT, not a function word.
 * @example
 * isTerm(kind, type)
 */
// @ts-ignore: decorator
@inline export function isTerm(kind: u8, type: u8): bool {
  return (kind != PUNCT) & (((TERM_TYPES >> <u32>type) & 1) != 0);
}

/**
 * Scans every doc into the token table and classifies each token.
 * @example
 * allocTokens(len + 1, nDocs); classifyTokens(t, docs, nDocs, len);
 */
export function classifyTokens(t: usize, docs: usize, nDocs: i32, len: i32): void {
  let n = 0;
  let nt = 0;
  termReset();
  for (let d = 0; d < nDocs; d++) {
    const first = n;
    seti(docFirst, d, first);
    seti(docTermFirst, d, nt);
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
      } else if (kind == WORD) {
        type = hashShape(t, s, e);
        hash = shapeHash;
        lex = lexWord(hash);
        if ((lex & TYPE_MASK) != NO_TYPE) type = <u8>(lex & TYPE_MASK);
        else if (type == CAPITALIZED) type = isInitial(t, i, first) ? OTHER : ENTITY;
      } else {
        hash = wordHash(t, s, e);
        type = TECHNICAL;
      }
      let id = -1;
      if (isTerm(kind, type)) {
        id = termId(hash);
        seti(termList, nt++, id);
      }
      seti(tokTerm, i, id);
      store<u32>(tokHash + (<usize>i << 2), hash);
      store<u32>(tokLex + (<usize>i << 2), lex);
      store<u8>(tokType + <usize>i, type);
    }
  }
  seti(docFirst, nDocs, n);
  seti(docTermFirst, nDocs, nt);
  setTermCount(nt);
}

