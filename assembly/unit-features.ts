/** @module assembly/unit-features — per-unit word counts, flags, key terms, mean importance; feeds SimHash, BM25 and boilerplate grams (mirrors src/kernel/oracle/unit-features.ts). */

import { bm25Token } from './bm25';
import { boilerplateWord } from './boilerplate';
import { pairHash, seqHash } from './hash';
import { QUESTION } from './importance';
import {
  LEX_BUT, LEX_CHANGE, LEX_CONSTRAINT, LEX_CORRECTION, LEX_DECISION, LEX_ERROR, LEX_GOAL, LEX_HTTP,
  LEX_KEY, LEX_NOT, LEX_TO, lexPair,
} from './lexicon';
import { ch } from './memory';
import { simhashAdd, simhashStart } from './novelty';
import { NUMBER, PUNCT, WORD } from './scan';
import { tokEnd, tokHash, tokImp, tokKind, tokLex, tokStart, tokType } from './tokens';

/** SentenceFlag bits. */
export const F_KEY_TERM: u16 = 1;
export const F_CONSTRAINT: u16 = 2;
export const F_DECISION: u16 = 4;
export const F_GOAL: u16 = 8;
export const F_CORRECTION: u16 = 16;
export const F_QUESTION: u16 = 32;
export const F_CODE: u16 = 64;
export const F_NEAR_REPEAT: u16 = 128;
export const F_ERROR: u16 = 256;
export const F_HAS_PIN: u16 = 512;

/** Results of the last unitFeatures call. */
export let words = 0;
export let keyTerms = 0;
export let flags: u16 = 0;
export let meanImportance: f64 = 0;
export let seq: u32 = 0;

/** SentenceFlag bits of a lexicon entry: LEX_KEY…LEX_CORRECTION (bits 4–8) map to flags 1–16, LEX_ERROR (bit 9) to 256. */
// @ts-ignore: decorator
@inline function lexFlags(lex: u32): u16 {
  return <u16>(((lex >> 4) & 31) | ((lex >> 1) & 256));
}

function isErrorStatus(t: usize, s: i32, e: i32): bool {
  if (e - s != 3) return false;
  const c = ch(t, s);
  return (c == 52 || c == 53) && <u32>(ch(t, s + 1) - 48) <= 9 && <u32>(ch(t, s + 2) - 48) <= 9;
}

/**
 * Features of the unit made of tokens [from, to); also feeds SimHash, the BM25 counts and the
 * boilerplate words.
 * @example
 * unitFeatures(t, first, last); words
 */
export function unitFeatures(t: usize, from: i32, to: i32): void {
  let w = 0;
  let key = 0;
  let f: u16 = 0;
  let sum: f64 = 0;
  let prev: u32 = 0;
  let change = false;
  let not = false;
  let status = false;
  let http = false;
  let h: u32 = 0x811c9dc5;
  simhashStart();
  for (let i = from; i < to; i++) {
    sum += <f64>load<f32>(tokImp + (<usize>i << 2));
    const kind = load<u8>(tokKind + <usize>i);
    if (kind == PUNCT) {
      prev = 0;
      continue;
    }
    if (w == 0 && load<u8>(tokType + <usize>i) == QUESTION) f |= F_QUESTION;
    w++;
    const hash = load<u32>(tokHash + (<usize>i << 2));
    boilerplateWord(w - 1, kind, hash);
    h = seqHash(h, hash);
    simhashAdd(hash);
    bm25Token(hash);
    if (kind != WORD) {
      if (kind == NUMBER && isErrorStatus(t, load<i32>(tokStart + (<usize>i << 2)), load<i32>(tokEnd + (<usize>i << 2)))) {
        status = true;
      }
      prev = 0;
      continue;
    }
    const lex = load<u32>(tokLex + (<usize>i << 2));
    if (lex & LEX_KEY) key++;
    f |= lexFlags(lex);
    if ((lex & LEX_TO && change) || (lex & LEX_BUT && not)) f |= F_CORRECTION;
    if (lex & LEX_CHANGE) change = true;
    if (lex & LEX_NOT) not = true;
    if (lex & LEX_HTTP) http = true;
    if (prev != 0) f |= lexFlags(lexPair(pairHash(prev, hash)));
    prev = hash;
  }
  if (status && http) f |= F_ERROR;
  words = w;
  keyTerms = key;
  flags = f;
  meanImportance = to > from ? sum / <f64>(to - from) : 0;
  seq = h;
}
