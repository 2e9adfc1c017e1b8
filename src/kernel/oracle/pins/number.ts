/** @module kernel/oracle/pins/number — number shapes shared by money, counts, percents and dates. */

import { at, isDigit, isGap, isWordChar, lower } from './text.js';

/** Digits scanned at most in the integer part; longer digit runs are not facts. */
const MAX_INT_DIGITS = 20;
/** Digits scanned at most after a decimal point. */
const MAX_FRACTION_DIGITS = 12;
/** Thousands groups at most (1,000,000,000,000,000,000). */
const MAX_GROUPS = 6;

function threeDigitsAt(j: number): boolean {
  return isDigit(at(j)) && isDigit(at(j + 1)) && isDigit(at(j + 2)) && !isDigit(at(j + 3));
}

/** Whether `c` may split thousands: , . ' ’ or one space (plain, no-break or narrow no-break). */
function isGroupSeparator(c: number): boolean {
  return c === 44 || c === 46 || c === 39 || c === 0x2019 || isGap(c);
}

/**
 * End of the number at `i` (a digit), or -1: 40, 1234, 1,234.50, 1.200,50 (European), 2.5, 2,5,
 * and thousands split by an apostrophe (1'200, Swiss) or one space (12 000, 1 234,56 — French).
 * A dotted run with three or more parts (1.2.3) is a version, not a number.
 * @example
 * setText('1,234.50 EUR'); numberEnd(0) // 8
 */
export function numberEnd(i: number): number {
  let j = i;
  while (isDigit(at(j))) {
    j++;
    if (j - i > MAX_INT_DIGITS) return -1;
  }
  if (j === i) return -1;
  let sep = 0;
  let c = at(j);
  if (isGroupSeparator(c) && j - i <= 3 && threeDigitsAt(j + 1)) {
    sep = c;
    let groups = 0;
    while (groups < MAX_GROUPS && at(j) === sep && threeDigitsAt(j + 1)) {
      j += 4;
      groups++;
    }
  }
  c = at(j);
  if (sep !== 46 && c === 46 && isDigit(at(j + 1))) {
    let k = j + 1;
    while (isDigit(at(k))) {
      k++;
      if (k - j > MAX_FRACTION_DIGITS) return -1;
    }
    if (at(k) === 46 && isDigit(at(k + 1))) return -1;
    j = k;
  } else if (sep !== 44 && c === 44 && isDigit(at(j + 1))) {
    const k = isDigit(at(j + 2)) ? j + 3 : j + 2;
    if (!isDigit(at(k))) j = k;
  }
  return j;
}

/**
 * End of an attached magnitude suffix at `j` (k, m, b, t, bn, mn, mm — then not a letter), or -1.
 * @example
 * setText('1.5k users'); magnitudeEnd(3) // 4
 */
export function magnitudeEnd(j: number): number {
  const c = lower(at(j));
  if (c !== 107 && c !== 109 && c !== 98 && c !== 116) return -1;
  if (!isWordChar(at(j + 1))) return j + 1;
  const c2 = lower(at(j + 1));
  const two = ((c === 98 || c === 109) && c2 === 110) || (c === 109 && c2 === 109);
  if (two && !isWordChar(at(j + 2))) return j + 2;
  return -1;
}

/**
 * End of a numeric range tail at `e` (-, – then a number: 3-5, 40–60; or spaced on both sides:
 * 3 - 5, 3 – 5), or `e` when none.
 * @example
 * setText('3-5 days'); rangeEnd(1) // 3
 */
export function rangeEnd(e: number): number {
  const spaced = isGap(at(e)) && isGap(at(e + 2));
  const d = spaced ? e + 1 : e;
  const c = at(d);
  if (c !== 45 && c !== 0x2013) return e;
  const s = spaced ? d + 2 : d + 1;
  if (isDigit(at(s))) {
    const r = numberEnd(s);
    if (r > 0) return r;
  }
  return e;
}

/** Whether the whole word `from` (any case) and one space stand right before `i`. */
function afterFrom(i: number): boolean {
  return isGap(at(i - 1)) && lower(at(i - 5)) === 102 && lower(at(i - 4)) === 114 &&
    lower(at(i - 3)) === 111 && lower(at(i - 2)) === 109 && !isWordChar(at(i - 6));
}

/**
 * End of a range tail at `e` after the number `[i, e)`: a dash form (see {@link rangeEnd}), or
 * ` to ` and a number (3 to 5 days); else `e`. Not after `from`: "from 40 to 45 units" is a change,
 * whose old value the correction finder reads on its own.
 * @example
 * setText('3 to 5 days'); spokenRangeEnd(0, 1) // 6
 */
export function spokenRangeEnd(i: number, e: number): number {
  const r = rangeEnd(e);
  if (r !== e) return r;
  if (!isGap(at(e)) || lower(at(e + 1)) !== 116 || lower(at(e + 2)) !== 111 || !isGap(at(e + 3))) return e;
  if (!isDigit(at(e + 4)) || afterFrom(i)) return e;
  const n = numberEnd(e + 4);
  return n > 0 ? n : e;
}

/**
 * Position after one gap at `j`, or -1.
 * @example
 * setText('3 nights'); gapEnd(1) // 2
 */
export function gapEnd(j: number): number {
  return isGap(at(j)) ? j + 1 : -1;
}

/**
 * Value of the 1–2 digit number at `i` (not followed by a third digit), or -1.
 * @example
 * setText('May 21st'); smallNumber(4) // 21
 */
export function smallNumber(i: number): number {
  const a = at(i);
  if (!isDigit(a)) return -1;
  const b = at(i + 1);
  if (!isDigit(b)) return a - 48;
  if (isDigit(at(i + 2))) return -1;
  return (a - 48) * 10 + (b - 48);
}

/**
 * Number of digits of the 1–2 digit number at `i` (call after {@link smallNumber} succeeded).
 * @example
 * setText('May 21st'); smallNumberLength(4) // 2
 */
export function smallNumberLength(i: number): number {
  return isDigit(at(i + 1)) ? 2 : 1;
}

/**
 * Count of consecutive digits at `i`, stopping at `max + 1`.
 * @example
 * setText('#4521'); digitRun(1, 12) // 4
 */
export function digitRun(i: number, max: number): number {
  let n = 0;
  while (n <= max && isDigit(at(i + n))) n++;
  return n;
}
