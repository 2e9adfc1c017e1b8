/** @module kernel/oracle/pins/phone — PHONE matchers (mirror of assembly/pins/phone.ts). */

import { digitRun } from './number.js';
import { at, isDigit, isWordChar } from './text.js';

/** Most digits in a phone number (E.164). */
const MAX_DIGITS = 15;

/**
 * PHONE at `+`: +1 (555) 123-4567, +44 20 7946 0958, +14155551234, +49 (0)30 1234 5678 — 8 to
 * 15 digits in groups split by one space, hyphen or dot (none after a bracket); groups after the
 * country code have two digits at least unless parenthesised. End or -1.
 * @example
 * setText('+44 20 7946 0958'); phonePlus(0) // 16
 */
export function phonePlus(i: number): number {
  let j = i + 1;
  let digits = 0;
  let groups = 0;
  let end = -1;
  while (groups < 8) {
    let k = j;
    const paren = at(k) === 40;
    if (paren) k++;
    const n = digitRun(k, MAX_DIGITS);
    if (n === 0 || digits + n > MAX_DIGITS) break;
    if (groups > 1 && n < 2 && !paren) break;
    k += n;
    if (paren) {
      if (at(k) !== 41) break;
      k++;
    }
    digits += n;
    groups++;
    end = k;
    const c = at(k);
    if ((c === 32 || c === 45 || c === 46) && (isDigit(at(k + 1)) || at(k + 1) === 40)) j = k + 1;
    else if (c === 40) j = k;
    // A trunk 0 or an area code in brackets may touch the digits after it: +49 (0)30 1234 5678.
    else if (paren && isDigit(c)) j = k;
    else break;
  }
  if (end < 0 || digits < 8 || isWordChar(at(end))) return -1;
  return end;
}

/**
 * PHONE at a digit or `(`: (555) 123 4567, (555)123-4567, 555-123-4567, 555.123.4567,
 * 555 123 4567, 555-1234, and national numbers with a leading 0 (020 7946 0958, 07700 900123).
 * Separators must agree (after a parenthesised area code any one is fine). Dates and versions do
 * not fit these shapes. End of the longest accepted prefix, or -1.
 * @example
 * setText('call 555-0100'); phoneLocal(5) // 13
 */
export function phoneLocal(i: number): number {
  let j = i;
  let k = 0;
  let digits = 0;
  let l0 = 0;
  let l1 = 0;
  let l2 = 0;
  let sep = -1;
  let paren = false;
  let zero = false;
  let best = -1;
  while (k < 6) {
    let p = j;
    const open = k === 0 && at(p) === 40;
    if (open) p++;
    const n = digitRun(p, 8);
    if (n < 2 || n > 8 || (k === 0 && n > 5)) break;
    if (k === 0) zero = at(p) === 48;
    p += n;
    if (open) {
      if (at(p) !== 41) break;
      p++;
      paren = true;
    }
    if (k === 0) l0 = n;
    else if (k === 1) l1 = n;
    else if (k === 2) l2 = n;
    digits += n;
    k++;
    const c = at(p);
    if (!isWordChar(c)) {
      let ok = false;
      if (paren) ok = k >= 2 && k <= 3 && digits >= 7 && digits <= 11;
      else if (k === 3 && l0 === 3 && l1 === 3 && l2 === 4) ok = true;
      else if (k === 2 && l0 === 3 && l1 === 4 && sep === 45) ok = true;
      else if (zero && k >= 3 && digits >= 9 && digits <= 12 && (sep === 32 || sep === 45)) ok = true;
      // A UK mobile or town number: 07700 900123, 01632 960983, 0800 123456.
      else if (zero && k === 2 && l0 >= 4 && l1 >= 6 && digits >= 10 && digits <= 11 &&
        (sep === 32 || sep === 45)) ok = true;
      if (ok) best = p;
    }
    if ((c === 32 || c === 45 || c === 46) && isDigit(at(p + 1))) {
      if (!(paren && k === 1)) {
        if (sep < 0) sep = c;
        else if (sep !== c) break;
      }
      j = p + 1;
    } else if (paren && k === 1 && isDigit(c)) {
      j = p;
    } else break;
  }
  return best;
}

/**
 * PHONE with the North American trunk prefix: 1-800-555-0199, 1 (800) 555-0199, 1.800.555.0199,
 * 1 800 555 0199 — a 1, one space, hyphen or dot, then a 3-3-4 number (the same separator) or a
 * bracketed area code. End or -1.
 * @example
 * setText('call 1-800-555-0199'); phoneTrunk(5) // 19
 */
export function phoneTrunk(i: number): number {
  const s = at(i + 1);
  if (at(i) !== 49 || (s !== 32 && s !== 45 && s !== 46)) return -1;
  const e = phoneLocal(i + 2);
  if (e < 0) return -1;
  if (at(i + 2) === 40) return at(i + 6) === 41 && e - i >= 15 ? e : -1;
  return e - i === 14 && at(i + 5) === s ? e : -1;
}
