/** @module kernel/oracle/fences — fenced code blocks: where a fence opens, where its block ends, the container markers before it (mirrors assembly/fences.ts). */

import { isDigit, isLetter, isWs } from './chars.js';

/**
 * Space or tab.
 * @example
 * isSpaceTab(9) // true
 */
export function isSpaceTab(c: number): boolean {
  return c === 32 || c === 9;
}

/**
 * Index of the first code unit at or after k (before `to`) that is no space or tab.
 * @example
 * skipSpaceTab('  ```', 0, 5) // 2
 */
export function skipSpaceTab(t: string, k: number, to: number): number {
  while (k < to && isSpaceTab(t.charCodeAt(k))) k++;
  return k;
}

/** True when t[from, to) is one language tag: letters, digits, - + . _ and no space ("py", "c++", "objective-c"). */
function isInfoWord(t: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let j = from; j < to; j++) {
    const c = t.charCodeAt(j);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46 || c === 95)) return false;
  }
  return true;
}

/**
 * Length of a ``` or ~~~ fence (≥ 3) at k, else 0.
 * @example
 * fenceLength('```ts', 0, 5) // 3
 */
export function fenceLength(t: string, k: number, to: number): number {
  const c = t.charCodeAt(k);
  if (c !== 96 && c !== 126) return 0;
  let m = 0;
  while (k + m < to && t.charCodeAt(k + m) === c) m++;
  return m >= 3 ? m : 0;
}

/**
 * Where a fenced block opened at k (fence char fc, length n) ends: [unit end, resume index]. A block
 * opened inside `quotes` levels of blockquote (`> ```") reads each line after that many `>` markers,
 * and ends where a line lacks them: the quote, and so the block, ended there (CommonMark).
 * @example
 * fenceEnd('```\ncode\n```', 0, 12, 96, 3) // [12, 12]
 */
export function fenceEnd(t: string, k: number, to: number, fc: number, n: number, quotes = 0): [number, number] {
  let p = k;
  while (p < to && t.charCodeAt(p) !== 10) p++;
  let last = p;
  while (last > k && isWs(t.charCodeAt(last - 1))) last--;
  while (p < to) {
    const line = p + 1;
    let q = skipSpaceTab(t, line, to);
    for (let d = 0; d < quotes; d++) {
      if (q >= to || t.charCodeAt(q) !== 62) return [last, p];
      q = skipSpaceTab(t, q + 1, to);
    }
    let m = 0;
    while (q + m < to && t.charCodeAt(q + m) === fc) m++;
    let nl = q + m;
    while (nl < to && t.charCodeAt(nl) !== 10) nl++;
    let e = nl;
    while (e > line && isWs(t.charCodeAt(e - 1))) e--;
    if (e > line) last = e;
    // The block ends at the closing fence; text after it is read on. A fence with a language tag ("```py") opens
    // a block and never closes one (CommonMark): inside an unclosed block it is code.
    if (m >= n && !isInfoWord(t, q + m, e)) return [q + m, q + m];
    p = nl;
  }
  return [last, to];
}

/**
 * True when a fence of length fl at k, after text on its line, opens a block: at most one language
 * tag follows it up to the line end ("Here: ```ts"), and no letter or digit is glued before it.
 * Prose that names a fence ("Wrap code in ``` to show it.") opens none.
 * @example
 * opensBlock('Here: ```ts\n', 6, 3, 12, 0) // true
 */
export function opensBlock(t: string, k: number, fl: number, to: number, lineFirst: number): boolean {
  const before = k > lineFirst ? t.charCodeAt(k - 1) : 32;
  if (isLetter(before) || isDigit(before) || before === t.charCodeAt(k)) return false;
  const from = skipSpaceTab(t, k + fl, to);
  let word = from;
  while (word < to && !isWs(t.charCodeAt(word))) word++;
  // A tag never ends with a period: "in ```." closes a sentence about fences.
  if (word > from && (!isInfoWord(t, from, word) || t.charCodeAt(word - 1) === 46)) return false;
  const j = skipSpaceTab(t, word, to);
  return j < to && (t.charCodeAt(j) === 10 || (t.charCodeAt(j) === 13 && j + 1 < to && t.charCodeAt(j + 1) === 10));
}

/**
 * True when a fence of length fl at k, first on its line, opens a block: a backtick fence has no
 * backtick after it on its line (CommonMark: "```a``` b" is inline code).
 * @example
 * opensAtLineStart('```a``` b', 0, 3, 9) // false
 */
export function opensAtLineStart(t: string, k: number, fl: number, to: number): boolean {
  if (t.charCodeAt(k) !== 96) return true;
  for (let j = k + fl; j < to && t.charCodeAt(j) !== 10; j++) if (t.charCodeAt(j) === 96) return false;
  return true;
}

/**
 * True when t[from, to) holds only container markers: blockquote `>`, list bullets `- * +` and
 * numbers `1.` `1)` followed by a space or tab, spaces and tabs. A fence after them ("> ```",
 * "- ```sh") is the block's own line: the unit starts with the markers, so a kept block keeps them.
 * @example
 * onlyMarkers('> - ```sh', 0, 4) // true
 */
export function onlyMarkers(t: string, from: number, to: number): boolean {
  for (let j = from; j < to; ) {
    const c = t.charCodeAt(j);
    if (c === 32 || c === 9 || c === 62) {
      j++;
      continue;
    }
    let m = j;
    if (c === 45 || c === 42 || c === 43) m++;
    else {
      while (m < to && isDigit(t.charCodeAt(m)) && m - j < 9) m++;
      if (m === j || m >= to || (t.charCodeAt(m) !== 46 && t.charCodeAt(m) !== 41)) return false;
      m++;
    }
    if (m >= to || !isSpaceTab(t.charCodeAt(m))) return false;
    j = m;
  }
  return true;
}

/**
 * Blockquote depth of a line: the `>` markers that open it (spaces and tabs between them).
 * @example
 * quoteDepth('> > ```', 0, 4) // 2
 */
export function quoteDepth(t: string, from: number, to: number): number {
  let d = 0;
  for (let j = skipSpaceTab(t, from, to); j < to && t.charCodeAt(j) === 62; j = skipSpaceTab(t, j + 1, to)) d++;
  return d;
}
