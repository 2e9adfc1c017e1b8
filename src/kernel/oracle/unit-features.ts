/** @module kernel/oracle/unit-features — per-unit word counts, flags, key terms and mean importance (mirrors assembly/unit-features.ts). */

import { SentenceFlag, TokenKind, WordType } from '../types.js';
import { isDigit } from './chars.js';
import { pairHash } from './hash.js';
import type { DocTokens } from './importance.js';
import { Lex, lexPair } from './lexicon.js';

/** What a unit's tokens say about it. */
export interface UnitFeatures {
  /** WORD/NUMBER/COMPOUND/CODE tokens. */
  words: number;
  /** Key-term occurrences (each counts). */
  keyTerms: number;
  /** {@link SentenceFlag} bits found in the tokens (QUESTION, CODE, NEAR_REPEAT, HAS_PIN come later). */
  flags: number;
  /** Mean importance of all the unit's tokens (0 without tokens). */
  meanImportance: number;
  /** Hashes of the word tokens in order (duplicate and SimHash input). */
  hashes: number[];
}

function lexFlags(lex: number): number {
  let f = 0;
  if (lex & Lex.KEY) f |= SentenceFlag.KEY_TERM;
  if (lex & Lex.CONSTRAINT) f |= SentenceFlag.CONSTRAINT;
  if (lex & Lex.DECISION) f |= SentenceFlag.DECISION;
  if (lex & Lex.GOAL) f |= SentenceFlag.GOAL;
  if (lex & Lex.CORRECTION) f |= SentenceFlag.CORRECTION;
  if (lex & Lex.ERROR) f |= SentenceFlag.ERROR;
  return f;
}

/** A 3-digit 4xx/5xx number (HTTP error status). */
function isErrorStatus(t: string, s: number, e: number): boolean {
  if (e - s !== 3) return false;
  const c = t.charCodeAt(s);
  return (c === 52 || c === 53) && isDigit(t.charCodeAt(s + 1)) && isDigit(t.charCodeAt(s + 2));
}

/**
 * Features of the unit made of tokens [from, to). Flags: lexicon words and pairs ("at most",
 * "going with"…), "change/moved/update … to" and "not … but" as CORRECTION, a 4xx/5xx number
 * with a status word (status, http, returned…) as ERROR, a first word of type QUESTION as QUESTION. Pairs are consecutive WORD tokens.
 * @example
 * unitFeatures(text, tok, 0, 5).flags & SentenceFlag.CONSTRAINT
 */
export function unitFeatures(t: string, tok: DocTokens, from: number, to: number): UnitFeatures {
  let words = 0;
  let keyTerms = 0;
  let flags = 0;
  let sum = 0;
  let prev = 0;
  let change = false;
  let not = false;
  let status = false;
  let http = false;
  const hashes: number[] = [];
  for (let i = from; i < to; i++) {
    sum += tok.importance[i];
    const kind = tok.kind[i];
    if (kind === TokenKind.PUNCT) {
      prev = 0;
      continue;
    }
    if (words === 0 && tok.type[i] === WordType.QUESTION) flags |= SentenceFlag.QUESTION;
    words++;
    hashes.push(tok.hash[i]);
    if (kind !== TokenKind.WORD) {
      if (kind === TokenKind.NUMBER && isErrorStatus(t, tok.start[i], tok.end[i])) status = true;
      prev = 0;
      continue;
    }
    const lex = tok.lex[i];
    if (lex & Lex.KEY) keyTerms++;
    flags |= lexFlags(lex);
    if ((lex & Lex.TO && change) || (lex & Lex.BUT && not)) flags |= SentenceFlag.CORRECTION;
    if (lex & Lex.CHANGE) change = true;
    if (lex & Lex.NOT) not = true;
    if (lex & Lex.HTTP) http = true;
    if (prev !== 0) flags |= lexFlags(lexPair(pairHash(prev, tok.hash[i])));
    prev = tok.hash[i];
  }
  if (status && http) flags |= SentenceFlag.ERROR;
  return { words, keyTerms, flags, meanImportance: to > from ? sum / (to - from) : 0, hashes };
}
