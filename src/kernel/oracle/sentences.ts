/** @module kernel/oracle/sentences — sentence-like units: sentence ends, line rules, fenced code (mirrors assembly/sentences.ts). */

import { isAsciiLetter, isDigit, isLetter, isWs } from './chars.js';
import {
  fenceEnd,
  fenceLength,
  isSpaceTab,
  onlyMarkers,
  opensAtLineStart,
  opensBlock,
  quoteDepth,
  skipSpaceTab,
} from './fences.js';
import { wordHash } from './hash.js';

/** Unit list (struct of arrays); `code` is 1 for fenced code blocks. */
export interface Units {
  count: number;
  start: number[];
  end: number[];
  doc: number[];
  code: number[];
}

/**
 * Abbreviations whose period does not end a sentence.
 * @example
 * ABBREVIATIONS.split(' ').includes('dr') // true
 */
export const ABBREVIATIONS =
  'dr mr mrs ms prof st vs etc e.g i.e u.s u.k a.m p.m inc ltd jr sr approx fig cf al vol dept est mt ca';

/**
 * Abbreviations whose period ends no sentence only before a number: "No. 5", "ext. 7035", "pp. 12",
 * dates ("Jan. 5, 2026") and sections ("sec. 4.2.1"): "We shipped in Dec. The rest…" still ends there.
 * @example
 * NUMBER_ABBREVIATIONS.split(' ').includes('ext') // true
 */
export const NUMBER_ABBREVIATIONS = 'no nr ext tel p pp apt ste sec ch jan feb mar apr jun jul aug sep sept oct nov dec';

const ABBREV = new Set(ABBREVIATIONS.split(' ').map((w) => wordHash(w, 0, w.length)));
const NUMBER_ABBREV = new Set(NUMBER_ABBREVIATIONS.split(' ').map((w) => wordHash(w, 0, w.length)));

/**
 * True when the period at `dot` closes an abbreviation or an initial ("J.") rather than a sentence.
 * @example
 * isAbbreviation('Dr. Who', 0, 2, 7) // true
 */
export function isAbbreviation(t: string, from: number, dot: number, to: number): boolean {
  let k = dot;
  while (k > from && dot - k < 12) {
    const c = t.charCodeAt(k - 1);
    if (isAsciiLetter(c)) k--;
    else if (c === 46 && k < dot && k - 1 > from && isAsciiLetter(t.charCodeAt(k - 2))) k--;
    else break;
  }
  if (k === dot) return false;
  if (k > from && (isLetter(t.charCodeAt(k - 1)) || isDigit(t.charCodeAt(k - 1)))) return false;
  // A dotted token ("U.S.A.", "Ph.D.", "a.k.a.") before a lower-case word ends no sentence.
  if (t.slice(k + 1, dot).includes('.')) {
    let j = dot + 1;
    while (j < to && isWs(t.charCodeAt(j))) j++;
    if (j < to && t.charCodeAt(j) >= 97 && t.charCodeAt(j) <= 122) return true;
  }
  const c0 = t.charCodeAt(k);
  if (dot - k === 1 && c0 >= 65 && c0 <= 90) return true;
  const h = wordHash(t, k, dot);
  if (NUMBER_ABBREV.has(h)) {
    let j = dot + 1;
    while (j < to && isWs(t.charCodeAt(j))) j++;
    return j < to && isDigit(t.charCodeAt(j));
  }
  return ABBREV.has(h);
}

function isCloser(c: number): boolean {
  // " ' ) ] } ” ’ » 」 』 】 ）
  return c === 34 || c === 39 || c === 41 || c === 93 || c === 125 || c === 0x201d || c === 0x2019 || c === 0xbb ||
    c === 0x300d || c === 0x300f || c === 0x3011 || c === 0xff09;
}

/** A full stop, exclamation or question mark of Chinese and Japanese (。！？｡): it ends a sentence without a space after it. */
function isWideStop(c: number): boolean {
  return c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff61;
}

function isStop(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || isWideStop(c);
}

/** End of the `===` or `---` run (three or more) when the line at `from` is only that run, else -1. */
function setextEnd(t: string, from: number, to: number): number {
  const j = skipSpaceTab(t, from, to);
  if (j >= to) return -1;
  const c = t.charCodeAt(j);
  if (c !== 61 && c !== 45) return -1;
  let m = j;
  while (m < to && t.charCodeAt(m) === c) m++;
  if (m - j < 3) return -1;
  let q = skipSpaceTab(t, m, to);
  if (q < to && t.charCodeAt(q) === 13) q++;
  return q >= to || t.charCodeAt(q) === 10 ? m : -1;
}

/** A unit that has run this many characters past its start ends at its next clause break (`,` or `;` then a space or tab). */
const RUN_ON_CHARS = 400;

/**
 * Appends the units of doc `doc` = `t.slice(from, to)`. A unit ends at `. ! ?` (runs, plus
 * closing quotes/brackets) followed by whitespace unless a lone period closes an abbreviation;
 * at a blank line; at the doc end; and at every line break except a soft wrap inside prose:
 * the line ends with a lower-case ASCII letter or a comma and the next line starts (after
 * spaces/tabs) with a lower-case ASCII letter. A line starting with ``` or ~~~ (after
 * spaces/tabs) opens a fenced block that runs to a line starting with at least as many of the
 * same fence character, or to the doc end: one unit, flagged CODE, never split. A fence after
 * text on the same line ("Here: ```ts" then a line break, at most a language tag after it) opens a
 * block too, as LLMs write it; after blockquote or list markers only ("> ```", "- ```sh") the unit
 * starts with the markers, and a block inside a blockquote ends where the quote does. A setext
 * underline (`---`, `===`) joins the unit of the line above it.
 * A unit that has run {@link RUN_ON_CHARS} characters ends at its next `,` or `;` followed by a
 * space or tab (a run-on list).
 * @example
 * const u = { count: 0, start: [], end: [], doc: [], code: [] }; sentencesRange('Hi. Bye.', 0, 8, 0, u); u.count // 2
 */
export function sentencesRange(t: string, from: number, to: number, doc: number, out: Units): void {
  const emit = (s: number, e: number, code: number) => {
    out.start.push(s);
    out.end.push(e);
    out.doc.push(doc);
    out.code.push(code);
    out.count++;
  };
  const unemit = () => {
    out.start.pop();
    out.end.pop();
    out.doc.pop();
    out.code.pop();
    out.count--;
  };
  let i = from;
  let lineFirst = from;
  let unit = -1;
  let last = from;
  let lineStart = true;
  let lineHasText = false;
  while (i < to) {
    if (lineStart) {
      lineStart = false;
      lineHasText = false;
      const k = skipSpaceTab(t, i, to);
      lineFirst = k;
      const n = k < to ? fenceLength(t, k, to) : 0;
      if (n > 0 && opensAtLineStart(t, k, n, to)) {
        if (unit >= 0) emit(unit, last, 0);
        unit = -1;
        const [e, resume] = fenceEnd(t, k, to, t.charCodeAt(k), n);
        emit(k, e, 1);
        i = resume;
        continue;
      }
    }
    const c = t.charCodeAt(i);
    if (c === 10) {
      // A setext underline ("Title\n-----") goes with the line above: kept alone, it would make the line before it a heading.
      const u = lineHasText ? setextEnd(t, i + 1, to) : -1;
      const prev = out.count - 1;
      if (u >= 0 && (unit >= 0 || (prev >= 0 && out.end[prev] > lineFirst && out.code[prev] === 0))) {
        if (unit >= 0) last = u;
        else out.end[prev] = u;
        i = u;
        continue;
      }
      if (unit >= 0) {
        const k = skipSpaceTab(t, i + 1, to);
        const p = t.charCodeAt(last - 1);
        const n = k < to ? t.charCodeAt(k) : 0;
        const wrap = lineHasText && ((p >= 97 && p <= 122) || p === 44) && n >= 97 && n <= 122;
        if (!wrap) {
          emit(unit, last, 0);
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
    if ((c === 96 || c === 126) && !(i > lineFirst && t.charCodeAt(i - 1) === c)) {
      const fl = fenceLength(t, i, to);
      if (fl > 0 && opensBlock(t, i, fl, to, lineFirst)) {
        // Markers before the fence go with the block; units emitted from them ("1.") are taken back.
        const head = (unit < 0 || unit >= lineFirst) && onlyMarkers(t, lineFirst, i) ? lineFirst : i;
        while (head < i && out.count > 0 && out.start[out.count - 1] >= head) unemit();
        if (unit >= 0 && unit < head) emit(unit, last, 0);
        unit = -1;
        const [e, resume] = fenceEnd(t, i, to, c, fl, quoteDepth(t, lineFirst, i));
        emit(head, e, 1);
        i = resume;
        continue;
      }
    }
    if (unit < 0) unit = i;
    lineHasText = true;
    if ((c === 44 || c === 59) && i - unit >= RUN_ON_CHARS && i + 1 < to && isSpaceTab(t.charCodeAt(i + 1))) {
      emit(unit, i + 1, 0);
      unit = -1;
      last = i + 1;
      i++;
      continue;
    }
    if (isStop(c)) {
      let j = i + 1;
      let wide = isWideStop(c);
      for (; j < to && isStop(t.charCodeAt(j)); j++) if (isWideStop(t.charCodeAt(j))) wide = true;
      while (j < to && isCloser(t.charCodeAt(j))) j++;
      if ((j === to || wide || isWs(t.charCodeAt(j))) && !(j === i + 1 && c === 46 && isAbbreviation(t, from, i, to))) {
        emit(unit, j, 0);
        unit = -1;
      }
      last = j;
      i = j;
      continue;
    }
    last = i + 1;
    i++;
  }
  if (unit >= 0) emit(unit, last, 0);
}

/**
 * Units of every doc, in text order.
 * @example
 * sentenceUnits('One. Two.', [0]).count // 2
 */
export function sentenceUnits(text: string, docStarts: ArrayLike<number>): Units {
  const out: Units = { count: 0, start: [], end: [], doc: [], code: [] };
  for (let d = 0; d < docStarts.length; d++) {
    const to = d + 1 < docStarts.length ? docStarts[d + 1] : text.length;
    sentencesRange(text, docStarts[d], to, d, out);
  }
  return out;
}

