/** @module assembly/sentences — sentence-like units: sentence ends, line rules, fenced code (mirrors src/kernel/oracle/sentences.ts). */

import { isAsciiLetter, isDigit, isLetter, isWs } from './chars';
import {
  fenceEnd,
  fenceLength,
  fenceResume,
  isSpaceTab,
  onlyMarkers,
  opensAtLineStart,
  opensBlock,
  quoteDepth,
  skipSpaceTab,
} from './fences';
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
        const k = skipSpaceTab(t, i + 1, to);
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
    // Only the first mark of a run can open a block (opensBlock refuses one after the same mark): measuring
    // the run again at each of its marks made a line of 'x' and 40,000 backticks quadratic (0.4 s).
    if ((c == 96 || c == 126) && !(i > lineFirst && ch(t, i - 1) == c)) {
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
