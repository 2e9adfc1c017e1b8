/** @module kernel/oracle/compound — URL, email, domain, file/path and version recognition for the scanner (mirrors assembly/compound.ts). */

import { isAsciiLetter, isDigit, isLetter, isPunctNonAscii, isWs } from './chars.js';

/**
 * True for characters that may start a compound run.
 * @example
 * isCompoundStart('.'.charCodeAt(0)) // true
 */
export function isCompoundStart(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 46 || c === 47 || c === 126 || c === 92 || c === 95;
}

function isRunChar(c: number): boolean {
  // letters, digits and _ - . / \ @ + ~
  return (
    isLetter(c) || isDigit(c) || c === 95 || c === 45 || c === 46 || c === 47 || c === 92 || c === 64 || c === 43 || c === 126
  );
}

function isUrlChar(c: number): boolean {
  if (c <= 0x20 || isWs(c)) return false;
  // < > " ' ` ( ) { } [ ] | \ ^ end a URL
  if (c === 60 || c === 62 || c === 34 || c === 39 || c === 96 || c === 40 || c === 41) return false;
  if (c === 123 || c === 125 || c === 91 || c === 93 || c === 124 || c === 92 || c === 94) return false;
  return c < 0x80 || !isPunctNonAscii(c);
}

function urlEnd(t: string, k: number, to: number): number {
  while (k < to && isUrlChar(t.charCodeAt(k))) k++;
  // trailing . , ; : ! ? * belong to the sentence, not the URL
  for (;;) {
    const c = t.charCodeAt(k - 1);
    if (c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 42) k--;
    else return k;
  }
}

function lower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

/**
 * End of a scheme URL (`x://…`) or `www.` URL starting at i, or -1.
 * @example
 * matchUrl('see https://x.io.', 4, 17) // 16
 */
export function matchUrl(t: string, i: number, to: number): number {
  let j = i;
  while (j < to && j - i < 12) {
    const c = t.charCodeAt(j);
    if (isAsciiLetter(c) || isDigit(c) || c === 43 || c === 45 || c === 46) j++;
    else break;
  }
  if (j > i && j + 3 < to && t.charCodeAt(j) === 58 && t.charCodeAt(j + 1) === 47 && t.charCodeAt(j + 2) === 47) {
    if (isUrlChar(t.charCodeAt(j + 3))) return urlEnd(t, j + 3, to);
  }
  if (
    i + 4 < to &&
    lower(t.charCodeAt(i)) === 119 &&
    lower(t.charCodeAt(i + 1)) === 119 &&
    lower(t.charCodeAt(i + 2)) === 119 &&
    t.charCodeAt(i + 3) === 46 &&
    isUrlChar(t.charCodeAt(i + 4))
  ) {
    return urlEnd(t, i + 4, to);
  }
  return -1;
}

/**
 * End of the maximal compound-character run starting at i.
 * @example
 * runEnd('a.b/c d', 0, 7) // 5
 */
export function runEnd(t: string, i: number, to: number): number {
  let j = i;
  while (j < to && isRunChar(t.charCodeAt(j))) j++;
  return j;
}

/** A top-level domain or file extension: 2–10 ASCII letters/digits of one case, one letter at least. */
function isExtension(t: string, from: number, to: number): boolean {
  const n = to - from;
  if (n < 2 || n > 10) return false;
  let lowerSeen = false;
  let upperSeen = false;
  for (let k = from; k < to; k++) {
    const c = t.charCodeAt(k);
    if (c >= 97 && c <= 122) lowerSeen = true;
    else if (c >= 65 && c <= 90) upperSeen = true;
    else if (!isDigit(c)) return false;
  }
  return lowerSeen !== upperSeen;
}

function isEmail(t: string, i: number, j: number, at: number): boolean {
  if (at <= i) return false;
  let dot = -1;
  for (let k = at + 1; k < j; k++) {
    const c = t.charCodeAt(k);
    if (c === 46) {
      if (k === dot + 1 || k === at + 1) return false;
      dot = k;
    } else if (c === 47 || c === 92 || c === 64) return false;
  }
  if (dot < 0) return false;
  for (let k = dot + 1; k < j; k++) if (!isAsciiLetter(t.charCodeAt(k))) return false;
  return j - dot - 1 >= 2;
}

function isVersion(t: string, i: number, j: number): boolean {
  let k = i;
  const v = (t.charCodeAt(k) | 32) === 118;
  if (v) k++;
  if (k >= j || !isDigit(t.charCodeAt(k))) return false;
  let dots = 0;
  for (;;) {
    while (k < j && isDigit(t.charCodeAt(k))) k++;
    if (k + 1 < j && t.charCodeAt(k) === 46 && isDigit(t.charCodeAt(k + 1))) {
      dots++;
      k++;
    } else break;
  }
  if (dots < (v ? 1 : 2)) return false;
  if (k === j) return true;
  const c = t.charCodeAt(k);
  if (c !== 45 && c !== 43) return false;
  for (k++; k < j; k++) {
    const d = t.charCodeAt(k);
    if (!(isAsciiLetter(d) || isDigit(d) || d === 46 || d === 45)) return false;
  }
  return true;
}

/**
 * If the run [i, runEnd) (trailing `. - + @` trimmed) is a compound, its end; else -1.
 * Email: one `@`, a dotted domain with a letter TLD. Version: `v1.2`, `1.2.3`, `2.0.0-beta.1`.
 * Path (a letter needed): two separators, or a leading `/ . ~` with one, or one and an
 * extension. Domain or file name: dotted segments, no empty ones, a letter before the last dot
 * and an extension-like last segment; dot files such as `.env`.
 * @example
 * matchCompound('see index.d.ts', 4, runEnd('see index.d.ts', 4, 14)) // 14
 */
export function matchCompound(t: string, i: number, end: number): number {
  let j = end;
  while (j > i) {
    const c = t.charCodeAt(j - 1);
    if (c === 46 || c === 45 || c === 43 || c === 64) j--;
    else break;
  }
  if (j - i < 3) return -1;
  let dots = 0;
  let seps = 0;
  let ats = 0;
  let at = -1;
  let lastDot = -1;
  let letters = 0;
  let letterBeforeDot = false;
  let emptySegment = false;
  for (let k = i; k < j; k++) {
    const c = t.charCodeAt(k);
    if (c === 46) {
      if (k > i && t.charCodeAt(k - 1) === 46) emptySegment = true;
      if (letters > 0) letterBeforeDot = true;
      dots++;
      lastDot = k;
    } else if (c === 47 || c === 92) seps++;
    else if (c === 64) {
      ats++;
      at = k;
    } else if (isLetter(c)) letters++;
  }
  if (ats === 1 && seps === 0 && isEmail(t, i, j, at)) return j;
  if (isVersion(t, i, j)) return j;
  if (ats > 0 || letters === 0) return -1;
  const ext = lastDot >= 0 && isExtension(t, lastDot + 1, j);
  const c0 = t.charCodeAt(i);
  if (seps > 0) {
    const lead = c0 === 47 || c0 === 46 || c0 === 126 || c0 === 92;
    return seps >= 2 || lead || ext ? j : -1;
  }
  if (dots === 0 || emptySegment) return -1;
  if (c0 === 46) return dots === 1 ? j : -1;
  return ext && letterBeforeDot ? j : -1;
}
