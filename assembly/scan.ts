/** @module assembly/scan — the tokenizer (mirrors src/kernel/oracle/scan.ts). */

import { isAsciiLetter, isCjk, isDigit, isLetter, isWordChar, isWs } from './chars';
import { isCompoundStart, matchCompound, matchUrl, runEnd } from './compound';
import { emojiEnd, isKeycap } from './emoji';
import { ch } from './memory';

/** Token kinds (TokenKind in src/kernel/types.ts). */
export const WORD: u8 = 1;
export const NUMBER: u8 = 2;
export const PUNCT: u8 = 3;
export const COMPOUND: u8 = 4;
export const CODE: u8 = 5;

/** End of the run of word characters at j: eight ASCII code units at a time, others one by one. */
// @ts-ignore: decorator
@inline function wordCharsEnd(t: usize, j: i32, to: i32): i32 {
  while (j + 8 <= to) {
    const v = v128.load(t + (<usize>j << 1));
    const letter = i16x8.lt_u(i16x8.sub(v128.or(v, i16x8.splat(32)), i16x8.splat(97)), i16x8.splat(26));
    const digit = i16x8.lt_u(i16x8.sub(v, i16x8.splat(48)), i16x8.splat(10));
    const m = i16x8.bitmask(v128.or(v128.or(letter, digit), i16x8.eq(v, i16x8.splat(95))));
    if (m == 0xff) {
      j += 8;
      continue;
    }
    j += ctz(~m);
    // The lane that stopped the run may be a letter of another script.
    const c = ch(t, j);
    if (c < 0x80 || !isLetter(c)) return j;
    j++;
  }
  while (j < to && isWordChar(ch(t, j))) j++;
  return j;
}

/** `e`, or the start of the keycap digit a word or number glued to it ends with (Step1️⃣ → Step). */
function beforeKeycap(t: usize, i: i32, e: i32, to: i32): i32 {
  // A VS16 is a word character, so a word ending in "1\uFE0F" stops right before U+20E3.
  if (e < to && ch(t, e) == 0x20e3) {
    const d = ch(t, e - 1) == 0xfe0f ? e - 2 : e - 1;
    if (d > i && isDigit(ch(t, d))) return d;
  }
  if (e - 1 > i && isDigit(ch(t, e - 1)) && isKeycap(t, e, to)) return e - 1;
  return e;
}

function wordEnd(t: usize, i: i32, to: i32): i32 {
  let j = i + 1;
  for (;;) {
    j = wordCharsEnd(t, j, to);
    if (j + 1 < to) {
      const c = ch(t, j);
      if ((c == 39 || c == 0x2019 || c == 45) && isWordChar(ch(t, j + 1))) {
        j++;
        continue;
      }
    }
    return beforeKeycap(t, i, j, to);
  }
  return j;
}

function numberEnd(t: usize, i: i32, to: i32): i32 {
  let j = i + 1;
  let more = true;
  while (more) {
    while (j < to && isDigit(ch(t, j))) j++;
    more = false;
    if (j + 1 < to) {
      const c = ch(t, j);
      if ((c == 46 || c == 44) && isDigit(ch(t, j + 1))) {
        j++;
        more = true;
      }
    }
  }
  while (j < to && isAsciiLetter(ch(t, j))) j++;
  return beforeKeycap(t, i, j, to);
}

/** The character at e (a word end) may continue a compound run or a URL scheme: . / \ @ + ~ - : */
// @ts-ignore: decorator
@inline function mayExtend(t: usize, e: i32, to: i32): bool {
  if (e >= to) return false;
  const c = ch(t, e);
  return c == 46 || c == 47 || c == 92 || c == 64 || c == 43 || c == 126 || c == 45 || c == 58;
}

function codeEnd(t: usize, i: i32, to: i32): i32 {
  let j = i + 1;
  while (j < to) {
    const c = ch(t, j);
    if (c == 96) return j > i + 1 ? j + 1 : -1;
    if (c == 10) return -1;
    j++;
  }
  return -1;
}

/** Compound runs that failed end here: they are not retried inside (keeps the scan linear). */
let floor = 0;

/** End of the URL or compound at i, or -1 (then no compound starts before the run's end). */
function compoundAt(t: usize, i: i32, to: i32): i32 {
  let e = isAsciiLetter(ch(t, i)) ? matchUrl(t, i, to) : -1;
  if (e < 0) {
    const r = runEnd(t, i, to);
    e = matchCompound(t, i, r);
    if (e < 0) floor = r;
  }
  return e;
}

/**
 * Appends the tokens of t[from, to) at index n of the (start, end, kind) arrays; returns the new count.
 * @example
 * n = scanRange(text, 0, len, starts, ends, kinds, 0);
 */
export function scanRange(t: usize, from: i32, to: i32, start: usize, end: usize, kind: usize, n: i32): i32 {
  let i = from;
  floor = from;
  while (i < to) {
    const c = ch(t, i);
    if (c == 32 || isWs(c)) {
      i++;
      continue;
    }
    let e = -1;
    let k = PUNCT;
    if (c == 96) {
      e = codeEnd(t, i, to);
      k = CODE;
    } else if (i >= floor && isLetter(c)) {
      const w = wordEnd(t, i, to);
      if (!mayExtend(t, w, to)) {
        // A word followed by none of . / \ @ + ~ - : has a compound run without a dot,
        // separator or @, which never matches: the full check would give this same WORD.
        e = w;
        k = WORD;
      } else if (ch(t, w) == 46 && (w + 1 >= to || isWs(ch(t, w + 1)))) {
        // A sentence-final "word." followed by space: no URL (no scheme, no www.x), and its run
        // trims to the word, with no dot, separator or @: the same WORD, the run failing at w + 1.
        e = w;
        k = WORD;
        floor = w + 1;
      } else {
        e = compoundAt(t, i, to);
        k = COMPOUND;
      }
    } else if (isDigit(c) && isKeycap(t, i + 1, to)) {
      e = emojiEnd(t, i, i + 1, to);
    } else if (i >= floor && isCompoundStart(c)) {
      e = compoundAt(t, i, to);
      k = COMPOUND;
    }
    if (e < 0) {
      if (isDigit(c)) {
        e = numberEnd(t, i, to);
        k = NUMBER;
      } else if (c == 95 || isLetter(c)) {
        e = wordEnd(t, i, to);
        k = WORD;
      } else if (isCjk(c)) {
        e = i + 1;
        k = WORD;
      } else {
        const pair = <u32>(c - 0xd800) <= 0x3ff && i + 1 < to && (ch(t, i + 1) & 0xfc00) == 0xdc00;
        e = emojiEnd(t, i, i + (pair ? 2 : 1), to);
        k = PUNCT;
      }
    }
    store<i32>(start + (<usize>n << 2), i);
    store<i32>(end + (<usize>n << 2), e);
    store<u8>(kind + <usize>n, k);
    n++;
    i = e;
  }
  return n;
}
