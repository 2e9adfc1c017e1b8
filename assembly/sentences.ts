/** @module assembly/sentences — sentence-like units: sentence ends, line rules, fenced code (mirrors src/kernel/oracle/sentences.ts). */

import { isAsciiLetter, isDigit, isLetter, isWs } from './chars';
import { wordHash } from './hash';
import { isAbbrevHash, isNumberAbbrevHash } from './lexicon';
import { ch } from './memory';
import { nextStop } from './simd';


function isAbbreviation(t: usize, from: i32, dot: i32, to: i32): bool {
  let k = dot;
  while (k > from && dot - k < 12) {
    const c = ch(t, k - 1);
    if (isAsciiLetter(c)) k--;
    else if (c == 46 && k < dot && k - 1 > from && isAsciiLetter(ch(t, k - 2))) k--;
    else break;
  }
  if (k == dot) return false;
  if (k > from && (isLetter(ch(t, k - 1)) || isDigit(ch(t, k - 1)))) return false;
  // A dotted token ("U.S.A.", "Ph.D.", "a.k.a.") before a lower-case word ends no sentence.
  let inner = false;
  for (let d = k + 1; d < dot; d++) if (ch(t, d) == 46) inner = true;
  if (inner) {
    let j = dot + 1;
    while (j < to && isWs(ch(t, j))) j++;
    if (j < to && <u32>(ch(t, j) - 97) <= 25) return true;
  }
  const c0 = ch(t, k);
  if (dot - k == 1 && <u32>(c0 - 65) <= 25) return true;
  const h = wordHash(t, k, dot);
  if (isNumberAbbrevHash(h)) {
    let j = dot + 1;
    while (j < to && isWs(ch(t, j))) j++;
    return j < to && isDigit(ch(t, j));
  }
  return isAbbrevHash(h);
}

// @ts-ignore: decorator
@inline function isCloser(c: i32): bool {
  return c == 34 || c == 39 || c == 41 || c == 93 || c == 125 || c == 0x201d || c == 0x2019 || c == 0xbb ||
    c == 0x300d || c == 0x300f || c == 0x3011 || c == 0xff09;
}

/** A full stop, exclamation or question mark of Chinese and Japanese (。！？｡): it ends a sentence without a space after it. */
// @ts-ignore: decorator
@inline function isWideStop(c: i32): bool {
  return c == 0x3002 || c == 0xff01 || c == 0xff1f || c == 0xff61;
}

// @ts-ignore: decorator
@inline function isStop(c: i32): bool {
  return c == 46 || c == 33 || c == 63 || isWideStop(c);
}

// @ts-ignore: decorator
@inline function isSpaceTab(c: i32): bool {
  return c == 32 || c == 9;
}

let fenceResume = 0;

/** True when t[from, to) is one language tag: letters, digits, - + . _ and no space ("py", "c++", "objective-c"). */
function isInfoWord(t: usize, from: i32, to: i32): bool {
  if (from >= to) return false;
  for (let j = from; j < to; j++) {
    const c = ch(t, j);
    if (!(<u32>(c - 97) <= 25 || <u32>(c - 65) <= 25 || <u32>(c - 48) <= 9 || c == 45 || c == 43 || c == 46 || c == 95)) return false;
  }
  return true;
}

/** End of the `===` or `---` run (three or more) when the line at `from` is only that run, else -1. */
function setextEnd(t: usize, from: i32, to: i32): i32 {
  const j = skipSpaceTab(t, from, to);
  if (j >= to) return -1;
  const c = ch(t, j);
  if (c != 61 && c != 45) return -1;
  let m = j;
  while (m < to && ch(t, m) == c) m++;
  if (m - j < 3) return -1;
  let q = skipSpaceTab(t, m, to);
  if (q < to && ch(t, q) == 13) q++;
  return q >= to || ch(t, q) == 10 ? m : -1;
}

// @ts-ignore: decorator
@inline function skipSpaceTab(t: usize, k: i32, to: i32): i32 {
  while (k < to && isSpaceTab(ch(t, k))) k++;
  return k;
}

/**
 * Unit end of the fenced block opened at k; sets fenceResume. Inside `quotes` levels of blockquote,
 * a line without them ends it.
 */
function fenceEnd(t: usize, k: i32, to: i32, fc: i32, n: i32, quotes: i32): i32 {
  let p = k;
  while (p < to && ch(t, p) != 10) p++;
  let last = p;
  while (last > k && isWs(ch(t, last - 1))) last--;
  while (p < to) {
    const line = p + 1;
    let q = skipSpaceTab(t, line, to);
    for (let d = 0; d < quotes; d++) {
      if (q >= to || ch(t, q) != 62) {
        fenceResume = p;
        return last;
      }
      q = skipSpaceTab(t, q + 1, to);
    }
    let m = 0;
    while (q + m < to && ch(t, q + m) == fc) m++;
    let nl = q + m;
    while (nl < to && ch(t, nl) != 10) nl++;
    let e = nl;
    while (e > line && isWs(ch(t, e - 1))) e--;
    if (e > line) last = e;
    // The block ends at the closing fence; text after it is read on. A fence with a language tag ("```py") opens
    // a block and never closes one (CommonMark): inside an unclosed block it is code.
    if (m >= n && !isInfoWord(t, q + m, e)) {
      fenceResume = q + m;
      return q + m;
    }
    p = nl;
  }
  fenceResume = to;
  return last;
}

/**
 * True when a fence of length fl at k, after text on its line, opens a block: at most one language
 * tag up to the line end, no letter or digit glued before it.
 */
function opensBlock(t: usize, k: i32, fl: i32, to: i32, lineFirst: i32): bool {
  const before = k > lineFirst ? ch(t, k - 1) : 32;
  if (isLetter(before) || isDigit(before) || before == ch(t, k)) return false;
  const from = skipSpaceTab(t, k + fl, to);
  let word = from;
  while (word < to && !isWs(ch(t, word))) word++;
  if (word > from && (!isInfoWord(t, from, word) || ch(t, word - 1) == 46)) return false;
  const j = skipSpaceTab(t, word, to);
  return j < to && (ch(t, j) == 10 || (ch(t, j) == 13 && j + 1 < to && ch(t, j + 1) == 10));
}

/** True when a fence of length fl at k, first on its line, opens a block: no backtick after a backtick fence. */
function opensAtLineStart(t: usize, k: i32, fl: i32, to: i32): bool {
  if (ch(t, k) != 96) return true;
  for (let j = k + fl; j < to && ch(t, j) != 10; j++) if (ch(t, j) == 96) return false;
  return true;
}

/** True when t[from, to) holds only container markers (> - * + 1. 1) each followed by a space or tab), spaces and tabs. */
function onlyMarkers(t: usize, from: i32, to: i32): bool {
  let j = from;
  while (j < to) {
    const c = ch(t, j);
    if (c == 32 || c == 9 || c == 62) {
      j++;
      continue;
    }
    let m = j;
    if (c == 45 || c == 42 || c == 43) m++;
    else {
      while (m < to && isDigit(ch(t, m)) && m - j < 9) m++;
      if (m == j || m >= to || (ch(t, m) != 46 && ch(t, m) != 41)) return false;
      m++;
    }
    if (m >= to || !isSpaceTab(ch(t, m))) return false;
    j = m;
  }
  return true;
}

/** Blockquote depth of a line: the `>` markers that open it. */
function quoteDepth(t: usize, from: i32, to: i32): i32 {
  let d = 0;
  let j = skipSpaceTab(t, from, to);
  while (j < to && ch(t, j) == 62) {
    d++;
    j = skipSpaceTab(t, j + 1, to);
  }
  return d;
}

function fenceLength(t: usize, k: i32, to: i32): i32 {
  const c = ch(t, k);
  if (c != 96 && c != 126) return 0;
  let m = 0;
  while (k + m < to && ch(t, k + m) == c) m++;
  return m >= 3 ? m : 0;
}

/** A unit that has run this many characters past its start ends at its next clause break: a run-on list ("… include a, b, c, …") becomes pieces the selection can take one by one. */
const RUN_ON_CHARS = 400;

/** The first `,` or `;` in [from, until) followed by a space or tab, or -1. */
function clauseBreak(t: usize, from: i32, until: i32, to: i32): i32 {
  for (let p = from; p < until; p++) {
    const c = ch(t, p);
    if ((c == 44 || c == 59) && p + 1 < to && isSpaceTab(ch(t, p + 1))) return p;
  }
  return -1;
}

// @ts-ignore: decorator
@inline function emit(s: i32, e: i32, doc: i32, code: u8, start: usize, end: usize, docs: usize, codes: usize, n: i32): void {
  store<i32>(start + (<usize>n << 2), s);
  store<i32>(end + (<usize>n << 2), e);
  store<i32>(docs + (<usize>n << 2), doc);
  store<u8>(codes + <usize>n, code);
}

/**
 * Appends the units of doc `doc` = t[from, to) at index n; returns the new count.
 * @example
 * n = sentencesRange(t, 0, len, 0, starts, ends, docs, codes, 0);
 */
export function sentencesRange(
  t: usize, from: i32, to: i32, doc: i32, start: usize, end: usize, docs: usize, codes: usize, n: i32,
): i32 {
  let i = from;
  let unit = -1;
  let last = from;
  let lineStart = true;
  let lineHasText = false;
  let lineFirst = from;
  while (i < to) {
    if (lineStart) {
      lineStart = false;
      lineHasText = false;
      const k = skipSpaceTab(t, i, to);
      lineFirst = k;
      const fl = k < to ? fenceLength(t, k, to) : 0;
      if (fl > 0 && opensAtLineStart(t, k, fl, to)) {
        if (unit >= 0) emit(unit, last, doc, 0, start, end, docs, codes, n++);
        unit = -1;
        const e = fenceEnd(t, k, to, ch(t, k), fl, 0);
        emit(k, e, doc, 1, start, end, docs, codes, n++);
        i = fenceResume;
        continue;
      }
    }
    // With a unit open, characters other than \n . ! ? (and 。！？) only move `last`: skip them in blocks.
    if (unit >= 0) {
      const j = nextStop(t, i, to);
      if (j > i) {
        const cut = j - unit > RUN_ON_CHARS ? clauseBreak(t, max(i, unit + RUN_ON_CHARS), j, to) : -1;
        if (cut >= 0) {
          emit(unit, cut + 1, doc, 0, start, end, docs, codes, n++);
          unit = -1;
          last = cut + 1;
          lineHasText = true;
          i = cut + 1;
          continue;
        }
        let b = j;
        while (b > i && isWs(ch(t, b - 1))) b--;
        if (b > i) {
          last = b;
          lineHasText = true;
        }
        i = j;
        if (i >= to) break;
      }
    }
    const c = ch(t, i);
    if (c == 10) {
      // A setext underline ("Title\n-----") goes with the line above: kept alone, it would make the line before it a heading.
      const u = lineHasText ? setextEnd(t, i + 1, to) : -1;
      const prevOnLine = n > 0 && load<i32>(end + (<usize>(n - 1) << 2)) > lineFirst && load<u8>(codes + <usize>(n - 1)) == 0;
      if (u >= 0 && (unit >= 0 || prevOnLine)) {
        if (unit >= 0) last = u;
        else store<i32>(end + (<usize>(n - 1) << 2), u);
        i = u;
        continue;
      }
      if (unit >= 0) {
        let k = i + 1;
        while (k < to && isSpaceTab(ch(t, k))) k++;
        const p = ch(t, last - 1);
        const nx = k < to ? ch(t, k) : 0;
        const wrap = lineHasText && (<u32>(p - 97) <= 25 || p == 44) && <u32>(nx - 97) <= 25;
        if (!wrap) {
          emit(unit, last, doc, 0, start, end, docs, codes, n++);
          unit = -1;
        }
      }
      i++;
      lineStart = true;
      continue;
    }
    if (isWs(c)) {
      i++;
      continue;
    }
    if (c == 96 || c == 126) {
      const fl = fenceLength(t, i, to);
      if (fl > 0 && opensBlock(t, i, fl, to, lineFirst)) {
        // Markers before the fence go with the block; units emitted from them ("1.") are taken back.
        const head = (unit < 0 || unit >= lineFirst) && onlyMarkers(t, lineFirst, i) ? lineFirst : i;
        while (head < i && n > 0 && load<i32>(start + (<usize>(n - 1) << 2)) >= head) n--;
        if (unit >= 0 && unit < head) emit(unit, last, doc, 0, start, end, docs, codes, n++);
        unit = -1;
        const e = fenceEnd(t, i, to, c, fl, quoteDepth(t, lineFirst, i));
        emit(head, e, doc, 1, start, end, docs, codes, n++);
        i = fenceResume;
        continue;
      }
    }
    if (unit < 0) unit = i;
    lineHasText = true;
    if (isStop(c)) {
      let j = i + 1;
      let wide = isWideStop(c);
      while (j < to) {
        const d = ch(t, j);
        if (!isStop(d)) break;
        wide = wide || isWideStop(d);
        j++;
      }
      while (j < to && isCloser(ch(t, j))) j++;
      if ((j == to || wide || isWs(ch(t, j))) && !(j == i + 1 && c == 46 && isAbbreviation(t, from, i, to))) {
        emit(unit, j, doc, 0, start, end, docs, codes, n++);
        unit = -1;
      }
      last = j;
      i = j;
      continue;
    }
    last = i + 1;
    i++;
  }
  if (unit >= 0) emit(unit, last, doc, 0, start, end, docs, codes, n++);
  return n;
}
