/** @module assembly/pins/qualifier — the sign or comparison written before an amount (~50ms, >100 users, -5 °C, ≥ 20 seats) joins its span. */

// Mirror of src/kernel/oracle/pins/qualifier.ts.

import { at, isGap, isSpace } from './text';

const MONEY = 1;
const COUNT = 2;
const PERCENT = 5;

/** ≤ ≥ ≈ ±: a mathematical sign, which may stand one space before its amount. */
function isMathSign(c: i32): bool {
  return c == 0x2264 || c == 0x2265 || c == 0x2248 || c == 0xb1;
}

/** ~ < > + - − and the math signs: written right before the amount. */
function isQualifier(c: i32): bool {
  return c == 126 || c == 60 || c == 62 || c == 43 || c == 45 || c == 0x2212 || isMathSign(c);
}

/** `<=` or `>=` ends at `k`. */
function twoCharComparator(k: i32): bool {
  return at(k) == 61 && (at(k - 1) == 60 || at(k - 1) == 62);
}

/** What may stand before the sign: the text's start, a space, an opening bracket or quote, a table bar. */
function opensQualifier(c: i32): bool {
  return c == 0 || isSpace(c) || c == 40 || c == 91 || c == 123 || c == 124 || c == 34 || c == 39;
}

/**
 * Start of the span of kind `kind` found at `i`, moved back over the sign or comparison before an
 * amount (money, count or percent): `~`, `<`, `>`, `+`, `-`, `−` right before it, or
 * `≤ ≥ ≈ ± <= >=` right before it or one space before, when a space, bracket, quote, table bar or the
 * text's start stands before the sign and the sign is at or after `floor` (the previous span's end).
 * The sign changes the fact: "<100ms" is a bound, "-5 °C" is not "5 °C". A hyphen between
 * two amounts (3-5 days) or an arrow (-> 5 items) is not a sign.
 * @example
 * qualifiedStart(9, COUNT, 0) // 8, on the text 'Latency ~50ms'
 */
export function qualifiedStart(i: i32, kind: i32, floor: i32): i32 {
  if (kind != COUNT && kind != MONEY && kind != PERCENT) return i;
  let k = i - 1;
  const c = at(k);
  if (isGap(c) && (isMathSign(at(k - 1)) || twoCharComparator(k - 1))) k--;
  if (twoCharComparator(k)) k--;
  else if (!isQualifier(at(k))) return i;
  if (k < floor || !opensQualifier(at(k - 1))) return i;
  return k;
}
