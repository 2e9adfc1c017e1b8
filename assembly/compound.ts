/** @module assembly/compound — URL, email, domain, file/path and version recognition (mirrors src/kernel/oracle/compound.ts). */

import { isAsciiLetter, isDigit, isLetter, isPunctNonAscii, isWs } from './chars';
import { ch } from './memory';

/**
 * Characters that may start a compound run.
 * @example
 * isCompoundStart(0x2e) // true
 */
// @ts-ignore: decorator
@inline export function isCompoundStart(c: i32): bool {
  return isLetter(c) || isDigit(c) || c == 46 || c == 47 || c == 126 || c == 92 || c == 95;
}

// @ts-ignore: decorator
@inline function isRunChar(c: i32): bool {
  return isLetter(c) || isDigit(c) || c == 95 || c == 45 || c == 46 || c == 47 || c == 92 || c == 64 || c == 43 || c == 126;
}

function isUrlChar(c: i32): bool {
  if (c <= 0x20 || isWs(c)) return false;
  if (c == 60 || c == 62 || c == 34 || c == 39 || c == 96 || c == 40 || c == 41) return false;
  if (c == 123 || c == 125 || c == 91 || c == 93 || c == 124 || c == 92 || c == 94) return false;
  return c < 0x80 || !isPunctNonAscii(c);
}

function urlEnd(t: usize, k: i32, to: i32): i32 {
  while (k < to && isUrlChar(ch(t, k))) k++;
  for (;;) {
    const c = ch(t, k - 1);
    if (c == 46 || c == 44 || c == 59 || c == 58 || c == 33 || c == 63 || c == 42) k--;
    else return k;
  }
  return k; // not reached
}

// @ts-ignore: decorator
@inline function lower(c: i32): i32 {
  return <u32>(c - 65) <= 25 ? c + 32 : c;
}

/**
 * End of a scheme or www. URL at i, or -1.
 * @example
 * matchUrl(t, i, to)
 */
export function matchUrl(t: usize, i: i32, to: i32): i32 {
  let j = i;
  while (j < to && j - i < 12) {
    const c = ch(t, j);
    if (isAsciiLetter(c) || isDigit(c) || c == 43 || c == 45 || c == 46) j++;
    else break;
  }
  if (j > i && j + 3 < to && ch(t, j) == 58 && ch(t, j + 1) == 47 && ch(t, j + 2) == 47) {
    if (isUrlChar(ch(t, j + 3))) return urlEnd(t, j + 3, to);
  }
  if (
    i + 4 < to && lower(ch(t, i)) == 119 && lower(ch(t, i + 1)) == 119 && lower(ch(t, i + 2)) == 119 &&
    ch(t, i + 3) == 46 && isUrlChar(ch(t, i + 4))
  ) {
    return urlEnd(t, i + 4, to);
  }
  return -1;
}

/**
 * End of the compound-character run at i.
 * @example
 * runEnd(t, i, to)
 */
export function runEnd(t: usize, i: i32, to: i32): i32 {
  let j = i;
  while (j < to && isRunChar(ch(t, j))) j++;
  return j;
}

function isExtension(t: usize, from: i32, to: i32): bool {
  const n = to - from;
  if (n < 2 || n > 10) return false;
  let lowerSeen = false;
  let upperSeen = false;
  for (let k = from; k < to; k++) {
    const c = ch(t, k);
    if (<u32>(c - 97) <= 25) lowerSeen = true;
    else if (<u32>(c - 65) <= 25) upperSeen = true;
    else if (!isDigit(c)) return false;
  }
  return lowerSeen != upperSeen;
}

function isEmail(t: usize, i: i32, j: i32, at: i32): bool {
  if (at <= i) return false;
  let dot = -1;
  for (let k = at + 1; k < j; k++) {
    const c = ch(t, k);
    if (c == 46) {
      if (k == dot + 1 || k == at + 1) return false;
      dot = k;
    } else if (c == 47 || c == 92 || c == 64) return false;
  }
  if (dot < 0) return false;
  for (let k = dot + 1; k < j; k++) if (!isAsciiLetter(ch(t, k))) return false;
  return j - dot - 1 >= 2;
}

function isVersion(t: usize, i: i32, j: i32): bool {
  let k = i;
  const v = (ch(t, k) | 32) == 118;
  if (v) k++;
  if (k >= j || !isDigit(ch(t, k))) return false;
  let dots = 0;
  for (;;) {
    while (k < j && isDigit(ch(t, k))) k++;
    if (k + 1 < j && ch(t, k) == 46 && isDigit(ch(t, k + 1))) {
      dots++;
      k++;
    } else break;
  }
  const need = v ? 1 : 2;
  if (dots < need) return false;
  if (k == j) return true;
  const c = ch(t, k);
  if (c != 45 && c != 43) return false;
  for (k++; k < j; k++) {
    const d = ch(t, k);
    if (!(isAsciiLetter(d) || isDigit(d) || d == 46 || d == 45)) return false;
  }
  return true;
}

/**
 * End of the compound in the run [i, end) (trailing . - + @ trimmed), or -1.
 * @example
 * matchCompound(t, i, runEnd(t, i, to))
 */
export function matchCompound(t: usize, i: i32, end: i32): i32 {
  let j = end;
  while (j > i) {
    const c = ch(t, j - 1);
    if (c == 46 || c == 45 || c == 43 || c == 64) j--;
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
    const c = ch(t, k);
    if (c == 46) {
      if (k > i && ch(t, k - 1) == 46) emptySegment = true;
      if (letters > 0) letterBeforeDot = true;
      dots++;
      lastDot = k;
    } else if (c == 47 || c == 92) seps++;
    else if (c == 64) {
      ats++;
      at = k;
    } else if (isLetter(c)) letters++;
  }
  if (ats == 1 && seps == 0 && isEmail(t, i, j, at)) return j;
  if (isVersion(t, i, j)) return j;
  if (ats > 0 || letters == 0) return -1;
  const ext = lastDot >= 0 && isExtension(t, lastDot + 1, j);
  const c0 = ch(t, i);
  if (seps > 0) {
    const lead = c0 == 47 || c0 == 46 || c0 == 126 || c0 == 92;
    return seps >= 2 || lead || ext ? j : -1;
  }
  if (dots == 0 || emptySegment) return -1;
  if (c0 == 46) return dots == 1 ? j : -1;
  return ext && letterBeforeDot ? j : -1;
}
