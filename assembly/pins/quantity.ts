/** @module assembly/pins/quantity — MONEY and PERCENT matchers (mirror of src/kernel/oracle/pins/quantity.ts). */

import { gapEnd, magnitudeEnd, numberEnd, rangeEnd, spokenRangeEnd } from './number';
import { CURRENCY_CODES, CURRENCY_WORDS, MAGNITUDE_WORDS, PERCENT_WORDS } from './tables';
import {
  allUpper,
  at,
  inTable,
  isCurrencySymbol,
  isDigit,
  isGap,
  lettersEnd,
  wordAt,
} from './text';

/** Longest unit or currency word looked up (longer words are not in the tables). */
const MAX_WORD = 16;

/** End after an attached (1.2M) or spelled (2 million) magnitude at `e`, or `e`. */
function scaledEnd(e: i32): i32 {
  const m = magnitudeEnd(e);
  if (m > 0) return m;
  const g = gapEnd(e);
  if (g > 0) {
    const w = wordAt(g, MAX_WORD);
    if (w > 0 && inTable(MAGNITUDE_WORDS, g, w)) return w;
  }
  return e;
}

/** End of a currency after an amount ending at `e` (40€, 40 €, 40 EUR, 250 dollars), or -1. */
function currencyAfter(e: i32): i32 {
  const c = at(e);
  if (isCurrencySymbol(c)) return e + 1;
  if (!isGap(c)) return -1;
  if (isCurrencySymbol(at(e + 1))) return e + 2;
  const w = wordAt(e + 1, MAX_WORD);
  if (w > 0 && (inTable(CURRENCY_CODES, e + 1, w) || inTable(CURRENCY_WORDS, e + 1, w))) return w;
  return -1;
}

/** End of a rate after an amount ending at `e` ($200/month, $40-60/hr, 3 EUR/kg): `/` and a word of 1–8 letters, else `e`. */
function rateEnd(e: i32): i32 {
  if (at(e) != 47) return e;
  const w = wordAt(e + 1, 8);
  return w > 0 ? w : e;
}

/**
 * MONEY after a number `[i, ne)`: 40 EUR, 1.5k USD, 250 dollars, 40€, 20 to 30 dollars. Returns the end or -1.
 * @example
 * moneyAfterNumber(0, 2) // 6, on the text '40 EUR'
 */
export function moneyAfterNumber(i: i32, ne: i32): i32 {
  const e = currencyAfter(scaledEnd(spokenRangeEnd(i, ne)));
  return e < 0 ? e : rateEnd(e);
}

/**
 * MONEY at a currency symbol `i`: $1,234.50, € 40, £3m, $40–$60, $40 USD, $200/month. Returns the
 * end or -1.
 * @example
 * moneyFromSymbol(0) // 9, on the text '$1,234.50'
 */
export function moneyFromSymbol(i: i32): i32 {
  let j = i + 1;
  if (isGap(at(j))) j++;
  if (!isDigit(at(j))) return -1;
  const ne = numberEnd(j);
  if (ne < 0) return -1;
  let e = scaledEnd(ne);
  const c = at(e);
  if (c == 45 || c == 0x2013) {
    let k = e + 1;
    if (isCurrencySymbol(at(k))) k++;
    if (isDigit(at(k))) {
      const r = numberEnd(k);
      if (r > 0) e = scaledEnd(r);
    }
  }
  const g = gapEnd(e);
  if (g > 0) {
    const w = wordAt(g, 3);
    if (w == g + 3 && allUpper(g, w) && inTable(CURRENCY_CODES, g, w)) e = w;
  }
  return rateEnd(e);
}

/**
 * MONEY at a letter `i`: USD 40, EUR1.200,50, US$40, R$ 50. Returns the end or -1.
 * @example
 * moneyFromCode(0) // 6, on the text 'USD 40'
 */
export function moneyFromCode(i: i32): i32 {
  const we = lettersEnd(i);
  const n = we - i;
  if (n < 1 || n > 3 || !allUpper(i, we)) return -1;
  if (at(we) == 36 && (isDigit(at(we + 1)) || (isGap(at(we + 1)) && isDigit(at(we + 2))))) {
    return moneyFromSymbol(we);
  }
  if (n != 3 || !inTable(CURRENCY_CODES, i, we)) return -1;
  let j = we;
  if (isGap(at(j))) j++;
  if (!isDigit(at(j))) return -1;
  const ne = numberEnd(j);
  if (ne < 0) return -1;
  return rateEnd(scaledEnd(rangeEnd(ne)));
}

/**
 * PERCENT after a number `[i, ne)`: 15%, 2.5 %, 15-20%, 15 to 20%, 15 percent, 15pct. Returns the end or -1.
 * @example
 * percentAfterNumber(0, 2) // 6, on the text '15-20%'
 */
export function percentAfterNumber(i: i32, ne: i32): i32 {
  const r = spokenRangeEnd(i, ne);
  const c = at(r);
  if (c == 37) return r + 1;
  if (isGap(c) && at(r + 1) == 37) return r + 2;
  let w = wordAt(r, MAX_WORD);
  if (w > 0 && inTable(PERCENT_WORDS, r, w)) return w;
  const g = gapEnd(r);
  if (g < 0) return -1;
  w = wordAt(g, MAX_WORD);
  if (w > 0 && inTable(PERCENT_WORDS, g, w)) return w;
  return -1;
}
