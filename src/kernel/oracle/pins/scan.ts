/** @module kernel/oracle/pins/scan — the single left-to-right pass that picks pin spans (mirror of assembly/pins/scan.ts). */

import { hashEnd, hashTagEnd, ibanEnd, idEnd, ipEnd, uuidEnd, versionEnd } from './codes.js';
import { compoundEnd, compoundKind } from './compound.js';
import { cjkDate } from './cjk-date.js';
import { cjkTime, cjkUnitEnd, cjkUnitKind } from './cjk-quantity.js';
import { countAfterNumber, countTimes } from './count.js';
import { dayMonth, monthDate, numericDate, quarterDate, theDate, weekdayDate } from './date.js';
import { digitRun, numberEnd } from './number.js';
import { phoneLocal, phonePlus, phoneTrunk } from './phone.js';
import {
  moneyAfterNumber,
  moneyFromCode,
  moneyFromSymbol,
  percentAfterNumber,
} from './quantity.js';
import { bookingEnd, flightEnd, longNumberEnd, portEnd } from './refs.js';
import { labelledIdEnd } from './labelled.js';
import {
  at,
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
  textLength,
} from './text.js';
import { qualifiedStart } from './qualifier.js';
import { timeAt } from './time.js';

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
function rank(kind: number): number {
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

function offer(end: number, kind: number): void {
  if (end < 0) return;
  if (end > bestEnd || (end === bestEnd && rank(kind) < rank(bestKind))) {
    bestEnd = end;
    bestKind = kind;
  }
}

function atDigit(i: number): void {
  offer(hashEnd(i), ID);
  if (at(i + 8) === 45) offer(uuidEnd(i), ID);
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
  if (at(i) === 49) offer(phoneTrunk(i), PHONE);
  const d = digitRun(i, 8);
  if (d <= 6 && isUpper(at(i + d))) offer(bookingEnd(i), ID);
  if (at(i + 1) === 46 || at(i + 2) === 46 || at(i + 3) === 46) {
    offer(ipEnd(i), URL);
    offer(versionEnd(i), VERSION);
  }
}

function atLetter(i: number): void {
  const c = at(i);
  if (isHex(c)) {
    offer(hashEnd(i), ID);
    if (at(i + 8) === 45) offer(uuidEnd(i), ID);
  }
  const we = lettersEnd(i);
  const next = at(we);
  if ((c === 118 || c === 86) && isDigit(at(i + 1))) offer(versionEnd(i), VERSION);
  if ((c === 120 || c === 88) && isDigit(at(i + 1))) offer(countTimes(i), COUNT);
  if (next === 45 || next === 95 || isDigit(next)) offer(idEnd(i), ID);
  if (isUpper(c) && isDigit(next)) {
    offer(bookingEnd(i), ID);
    if (we - i === 1) offer(quarterDate(i), DATE);
    else if (we - i === 2) offer(ibanEnd(i), ID);
  }
  atWord(i, we);
}

/**
 * Matchers that start at a word of letters `[i, we)`: USD 40, US$40, LO 2598, port 6433,
 * the 28th, May 3, Friday, May 8.
 */
function atWord(i: number, we: number): void {
  const c = at(i);
  const n = we - i;
  if (n <= 3 && isUpper(c)) {
    offer(moneyFromCode(i), MONEY);
    if (n <= 2) offer(flightEnd(i), ID);
  }
  if (n === 3 || n === 4) {
    const k = at(we) === 46 ? we + 1 : we;
    if (isGap(at(k)) && isDigit(at(k + 1))) {
      offer(theDate(i, we), DATE);
      offer(portEnd(i, we), ID);
    }
  }
  if (n < 3 || n > 9) return;
  let j = we;
  if (at(j) === 46) j++;
  if (at(j) === 44) j++;
  if (!isGap(at(j))) return;
  const d = at(j + 1);
  if (isDigit(d)) offer(monthDate(i), DATE);
  if (isAlnum(d) && (n <= 5 || lower(at(we - 1)) === 121) && isWeekdayPrefix(i)) {
    offer(weekdayDate(i), DATE);
  }
}

/** Whether the word at `i` starts like a weekday (mon tue wed thu fri sat sun), checked before the table. */
function isWeekdayPrefix(i: number): boolean {
  const k = (lower(at(i)) << 16) | (lower(at(i + 1)) << 8) | lower(at(i + 2));
  return k === 0x6d6f6e || k === 0x747565 || k === 0x776564 || k === 0x746875 || k === 0x667269 ||
    k === 0x736174 || k === 0x73756e;
}

function atSymbol(i: number, c: number): void {
  if (isCurrencySymbol(c)) offer(moneyFromSymbol(i), MONEY);
  else if (c === 43) offer(phonePlus(i), PHONE);
  else if (c === 40) offer(phoneLocal(i), PHONE);
  else if (c === 35) offer(hashTagEnd(i), ID);
  else if (c === 0xd7) offer(countTimes(i), COUNT);
}

/** Whether a span may start at `c` (anything else is skipped one code unit at a time). */
function isStarter(c: number): boolean {
  if (isWordChar(c) || isCurrencySymbol(c)) return true;
  return c === 35 || c === 40 || c === 43 || c === 46 || c === 47 || c === 92 || c === 126 || c === 0xd7;
}

/**
 * Scans the current text (see setText) and calls `emit(start, end, kind)` per span, in order.
 * Stops early when `emit` returns false.
 * @example
 * setText('3 nights for $1,240');
 * scanSpans((s, e, k) => log.push([s, e, k]) > 0) // log: [0, 8, 2], [13, 19, 1]
 */
export function scanSpans(emit: (start: number, end: number, kind: number) => boolean): void {
  const n = textLength();
  let i = 0;
  let lastEnd = 0;
  while (i < n) {
    const c = at(i);
    if (!isStarter(c)) {
      i++;
      continue;
    }
    bestEnd = -1;
    bestKind = 0;
    const p = at(i - 1);
    const compoundStart = isWordChar(c) || c === 46 || c === 47 || c === 92 || c === 126;
    if (compoundStart && !isCompound(p, c)) {
      const e = compoundEnd(i);
      if (e > i) offer(e, compoundKind());
    }
    if (isWordChar(c)) {
      if (!isWordChar(p)) {
        // The 6 of 3.6, the 500 of 2,500 or the 2 of 1/2 goes on a number: it starts nothing.
        if (isDigit(c)) { if (!((p === 46 || p === 44 || p === 47) && isDigit(at(i - 2)))) atDigit(i); }
        else if (isAlpha(c)) atLetter(i);
      }
    } else atSymbol(i, c);
    if (bestEnd > i) {
      if (!emit(qualifiedStart(i, bestKind, lastEnd), bestEnd, bestKind)) return;
      i = lastEnd = bestEnd;
    } else if (isWordChar(c)) {
      i++;
      while (isWordChar(at(i))) i++;
    } else i++;
  }
}
