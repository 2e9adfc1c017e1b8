/** @module kernel/oracle/pins/time — TIME matchers: clock times, am/pm and time zones (mirror of assembly/pins/time.ts). */

import { digitRun, gapEnd, smallNumber, smallNumberLength } from './number.js';
import { TIME_ZONES } from './tables.js';
import { allUpper, at, inTable, isDigit, isGap, isWordChar, lower, wordAt } from './text.js';

/** Value of the two digits at `j` when exactly two digits stand there, else -1. */
function twoDigits(j: number): number {
  if (!isDigit(at(j)) || !isDigit(at(j + 1)) || isDigit(at(j + 2))) return -1;
  return (at(j) - 48) * 10 + at(j + 1) - 48;
}

/** End of an hour 0–24 at `i` (where what follows it stands), or -1. */
function hourEnd(i: number): number {
  const h = smallNumber(i);
  return h < 0 || h > 24 ? -1 : i + smallNumberLength(i);
}

/**
 * End of a clock time at `i`: h:mm or h:mm:ss with h ≤ 24, mm and ss ≤ 59; or -1.
 * @example
 * setText('10:00:15'); clockEnd(0) // 8
 */
export function clockEnd(i: number): number {
  const j = hourEnd(i);
  if (j < 0 || at(j) !== 58) return -1;
  const m = twoDigits(j + 1);
  if (m < 0 || m > 59) return -1;
  let e = j + 3;
  if (at(e) === 58) {
    const s = twoDigits(e + 1);
    if (s >= 0 && s <= 59) e += 3;
  }
  return e;
}

/** End of am, pm, a.m. or p.m. at `k` (any case, ending the word), or -1. */
function meridiemEnd(k: number): number {
  const a = lower(at(k));
  if (a !== 97 && a !== 112) return -1;
  const b = lower(at(k + 1));
  if (b === 109) return isWordChar(at(k + 2)) ? -1 : k + 2;
  if (b !== 46 || lower(at(k + 2)) !== 109) return -1;
  if (at(k + 3) === 46) return k + 4;
  return isWordChar(at(k + 3)) ? -1 : k + 3;
}

/** End of a capitalised time zone at `g` (UTC, PST, CEST…) with an optional offset (UTC+2, GMT-05:30), or -1. */
function zoneEnd(g: number): number {
  const w = wordAt(g, 4);
  if (w < 0 || !allUpper(g, w) || !inTable(TIME_ZONES, g, w)) return -1;
  const c = at(w);
  if (c !== 43 && c !== 45 && c !== 0x2212) return w;
  const n = digitRun(w + 1, 2);
  if (n < 1 || n > 2) return w;
  let k = w + 1 + n;
  if (at(k) === 58 && digitRun(k + 1, 2) === 2) k += 3;
  return isWordChar(at(k)) ? w : k;
}

/**
 * End of a French clock time at `i`: 14h30, 9h05 (h ≤ 24, `h` or `H`, two minute digits ≤ 59); or -1.
 * A bare 9h or 1h 30m is a duration, found by the count matchers.
 * @example
 * setText('14h30'); hourMarkEnd(0) // 5
 */
function hourMarkEnd(i: number): number {
  const j = hourEnd(i);
  if (j < 0 || lower(at(j)) !== 104) return -1;
  const m = twoDigits(j + 1);
  return m < 0 || m > 59 ? -1 : j + 3;
}

/**
 * TIME at a digit: 14:30, 10:00:15, 2:30 pm, 2:30pm, 9am, 9 a.m., 14:30 UTC, 14:30Z, 14h30. End or -1.
 * @example
 * setText('2:30 pm UTC'); timeAt(0) // 11
 */
export function timeAt(i: number): number {
  const h = smallNumber(i);
  if (h < 0) return -1;
  let clock = clockEnd(i);
  if (clock < 0) clock = hourMarkEnd(i);
  let e = clock > 0 ? clock : i + smallNumberLength(i);
  let m = meridiemEnd(e);
  if (m < 0 && isGap(at(e))) m = meridiemEnd(e + 1);
  if (m > 0 && (h < 1 || h > 12)) m = -1;
  if (m > 0) e = m;
  else if (clock < 0) return -1;
  else if (at(e) === 90 && !isWordChar(at(e + 1))) return e + 1;
  else if (isWordChar(at(e))) return -1;
  const g = gapEnd(e);
  if (g > 0) {
    const z = zoneEnd(g);
    if (z > 0) e = z;
  }
  return e;
}
