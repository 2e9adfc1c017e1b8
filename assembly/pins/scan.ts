/** @module assembly/pins/scan — the single left-to-right pass that picks pin spans (mirror of src/kernel/oracle/pins/scan.ts). */

import { hashEnd, hashTagEnd, ibanEnd, idEnd, ipEnd, uuidEnd, versionEnd } from './codes';
import { compoundEnd, compoundKind } from './compound';
import { cjkDate } from './cjk-date';
import { cjkTime, cjkUnitEnd, cjkUnitKind } from './cjk-quantity';
import { countAfterNumber, countTimes } from './count';
import { dayMonth, monthDate, numericDate, quarterDate, theDate, weekdayDate } from './date';
import { digitRun, numberEnd } from './number';
import { phoneLocal, phonePlus, phoneTrunk } from './phone';
import { moneyAfterNumber, moneyFromCode, moneyFromSymbol, percentAfterNumber } from './quantity';
import { bookingEnd, flightEnd, longNumberEnd, portEnd } from './refs';
import { labelledIdEnd } from './labelled';
import {
  at,
  fold,
  isAlnum,
  isAlpha,
  isCompound,
  isCurrencySymbol,
  isDigit,
  isGap,
  isHex,
  isUpper,
  isWordChar,
  lettersEnd,
  lower,
  setText,
} from './text';
import { qualifiedStart } from './qualifier';
import { endsPlain, joiner, starter } from './scan-gates';
import { timeAt } from './time';

const MONEY = 1;
const COUNT = 2;
const PHONE = 3;
const ID = 4;
const PERCENT = 5;
const DATE = 6;
const TIME = 7;
const URL = 9;
const VERSION = 10;

/**
 * Tie-break rank of each kind (index = PinKind) when two candidates at one start end at the same
 * place, lower wins: EMAIL, URL, PHONE, MONEY, DATE, TIME, PERCENT, ID, VERSION, COUNT, PATH.
 */
function rank(kind: i32): i32 {
  switch (kind) {
    case 8: return 0;
    case 9: return 1;
    case 3: return 2;
    case 1: return 3;
    case 6: return 4;
    case 7: return 5;
    case 5: return 6;
    case 4: return 7;
    case 10: return 8;
    case 2: return 9;
    default: return 10;
  }
}

let bestEnd = -1;
let bestKind = 0;

function offer(end: i32, kind: i32): void {
  if (end < 0) return;
  if (end > bestEnd || (end == bestEnd && rank(kind) < rank(bestKind))) {
    bestEnd = end;
    bestKind = kind;
  }
}

function atDigit(i: i32): void {
  offer(hashEnd(i), ID);
  if (at(i + 8) == 45) offer(uuidEnd(i), ID);
  const ne = numberEnd(i);
  if (ne > 0) {
    offer(moneyAfterNumber(i, ne), MONEY);
    offer(percentAfterNumber(i, ne), PERCENT);
    offer(countAfterNumber(i, ne), COUNT);
    const u = cjkUnitEnd(i, ne);
    if (u > 0) offer(u, cjkUnitKind());
    if (ne - i >= 7) offer(longNumberEnd(i), ID);
  }
  offer(labelledIdEnd(i), ID);
  offer(numericDate(i), DATE);
  offer(dayMonth(i), DATE);
  offer(cjkDate(i), DATE);
  offer(timeAt(i), TIME);
  offer(cjkTime(i), TIME);
  offer(phoneLocal(i), PHONE);
  if (at(i) == 49) offer(phoneTrunk(i), PHONE);
  const d = digitRun(i, 8);
  if (d <= 6 && isUpper(at(i + d))) offer(bookingEnd(i), ID);
  if (at(i + 1) == 46 || at(i + 2) == 46 || at(i + 3) == 46) {
    offer(ipEnd(i), URL);
    offer(versionEnd(i), VERSION);
  }
}

function atLetter(i: i32): void {
  const c = at(i);
  if (isHex(c)) {
    offer(hashEnd(i), ID);
    if (at(i + 8) == 45) offer(uuidEnd(i), ID);
  }
  const we = lettersEnd(i);
  const next = at(we);
  if ((c == 118 || c == 86) && isDigit(at(i + 1))) offer(versionEnd(i), VERSION);
  if ((c == 120 || c == 88) && isDigit(at(i + 1))) offer(countTimes(i), COUNT);
  if (next == 45 || next == 95 || isDigit(next)) offer(idEnd(i), ID);
  if (isUpper(c) && isDigit(next)) {
    offer(bookingEnd(i), ID);
    if (we - i == 1) offer(quarterDate(i), DATE);
    else if (we - i == 2) offer(ibanEnd(i), ID);
  }
  atWord(i, we);
}

// Letters (bit c - 97) that start a month (a d f j m n o s) or weekday (f m s t w) name.
const DATE_INITIALS: u32 = 0x4c7229;

/**
 * Matchers that start at a word of letters `[i, we)`: USD 40, US$40, LO 2598, port 6433,
 * the 28th, May 3, Friday, May 8.
 */
// @ts-ignore: decorator
@inline function atWord(i: i32, we: i32): void {
  const c = at(i);
  const n = we - i;
  if (n <= 3 && isUpper(c)) {
    offer(moneyFromCode(i), MONEY);
    if (n <= 2) offer(flightEnd(i), ID);
  }
  if (n == 3 || n == 4) {
    const k = at(we) == 46 ? we + 1 : we;
    if (isGap(at(k)) && isDigit(at(k + 1))) {
      offer(theDate(i, we), DATE);
      offer(portEnd(i, we), ID);
    }
  }
  // Only month and weekday names match from here on.
  if (n < 3 || n > 9 || ((DATE_INITIALS >> <u32>(lower(c) - 97)) & 1) == 0) return;
  let j = we;
  if (at(j) == 46) j++;
  if (at(j) == 44) j++;
  if (!isGap(at(j))) return;
  const d = at(j + 1);
  if (isDigit(d)) offer(monthDate(i), DATE);
  if (isAlnum(d) && (n <= 5 || lower(at(we - 1)) == 121) && isWeekdayPrefix(i)) {
    offer(weekdayDate(i), DATE);
  }
}

// Letters (bit c - 97) that start a weekday name (f m s t w).
const WEEKDAY_INITIALS: u32 = 0x4c1020;

/**
 * Whether atWord may offer anything at the word `[i, we)` (first letter `c`, then `nx`): a superset
 * of its guards. Every matcher but the short capitals (USD 40, UA 123) needs a gap after the word
 * (past a `.` or `,`) and then a digit or a weekday name, which few plain words have: the rest skip
 * atWord's length and table tests.
 */
// @ts-ignore: decorator
@inline function wordMayPin(i: i32, we: i32, c: i32, nx: i32): bool {
  if (isUpper(c) && we - i <= 3) return true;
  let j = we;
  let g = nx;
  if (g == 46) g = at(++j);
  if (g == 44) g = at(++j);
  if (!isGap(g)) return false;
  return isDigit(at(j + 1)) || (((WEEKDAY_INITIALS >> <u32>(lower(c) - 97)) & 1) != 0 && isWeekdayPrefix(i));
}

/** Whether the word at `i` starts like a weekday (mon tue wed thu fri sat sun), checked before the table. */
function isWeekdayPrefix(i: i32): bool {
  const k = (lower(at(i)) << 16) | (lower(at(i + 1)) << 8) | lower(at(i + 2));
  return k == 0x6d6f6e || k == 0x747565 || k == 0x776564 || k == 0x746875 || k == 0x667269 ||
    k == 0x736174 || k == 0x73756e;
}

function atSymbol(i: i32, c: i32): void {
  if (isCurrencySymbol(c)) offer(moneyFromSymbol(i), MONEY);
  else if (c == 43) offer(phonePlus(i), PHONE);
  else if (c == 40) offer(phoneLocal(i), PHONE);
  else if (c == 35) offer(hashTagEnd(i), ID);
  else if (c == 0xd7) offer(countTimes(i), COUNT);
}

/**
 * Scans `len` UTF-16 code units at `ptr` and writes up to `cap` (start, end, kind) i32 triples at
 * `out`, in text order, non-overlapping. Returns the number written.
 *
 * Same decisions as the oracle's scanSpans; two shortcuts only skip work whose result is known:
 * runs of non-starters are skipped in a tight loop, and a plain ASCII word (letters followed by
 * a character that cannot extend it into a compound, ID or code) only runs the word matchers.
 * @example
 * scanSpans(ptr, len, out, 16) // 2 on '3 nights for $1,240': (0, 8, 2), (13, 19, 1)
 */
export function scanSpans(ptr: usize, len: i32, out: usize, cap: i32): i32 {
  setText(ptr, len);
  let count = 0;
  let i = 0;
  let lastEnd = 0;
  while (i < len && count < cap) {
    let c = at(i);
    if (!starter(c)) {
      i++;
      while (i < len) {
        c = fold(<i32>load<u16>(ptr + (<usize>i << 1)));
        if (starter(c)) break;
        i++;
      }
      if (i >= len) break;
    }
    bestEnd = -1;
    bestKind = 0;
    const p = at(i - 1);
    if (isAlpha(c) && !isWordChar(p)) {
      const we = lettersEnd(i);
      const nx = at(we);
      if ((!isWordChar(nx) && !joiner(nx)) || endsPlain(nx, at(we + 1))) {
        if (we - i == 9 && !isCompound(p, c)) {
          const e = compoundEnd(i);
          if (e > i) offer(e, compoundKind());
        }
        if (wordMayPin(i, we, c, nx)) atWord(i, we);
        if (bestEnd > i) {
          const o = out + (<usize>count * 12);
          store<i32>(o, qualifiedStart(i, bestKind, lastEnd));
          store<i32>(o, bestEnd, 4);
          store<i32>(o, bestKind, 8);
          count++;
          i = lastEnd = bestEnd;
        } else i = we;
        continue;
      }
    }
    const compoundStart = isWordChar(c) || c == 46 || c == 47 || c == 92 || c == 126;
    if (compoundStart && !isCompound(p, c)) {
      const e = compoundEnd(i);
      if (e > i) offer(e, compoundKind());
    }
    if (isWordChar(c)) {
      if (!isWordChar(p)) {
        // The 6 of 3.6, the 500 of 2,500 or the 2 of 1/2 goes on a number: it starts nothing.
        if (isDigit(c)) { if (!((p == 46 || p == 44 || p == 47) && isDigit(at(i - 2)))) atDigit(i); }
        else if (isAlpha(c)) atLetter(i);
      }
    } else atSymbol(i, c);
    if (bestEnd > i) {
      const o = out + (<usize>count * 12);
      store<i32>(o, qualifiedStart(i, bestKind, lastEnd));
      store<i32>(o, bestEnd, 4);
      store<i32>(o, bestKind, 8);
      count++;
      i = lastEnd = bestEnd;
    } else if (isWordChar(c)) {
      i++;
      while (isWordChar(at(i))) i++;
    } else i++;
  }
  return count;
}
