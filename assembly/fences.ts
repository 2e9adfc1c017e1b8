/** @module assembly/fences — fenced code blocks: where a fence opens, where its block ends, the container markers before it (mirrors src/kernel/oracle/fences.ts). */

import { isDigit, isLetter, isWs } from './chars';
import { ch } from './memory';

/**
 * Space or tab.
 * @example
 * isSpaceTab(9) // true
 */
// @ts-ignore: decorator
@inline export function isSpaceTab(c: i32): bool {
  return c == 32 || c == 9;
}

/**
 * Index of the first code unit at or after k (before `to`) that is no space or tab.
 * @example
 * skipSpaceTab(t, 0, len) // 2, on the text '  ```'
 */
// @ts-ignore: decorator
@inline export function skipSpaceTab(t: usize, k: i32, to: i32): i32 {
  while (k < to && isSpaceTab(ch(t, k))) k++;
  return k;
}

/**
 * Where reading resumes after the block {@link fenceEnd} last found: its closing fence's end, the
 * line break of the line its quote lacks, or the doc end.
 * @example
 * const e = fenceEnd(t, k, to, 96, 3, 0); i = fenceResume;
 */
export let fenceResume = 0;

/** True when t[from, to) is one language tag: letters, digits, - + . _ and no space ("py", "c++", "objective-c"). */
function isInfoWord(t: usize, from: i32, to: i32): bool {
  if (from >= to) return false;
  for (let j = from; j < to; j++) {
    const c = ch(t, j);
    if (!(<u32>(c - 97) <= 25 || <u32>(c - 65) <= 25 || <u32>(c - 48) <= 9 || c == 45 || c == 43 || c == 46 || c == 95)) return false;
  }
  return true;
}

/**
 * Length of a ``` or ~~~ fence (≥ 3) at k, else 0.
 * @example
 * fenceLength(t, 0, len) // 3, on the text '```ts'
 */
export function fenceLength(t: usize, k: i32, to: i32): i32 {
  const c = ch(t, k);
  if (c != 96 && c != 126) return 0;
  let m = 0;
  while (k + m < to && ch(t, k + m) == c) m++;
  return m >= 3 ? m : 0;
}

/**
 * Unit end of the fenced block opened at k (fence char fc, length n); sets {@link fenceResume}.
 * Inside `quotes` levels of blockquote, a line without them ends it.
 * @example
 * fenceEnd(t, 0, len, 96, 3, 0) // 12, on the text '```\ncode\n```'
 */
export function fenceEnd(t: usize, k: i32, to: i32, fc: i32, n: i32, quotes: i32): i32 {
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
 * @example
 * opensBlock(t, 6, 3, len, 0) // true, on the text 'Here: ```ts\n'
 */
export function opensBlock(t: usize, k: i32, fl: i32, to: i32, lineFirst: i32): bool {
  const before = k > lineFirst ? ch(t, k - 1) : 32;
  if (isLetter(before) || isDigit(before) || before == ch(t, k)) return false;
  const from = skipSpaceTab(t, k + fl, to);
  let word = from;
  while (word < to && !isWs(ch(t, word))) word++;
  if (word > from && (!isInfoWord(t, from, word) || ch(t, word - 1) == 46)) return false;
  const j = skipSpaceTab(t, word, to);
  return j < to && (ch(t, j) == 10 || (ch(t, j) == 13 && j + 1 < to && ch(t, j + 1) == 10));
}

/**
 * True when a fence of length fl at k, first on its line, opens a block: no backtick after a backtick fence.
 * @example
 * opensAtLineStart(t, 0, 3, len) // false, on the text '```a``` b'
 */
export function opensAtLineStart(t: usize, k: i32, fl: i32, to: i32): bool {
  if (ch(t, k) != 96) return true;
  for (let j = k + fl; j < to && ch(t, j) != 10; j++) if (ch(t, j) == 96) return false;
  return true;
}

/**
 * True when t[from, to) holds only container markers (> - * + 1. 1) each followed by a space or tab), spaces and tabs.
 * @example
 * onlyMarkers(t, 0, 4) // true, on the text '> - ```sh'
 */
export function onlyMarkers(t: usize, from: i32, to: i32): bool {
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

/**
 * Blockquote depth of a line: the `>` markers that open it.
 * @example
 * quoteDepth(t, 0, 4) // 2, on the text '> > ```'
 */
export function quoteDepth(t: usize, from: i32, to: i32): i32 {
  let d = 0;
  let j = skipSpaceTab(t, from, to);
  while (j < to && ch(t, j) == 62) {
    d++;
    j = skipSpaceTab(t, j + 1, to);
  }
  return d;
}
