/** @module assembly/pins/date — DATE matchers: month names, weekdays and numeric dates (mirror of src/kernel/oracle/pins/date.ts). */

import { digitRun, gapEnd, smallNumber, smallNumberLength } from './number';
import {
  AMBIGUOUS_DATE_WORDS,
  DAY_PARTS,
  MONTHS,
  ORDINAL_NOUNS,
  UNITS,
  WEEKDAYS,
} from './tables';
import { at, inTable, isDigit, isGap, isUpper, isWordChar, lower, wordAt } from './text';
import { clockEnd } from './time';

/** End of a day 1–31 at `i` with an optional ordinal (3, 3rd, 21st) ending the word, or -1. */
function dayEnd(i: i32, needOrdinal: bool): i32 {
  const v = smallNumber(i);
  if (v < 1 || v > 31) return -1;
  const j = i + smallNumberLength(i);
  const a = lower(at(j));
  const b = lower(at(j + 1));
  const ordinal = (a == 115 && b == 116) || (a == 110 && b == 100) || (a == 114 && b == 100) ||
    (a == 116 && b == 104);
  if (ordinal && !isWordChar(at(j + 2))) return j + 2;
  if (needOrdinal || isWordChar(at(j))) return -1;
  return j;
}

/** End of a range's second day after a day ending at `d` (the -16 of Mar 14-16, –5th of 3rd–5th), or `d`. */
function dayRangeEnd(d: i32): i32 {
  const c = at(d);
  if ((c != 45 && c != 0x2013) || !isDigit(at(d + 1))) return d;
  const e = dayEnd(d + 1, false);
  return e > 0 && at(e) != 58 ? e : d;
}

/**
 * End of a year 1900–2099 at `i` ending the word, or -1.
 * @example
 * yearEnd(3) // 7, on the text 'in 2026'
 */
export function yearEnd(i: i32): i32 {
  if (digitRun(i, 4) != 4 || isWordChar(at(i + 4))) return -1;
  const a = at(i);
  const b = at(i + 1);
  if ((a == 49 && b == 57) || (a == 50 && b == 48)) return i + 4;
  return -1;
}

/** End of a month name at `i` (case-insensitive; May, Mar… only Capitalized), or -1. */
function monthEnd(i: i32): i32 {
  const w = wordAt(i, 9);
  if (w < 0 || !inTable(MONTHS, i, w)) return -1;
  if (!isUpper(at(i)) && inTable(AMBIGUOUS_DATE_WORDS, i, w)) return -1;
  return w;
}

/** End of a weekday name at `i` (Sun, Sat, Wed only Capitalized), or -1. */
function weekdayEnd(i: i32): i32 {
  const w = wordAt(i, 9);
  if (w < 0 || !inTable(WEEKDAYS, i, w)) return -1;
  if (!isUpper(at(i)) && inTable(AMBIGUOUS_DATE_WORDS, i, w)) return -1;
  return w;
}

/** End after an optional `, 2026` / ` 2026` (with an optional `.` first) following `e`, or `e`. */
function withYear(e: i32): i32 {
  let k = e;
  if (at(k) == 46) k++;
  if (at(k) == 44) k++;
  const g = gapEnd(k);
  if (g < 0) return e;
  const y = yearEnd(g);
  return y > 0 ? y : e;
}

/**
 * DATE at a month name: May 3, May 3rd, Jan. 5, 2026, May 3, 2026, March 2026, Mar 14-16. End or -1.
 * @example
 * monthDate(0) // 11, on the text 'May 3, 2026'
 */
export function monthDate(i: i32): i32 {
  const m = monthEnd(i);
  if (m < 0) return -1;
  let j = m;
  if (at(j) == 46) j++;
  const g = gapEnd(j);
  if (g < 0) return -1;
  const d = dayEnd(g, false);
  if (d > 0) return withYear(dayRangeEnd(d));
  return yearEnd(g);
}

/**
 * DATE at a day number: 3 May, 3rd of May, 3 May 2026, 14–16 March, 14-Mar-2026, 14-Mar-26. End or -1.
 * @example
 * dayMonth(0) // 10, on the text '3rd of May'
 */
export function dayMonth(i: i32): i32 {
  const d = dayEnd(i, false);
  if (d < 0) return -1;
  if (at(d) == 45 && !isDigit(at(d + 1))) return dashedEnd(d + 1);
  let g = gapEnd(dayRangeEnd(d));
  if (g < 0) return -1;
  if (lower(at(g)) == 111 && lower(at(g + 1)) == 102 && gapEnd(g + 2) > 0) g += 3;
  const m = monthEnd(g);
  if (m < 0) return -1;
  return withYear(m);
}

/** End of the `Mar-2026` of 14-Mar-2026 at `i` (the year may be 2 digits: 14-Mar-26, or absent: 14-Mar), or -1. */
function dashedEnd(i: i32): i32 {
  const m = monthEnd(i);
  if (m < 0 || at(m) != 45) return m;
  const n = digitRun(m + 1, 4);
  if ((n != 2 && n != 4) || isWordChar(at(m + 1 + n))) return -1;
  return n == 4 ? yearEnd(m + 1) : m + 3;
}

/**
 * DATE at a numeric form: 2026-05-03 (optionally with T14:30[:00][Z]), 05/03/2026, 3/5/26,
 * 05.03.2026 (dots need a four-digit year: 4.17.20 is a version), 05-03-2026, and two-part 05/03 or 3/15 (not 1/2, 24/7). End or -1.
 * @example
 * numericDate(0) // 10, on the text '2026-05-03'
 */
export function numericDate(i: i32): i32 {
  const n1 = digitRun(i, 4);
  if (n1 == 4) {
    const sep = at(i + 4);
    if (sep != 45 && sep != 47 && sep != 46) return -1;
    const mo = smallNumber(i + 5);
    if (mo < 1 || mo > 12) return -1;
    const j = i + 5 + smallNumberLength(i + 5);
    if (at(j) != sep) return -1;
    const da = smallNumber(j + 1);
    if (da < 1 || da > 31) return -1;
    const e = j + 1 + smallNumberLength(j + 1);
    if (isWordChar(at(e)) && at(e) != 84) return -1;
    if (at(e) == 84) {
      const t = clockEnd(e + 1);
      if (t < 0) return -1;
      return at(t) == 90 && !isWordChar(at(t + 1)) ? t + 1 : t;
    }
    return e;
  }
  const a = smallNumber(i);
  if (a < 1) return -1;
  const la = smallNumberLength(i);
  const sep = at(i + la);
  if (sep != 45 && sep != 47 && sep != 46) return -1;
  const b = smallNumber(i + la + 1);
  if (b < 1) return -1;
  const lb = smallNumberLength(i + la + 1);
  const valid = (a <= 12 && b <= 31) || (a <= 31 && b <= 12);
  if (!valid) return -1;
  const j = i + la + 1 + lb;
  if (at(j) == sep && isDigit(at(j + 1))) {
    const n3 = digitRun(j + 1, 4);
    if ((n3 != 2 && n3 != 4) || (sep == 46 && n3 != 4) || isWordChar(at(j + 1 + n3))) return -1;
    return j + 1 + n3;
  }
  if (sep != 47 || isWordChar(at(j)) || at(j) == 47) return -1;
  if ((la == 2 && lb == 2) || (a <= 12 && b > 12)) return j;
  return -1;
}

/**
 * DATE at a weekday followed by a date or a part of the day: Friday, May 8 / Mon 4th /
 * Fri 8 May / Tue 05/12 / Thursday noon / Friday morning. End or -1.
 * @example
 * weekdayDate(0) // 13, on the text 'Friday, May 8'
 */
export function weekdayDate(i: i32): i32 {
  const w = weekdayEnd(i);
  if (w < 0) return -1;
  if (isGap(at(w))) {
    const p = wordAt(w + 1, 9);
    if (p > 0 && inTable(DAY_PARTS, w + 1, p)) return p;
  }
  let j = w;
  if (at(j) == 46) j++;
  if (at(j) == 44) j++;
  const g = gapEnd(j);
  if (g < 0) return -1;
  if (lower(at(g)) == 116 && lower(at(g + 1)) == 104 && lower(at(g + 2)) == 101 &&
    gapEnd(g + 3) > 0) {
    return dayEnd(g + 4, true);
  }
  let best = monthDate(g);
  if (isDigit(at(g))) {
    const a = dayMonth(g);
    if (a > best) best = a;
    const b = numericDate(g);
    if (b > best) best = b;
    const c = dayEnd(g, true);
    if (c > best) best = c;
  }
  return best;
}

/**
 * DATE at `the` before an ordinal day: the 28th, (on) the 3rd. Not before a month (the 3rd of
 * May is found at its number) nor before a noun that makes it a rank (the 2nd floor). End or -1.
 * @example
 * theDate(3, 6) // 11, on the text 'on the 28th'
 */
export function theDate(i: i32, we: i32): i32 {
  if (we - i != 3 || lower(at(i)) != 116) return -1;
  if (lower(at(i + 1)) != 104 || lower(at(i + 2)) != 101) return -1;
  const g = gapEnd(we);
  if (g < 0) return -1;
  const d = dayEnd(g, true);
  if (d < 0 || dayMonth(g) > 0) return -1;
  const n = gapEnd(d);
  if (n > 0) {
    const w = wordAt(n, 16);
    if (w > 0 && (inTable(UNITS, n, w) || inTable(ORDINAL_NOUNS, n, w))) return -1;
  }
  return d;
}

/**
 * DATE for a quarter or half of a year: Q3 2026, H1 2026, Q4-2025 — Q1–Q4 or H1–H2, one space or
 * hyphen, a year 1900–2099. End or -1.
 * @example
 * quarterDate(0) // 7, on the text 'Q3 2026'
 */
export function quarterDate(i: i32): i32 {
  const c = at(i);
  const n = at(i + 1) - 48;
  if (!((c == 81 && n >= 1 && n <= 4) || (c == 72 && n >= 1 && n <= 2))) return -1;
  const s = at(i + 2);
  if (!isGap(s) && s != 45) return -1;
  return yearEnd(i + 3);
}
