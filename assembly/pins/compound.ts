/** @module assembly/pins/compound — URL, EMAIL and PATH matchers over one compound run (mirror of src/kernel/oracle/pins/compound.ts). */

import { EXTENSIONS, TLDS } from './tables';
import {
  allLower,
  at,
  inTable,
  isAlnum,
  isAlpha,
  isCompound,
  isDigit,
  isWordChar,
  lower,
} from './text';

/** PinKind.EMAIL / URL / PATH (kept local so the mirror in AssemblyScript reads the same). */
const EMAIL = 8;
const URL = 9;
const PATH = 11;

/** Kind of the last successful {@link compoundEnd}. */
let kind = 0;

/**
 * Kind found by the last successful {@link compoundEnd}.
 * @example
 * compoundEnd(0); compoundKind() // 8 (EMAIL), on the text 'ana@example.com'
 */
export function compoundKind(): i32 {
  return kind;
}

function urlStop(c: i32): bool {
  if (c <= 32 || c == 34 || c == 39 || c == 60 || c == 62 || c == 92 || c == 94) return true;
  if (c == 96 || c == 123 || c == 124 || c == 125 || c == 127) return true;
  return c >= 128 && !isWordChar(c);
}

/** URL at `s`: scheme://… or www.…, with its rest (see urlRest). */
function urlEnd(s: i32): i32 {
  if (!isAlpha(at(s))) return -1;
  let j = s;
  while (j - s <= 16 && (isAlnum(at(j)) || at(j) == 43 || at(j) == 45 || at(j) == 46)) j++;
  let body = -1;
  if (at(j) == 58 && at(j + 1) == 47 && at(j + 2) == 47 && (isAlnum(at(j + 3)) || at(j + 3) == 91)) {
    body = j + 3;
  } else if (lower(at(s)) == 119 && lower(at(s + 1)) == 119 && lower(at(s + 2)) == 119 &&
    at(s + 3) == 46 && isAlnum(at(s + 4))) {
    body = s + 4;
  } else return -1;
  return urlRest(body);
}

/** End of a URL's rest from `body`: up to a space or quote, minus trailing punctuation and unbalanced ) or ]. */
function urlRest(body: i32): i32 {
  let k = body;
  let parens = 0;
  let brackets = 0;
  while (!urlStop(at(k))) {
    const c = at(k);
    if (c == 40) parens++;
    else if (c == 41) parens--;
    else if (c == 91) brackets++;
    else if (c == 93) brackets--;
    k++;
  }
  while (k > body) {
    const c = at(k - 1);
    if (c == 46 || c == 44 || c == 59 || c == 58 || c == 33 || c == 63 || c == 42) k--;
    else if (c == 41 && parens < 0) {
      k--;
      parens++;
    } else if (c == 93 && brackets < 0) {
      k--;
      brackets++;
    } else break;
  }
  return k;
}

/** Whether text[s, limit) is a domain with a known lowercase TLD, optionally with :port. */
function isDomain(s: i32, limit: i32, withPath: bool): bool {
  let j = s;
  let labels = 0;
  let last = s;
  for (;;) {
    const ls = j;
    while (isAlnum(at(j)) || at(j) == 45) j++;
    if (j == ls || j > limit) return false;
    labels++;
    last = ls;
    if (at(j) == 46 && j + 1 < limit) j++;
    else break;
  }
  const te = j;
  if (at(j) == 58 && j < limit) {
    j++;
    while (isDigit(at(j)) && j < limit) j++;
    if (j == te + 1) return false;
  }
  if (j != limit || labels < 2) return false;
  if (te - last < 2 || !allLower(last, te) || !inTable(TLDS, last, te)) return false;
  return withPath || !inTable(EXTENSIONS, last, te);
}

/** EMAIL over text[s, e) whose only @ is at `a`: local part of [A-Za-z0-9._+-], domain with a letter TLD. */
function isEmail(s: i32, a: i32, e: i32): bool {
  if (a == s || !isAlnum(at(s))) return false;
  for (let k = s; k < a; k++) {
    const c = at(k);
    if (!(isAlnum(c) || c == 46 || c == 95 || c == 45 || c == 43)) return false;
    if (c == 46 && at(k + 1) == 46) return false;
  }
  let j = a + 1;
  let labels = 0;
  let last = j;
  for (;;) {
    const ls = j;
    while (isAlnum(at(j)) || at(j) == 45) j++;
    if (j == ls || j > e) return false;
    labels++;
    last = ls;
    if (at(j) == 46 && j + 1 < e) j++;
    else break;
  }
  if (j != e || labels < 2 || j - last < 2) return false;
  for (let k = last; k < j; k++) if (!isAlpha(at(k))) return false;
  return true;
}

/** Whether text[s, e) ends in a known extension (after stripping :line[:col]): a.ts, index.d.ts:42. */
function hasExtension(s: i32, e: i32): bool {
  let ce = e;
  for (;;) {
    let k = ce;
    while (k > s && isDigit(at(k - 1))) k--;
    if (k < ce && k - 1 > s && at(k - 1) == 58) ce = k - 1;
    else break;
  }
  let d = ce - 1;
  while (d > s && at(d) != 46) d--;
  if (d <= s || ce - d - 1 < 1 || ce - d - 1 > 16) return false;
  for (let k = d + 1; k < ce; k++) if (!isAlnum(at(k))) return false;
  return inTable(EXTENSIONS, d + 1, ce);
}

/** PATH over text[s, e) split by / or \ (s is just after a leading / for absolute paths). */
function isSegmentedPath(s: i32, e: i32, absolute: bool): bool {
  let segs = 0;
  let segStart = s;
  let plain = true;
  let letter = false;
  for (let k = s; k < e; k++) {
    const c = at(k);
    if (c == 47 || c == 92) {
      if (k == segStart) return false;
      segs++;
      segStart = k + 1;
    } else {
      if (isAlpha(c)) letter = true;
      else if (!(isDigit(c) || c == 95 || c == 46 || c == 45)) plain = false;
    }
  }
  const trailing = segStart == e;
  if (!trailing) segs++;
  if (!trailing && hasExtension(segStart, e)) return true;
  if (absolute) return segs >= 2 || trailing;
  if (trailing) return segs >= 2;
  return segs >= 3 && plain && letter;
}

function isPathOrDomain(s: i32, e: i32): i32 {
  const c0 = at(s);
  const c1 = at(s + 1);
  if (isAlpha(c0) && c1 == 58 && (at(s + 2) == 92 || at(s + 2) == 47)) return e > s + 3 ? PATH : 0;
  if (c0 == 92 && c1 == 92) return isWordChar(at(s + 2)) ? PATH : 0;
  if (c0 == 126 && c1 == 47) return e > s + 2 ? PATH : 0;
  if (c0 == 46 && c1 == 47) return e > s + 2 ? PATH : 0;
  if (c0 == 46 && c1 == 46 && at(s + 2) == 47) return e > s + 3 ? PATH : 0;
  if (c0 == 47) {
    if (!(isAlnum(c1) || c1 == 95 || c1 == 46)) return 0;
    return isSegmentedPath(s + 1, e, true) ? PATH : 0;
  }
  if (c0 == 46) {
    let k = s + 1;
    while (isAlnum(at(k))) k++;
    return k > s + 1 && !isWordChar(at(k)) && inTable(EXTENSIONS, s + 1, k) ? PATH : 0;
  }
  if (e - s >= 9 && lower(c0) == 108 && isLocalhost(s) && (s + 9 == e || at(s + 9) == 58 || at(s + 9) == 47)) {
    return URL;
  }
  let slash = -1;
  for (let k = s; k < e; k++) {
    const c = at(k);
    if (c == 47 || c == 92) {
      slash = k;
      break;
    }
  }
  if (slash > 0) {
    if (at(slash) == 47 && isDomain(s, slash, true)) return URL;
    return isSegmentedPath(s, e, false) ? PATH : 0;
  }
  if (hasExtension(s, e)) return PATH;
  return isDomain(s, e, false) ? URL : 0;
}

function isLocalhost(s: i32): bool {
  const w = 'localhost';
  for (let q = 0; q < 9; q++) if (lower(at(s + q)) != w.charCodeAt(q)) return false;
  return true;
}

/**
 * URL, EMAIL or PATH starting at `s`, the start of a compound run (see isCompound). Trailing
 * sentence punctuation is left out. Returns the end (kind via {@link compoundKind}) or -1.
 * @example
 * compoundEnd(4) // 28, the final '.' left out, on the text 'see https://example.com/docs.'
 */
export function compoundEnd(s: i32): i32 {
  let r = s;
  let ats = 0;
  let firstAt = -1;
  let firstMark = -1;
  for (;;) {
    const c = at(r);
    // ASCII letters, digits, _ and - continue the run and are neither @ nor a mark.
    if (isAlnum(c) || c == 95 || c == 45) {
      r++;
      continue;
    }
    if (!isCompound(c, at(r + 1))) break;
    if (c == 64) {
      ats++;
      if (firstAt < 0) firstAt = r;
    } else if ((c == 46 || c == 47 || c == 92 || c == 58) && firstMark < 0) firstMark = r;
    r++;
  }
  let e = r;
  while (e > s) {
    const c = at(e - 1);
    if (c == 46 || c == 45 || c == 43 || c == 64) e--;
    else break;
  }
  // URLs, e-mails, paths and domains all need one of . / \ : inside the trimmed run (a mark
  // only in the trimmed tail, as in "order.", leaves every matcher below failing as well).
  if (firstMark < 0 || firstMark >= e) {
    if (e - s != 9 || !isLocalhost(s)) return -1;
    kind = URL;
    return e;
  }
  const u = urlEnd(s);
  if (u > 0) {
    kind = URL;
    return u;
  }
  if (e - s < 2) return -1;
  if (firstAt >= 0) {
    if (ats == 1 && firstAt < e && isEmail(s, firstAt, e)) {
      kind = EMAIL;
      return e;
    }
    return -1;
  }
  const k = isPathOrDomain(s, e);
  if (k == 0) return -1;
  kind = k;
  // A bare domain's query or fragment belongs to it: example.com/search?q=a#top.
  const q = at(e);
  return k == URL && (q == 63 || q == 35) ? urlRest(e) : e;
}
