/** @module assembly/pins/codes — ID (codes, hashes, UUIDs, IBANs), VERSION and IP-address matchers (mirror of src/kernel/oracle/pins/codes.ts). */

import { digitRun } from './number';
import { allUpper, at, isAlnum, isAlpha, isDigit, isGap, isHex, isUpper, isWordChar } from './text';

/** Longest letter prefix of a code (ORD, INV, PROJ…). */
const MAX_PREFIX = 12;
/** Longest group of a code after its prefix. */
const MAX_GROUP = 16;

/**
 * ID at a letter: AB-1234, ORD_99812, INV-2026-0042, PROJ-123, RTX4090. Groups are joined by `-`
 * or `_` (a capital prefix of two letters or more may take digits directly); the span ends after
 * the last group holding a digit (PROJ-123-fix-login gives PROJ-123). Needs two digits after a
 * capital prefix, else three that are not just a year (mid-2026 is no ID). End or -1.
 * @example
 * idEnd(4) // 17, on the text 'see INV-2026-0042 now'
 */
export function idEnd(i: i32): i32 {
  let j = i;
  while (isAlpha(at(j))) {
    j++;
    if (j - i > MAX_PREFIX) return -1;
  }
  if (j == i) return -1;
  const upper = j - i >= 2 && allUpper(i, j);
  let groups = 0;
  let digits = 0;
  let digitGroups = 0;
  let year = false;
  let end = -1;
  while (groups < 6) {
    const c = at(j);
    let g = -1;
    if (groups == 0 && upper && isDigit(c)) g = j;
    else if ((c == 45 || c == 95) && isAlnum(at(j + 1))) g = j + 1;
    else break;
    let k = g;
    let gd = 0;
    while (isAlnum(at(k))) {
      if (isDigit(at(k))) gd++;
      k++;
      if (k - g > MAX_GROUP) return -1;
    }
    groups++;
    j = k;
    if (gd > 0) {
      digits += gd;
      digitGroups++;
      end = k;
      year = gd == 4 && k - g == 4 && ((at(g) == 49 && at(g + 1) == 57) || (at(g) == 50 && at(g + 1) == 48));
    }
  }
  if (end < 0 || isWordChar(at(end))) return -1;
  if (upper) return digits >= 2 ? end : -1;
  return digits >= 3 && !(digitGroups == 1 && year) ? end : -1;
}

/**
 * ID for a git hash: a whole word of 7–40 hex characters, letters of one case, two digits at
 * least and — below 12 characters — no run of four letters (added12, cafe123 are words). End or -1.
 * @example
 * hashEnd(7) // 15, on the text 'commit 3f2a9c1d'
 */
export function hashEnd(i: i32): i32 {
  let j = i;
  let digits = 0;
  let low = false;
  let up = false;
  let run = 0;
  let maxRun = 0;
  while (isHex(at(j))) {
    const c = at(j);
    if (isDigit(c)) {
      digits++;
      run = 0;
    } else {
      if (c >= 97) low = true;
      else up = true;
      run++;
      if (run > maxRun) maxRun = run;
    }
    j++;
    if (j - i > 40) return -1;
  }
  const n = j - i;
  if (n < 7 || isWordChar(at(j)) || digits < 2 || low == up) return -1;
  return n < 12 && maxRun >= 4 ? -1 : j;
}

function hexRun(j: i32, n: i32): bool {
  for (let q = 0; q < n; q++) if (!isHex(at(j + q))) return false;
  return true;
}

/**
 * ID for a UUID: 8-4-4-4-12 hex digits as a whole word. End or -1.
 * @example
 * uuidEnd(0) // 36, on the text '123e4567-e89b-12d3-a456-426614174000'
 */
export function uuidEnd(i: i32): i32 {
  if (!hexRun(i, 8) || at(i + 8) != 45 || !hexRun(i + 9, 4) || at(i + 13) != 45) return -1;
  if (!hexRun(i + 14, 4) || at(i + 18) != 45 || !hexRun(i + 19, 4) || at(i + 23) != 45) return -1;
  if (!hexRun(i + 24, 12) || isWordChar(at(i + 36))) return -1;
  return i + 36;
}

/**
 * ID at `#`: #4521 (2–12 digits, not an HTML entity &#39;). End or -1.
 * @example
 * hashTagEnd(4) // 9, on the text 'see #4521'
 */
export function hashTagEnd(i: i32): i32 {
  if (at(i - 1) == 38) return -1;
  const n = digitRun(i + 1, 12);
  if (n < 2 || n > 12 || isWordChar(at(i + 1 + n))) return -1;
  return i + 1 + n;
}

/**
 * VERSION: v2, v1.2, v1.2.3, 1.2.3, 2.0.0-beta.1, 1.4.0+build.7, 1.2.3-rc.1+exp.5 — three dotted
 * parts, or a leading v; a pre-release tail after `-` and a build tail after `+` are kept. End or -1.
 * @example
 * versionEnd(0) // 6, on the text 'v1.2.3'
 */
export function versionEnd(i: i32): i32 {
  let j = i;
  const lead = at(j) == 118 || at(j) == 86;
  if (lead) j++;
  if (!isDigit(at(j))) return -1;
  let parts = 0;
  for (;;) {
    const n = digitRun(j, 9);
    if (n > 9) return -1;
    j += n;
    parts++;
    if (parts < 8 && at(j) == 46 && isDigit(at(j + 1))) j++;
    else break;
  }
  if (!lead && parts < 3) return -1;
  // A pre-release (-rc.1) and then a build (+exp.sha.5114f85), or a build alone; a hyphen may
  // join the words of either (-beta-2).
  let tail = 0;
  for (;;) {
    const c = at(j);
    if (!((c == 45 && tail == 0) || (c == 43 && tail < 2)) || !isAlnum(at(j + 1))) break;
    let k = j + 1;
    for (;;) {
      while (isAlnum(at(k)) && k - j <= 40) k++;
      const d = at(k);
      if (k - j <= 40 && (d == 46 || d == 45) && isAlnum(at(k + 1))) k++;
      else break;
    }
    if (k - j > 40 || isWordChar(at(k))) break;
    j = k;
    tail = c == 45 ? 1 : 2;
  }
  return isWordChar(at(j)) ? -1 : j;
}

/**
 * URL for an IPv4 address: 192.168.1.10, optionally :8080 or /24. End or -1.
 * @example
 * ipEnd(0) // 17, on the text '192.168.1.10:8080'
 */
export function ipEnd(i: i32): i32 {
  let j = i;
  for (let p = 0; p < 4; p++) {
    const n = digitRun(j, 3);
    if (n < 1 || n > 3) return -1;
    let v = 0;
    for (let q = 0; q < n; q++) v = v * 10 + at(j + q) - 48;
    if (v > 255) return -1;
    j += n;
    if (p < 3) {
      if (at(j) != 46) return -1;
      j++;
    }
  }
  if ((at(j) == 46 && isDigit(at(j + 1))) || isWordChar(at(j))) return -1;
  const c = at(j);
  if (c == 58 || c == 47) {
    const n = digitRun(j + 1, 5);
    const max = c == 58 ? 5 : 2;
    if (n >= 1 && n <= max && !isWordChar(at(j + 1 + n))) j += 1 + n;
  }
  return j;
}

/** Longest IBAN, in letters and digits. */
const MAX_IBAN = 34;

function isCapitalOrDigit(c: i32): bool {
  return isUpper(c) || isDigit(c);
}

/**
 * ID for an IBAN: two capitals, two check digits, then capitals and digits, 15–34 in all, written
 * in one piece or in groups of four split by one space (the last group shorter):
 * DE89 3704 0044 0532 0130 00, GB29NWBK60161331926819. End or -1.
 * @example
 * ibanEnd(5) // 32, on the text 'IBAN DE89 3704 0044 0532 0130 00'
 */
export function ibanEnd(i: i32): i32 {
  const checked = isUpper(at(i)) && isUpper(at(i + 1)) && isDigit(at(i + 2)) && isDigit(at(i + 3));
  if (!checked) return -1;
  let j = i + 4;
  let n = 4;
  if (isGap(at(j))) {
    while (isGap(at(j)) && n < MAX_IBAN) {
      let g = 0;
      while (g < 4 && isCapitalOrDigit(at(j + 1 + g))) g++;
      if (g == 0 || isWordChar(at(j + 1 + g))) break;
      j += 1 + g;
      n += g;
      if (g < 4) break;
    }
  } else {
    while (isCapitalOrDigit(at(j)) && n <= MAX_IBAN) {
      j++;
      n++;
    }
  }
  if (n < 15 || n > MAX_IBAN || isWordChar(at(j))) return -1;
  return j;
}
