/** @module kernel/oracle/scan — the tokenizer: WORD, NUMBER, PUNCT, COMPOUND and CODE tokens with offsets (mirrors assembly/scan.ts). */

import { TokenKind, type TokenTable } from '../types.js';
import { isAsciiLetter, isCjk, isDigit, isLetter, isWordChar, isWs } from './chars.js';
import { isCompoundStart, matchCompound, matchUrl, runEnd } from './compound.js';
import { emojiEnd, isKeycap } from './emoji.js';

/** A growable token list (struct of arrays). */
export interface Tokens {
  count: number;
  start: number[];
  end: number[];
  kind: number[];
}

/** `e`, or the start of the keycap digit a word or number glued to it ends with (Step1️⃣ → Step). */
function beforeKeycap(t: string, i: number, e: number, to: number): number {
  // A VS16 is a word character, so a word ending in "1\uFE0F" stops right before U+20E3.
  if (e < to && t.charCodeAt(e) === 0x20e3) {
    const d = t.charCodeAt(e - 1) === 0xfe0f ? e - 2 : e - 1;
    if (d > i && isDigit(t.charCodeAt(d))) return d;
  }
  if (e - 1 > i && isDigit(t.charCodeAt(e - 1)) && isKeycap(t, e, to)) return e - 1;
  return e;
}

function wordEnd(t: string, i: number, to: number): number {
  let j = i + 1;
  for (;;) {
    while (j < to && isWordChar(t.charCodeAt(j))) j++;
    const c = t.charCodeAt(j);
    // inner ' ’ - keep don't, state-of-the-art
    if (j + 1 < to && (c === 39 || c === 0x2019 || c === 45) && isWordChar(t.charCodeAt(j + 1))) j++;
    else return beforeKeycap(t, i, j, to);
  }
}

function numberEnd(t: string, i: number, to: number): number {
  let j = i + 1;
  for (;;) {
    while (j < to && isDigit(t.charCodeAt(j))) j++;
    const c = t.charCodeAt(j);
    if (j + 1 < to && (c === 46 || c === 44) && isDigit(t.charCodeAt(j + 1))) j++;
    else break;
  }
  while (j < to && isAsciiLetter(t.charCodeAt(j))) j++; // 10k, 2nd, 16GB
  return beforeKeycap(t, i, j, to);
}

/** End of inline code starting at the backtick i (closing backtick on the same line), or -1. */
function codeEnd(t: string, i: number, to: number): number {
  let j = i + 1;
  while (j < to) {
    const c = t.charCodeAt(j);
    if (c === 96) return j > i + 1 ? j + 1 : -1;
    if (c === 10) return -1;
    j++;
  }
  return -1;
}

/**
 * Appends the tokens of `t.slice(from, to)` to `out`. Rules, in order at each non-space
 * position: inline code; scheme/www URL; compound run (see matchCompound; a failed run is not
 * retried inside itself, which keeps the scan linear); number; word; one CJK character; a
 * surrogate pair or any other single code unit as PUNCT, with the rest of its emoji sequence
 * (see emojiEnd: 👩‍💻, ❤️, 👍🏽, 🇯🇵 and keycaps such as 1️⃣ are one PUNCT each).
 * @example
 * const out = { count: 0, start: [], end: [], kind: [] }; scanRange('v1.2.3 ok', 0, 9, out); out.kind // [4, 1]
 */
export function scanRange(t: string, from: number, to: number, out: Tokens): void {
  let i = from;
  let floor = from; // compound runs that failed end here
  while (i < to) {
    const c = t.charCodeAt(i);
    if (isWs(c)) {
      i++;
      continue;
    }
    let e = -1;
    let kind: number = TokenKind.PUNCT;
    if (c === 96) {
      e = codeEnd(t, i, to);
      kind = TokenKind.CODE;
    } else if (isDigit(c) && isKeycap(t, i + 1, to)) {
      e = emojiEnd(t, i, i + 1, to);
    } else if (i >= floor && isCompoundStart(c)) {
      e = isAsciiLetter(c) ? matchUrl(t, i, to) : -1;
      if (e < 0) {
        const r = runEnd(t, i, to);
        e = matchCompound(t, i, r);
        if (e < 0) floor = r;
      }
      kind = TokenKind.COMPOUND;
    }
    if (e < 0) {
      if (isDigit(c)) {
        e = numberEnd(t, i, to);
        kind = TokenKind.NUMBER;
      } else if (c === 95 || isLetter(c)) {
        e = wordEnd(t, i, to);
        kind = TokenKind.WORD;
      } else if (isCjk(c)) {
        e = i + 1;
        kind = TokenKind.WORD;
      } else {
        const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < to && (t.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
        e = emojiEnd(t, i, i + (pair ? 2 : 1), to);
        kind = TokenKind.PUNCT;
      }
    }
    out.start.push(i);
    out.end.push(e);
    out.kind.push(kind);
    out.count++;
    i = e;
  }
}

/**
 * Tokens of the whole text.
 * @example
 * scan('Email a@b.io now').count // 3
 */
export function scan(text: string): TokenTable {
  const out: Tokens = { count: 0, start: [], end: [], kind: [] };
  scanRange(text, 0, text.length, out);
  return {
    count: out.count,
    start: Int32Array.from(out.start),
    end: Int32Array.from(out.end),
    kind: Uint8Array.from(out.kind),
  };
}
