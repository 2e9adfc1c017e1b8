/** @module assembly/pins/count — COUNT matchers: a number and its unit or counted noun (mirror of src/kernel/oracle/pins/count.ts). */

import { numericDate } from './date';
import { gapEnd, magnitudeEnd, numberEnd, spokenRangeEnd } from './number';
import { COUNT_ADJECTIVES, COUNT_STOP_WORDS, MAGNITUDE_WORDS, UNITS } from './tables';
import {
  allLower,
  at,
  inTable,
  isAlnum,
  isAlpha,
  isDigit,
  isGap,
  isLower,
  isUpper,
  isWordChar,
  wordAt,
} from './text';

/** Longest unit or noun looked up (longer words are not in the tables). */
const MAX_WORD = 16;
/** Words at most between a count and its noun: 5 damaged boxes, 2 big red boxes. */
const MAX_BETWEEN = 2;

/**
 * Whether text[s, e) reads as a plural noun: three lowercase letters at least, ending in s but not
 * in ss, us or is (less, status, analysis), and no stop word (was, always, supports).
 */
function isPlural(s: i32, e: i32): bool {
  if (e - s < 3 || at(e - 1) != 115 || !allLower(s, e)) return false;
  const p = at(e - 2);
  if (p == 115 || p == 117 || p == 105) return false;
  return !inTable(COUNT_STOP_WORDS, s, e);
}

/** Whether text[s, e) may stand between a count and its noun: 3 more nights, 5 damaged boxes. */
function isBetween(s: i32, e: i32, open: bool): bool {
  if (inTable(COUNT_ADJECTIVES, s, e)) return true;
  return open && e - s >= 2 && allLower(s, e) && !inTable(COUNT_STOP_WORDS, s, e);
}

/** Whether the number `[i, ne)` is a bare year 1900–2099 (in 2026 we…). */
function isYear(i: i32, ne: i32): bool {
  if (ne - i != 4) return false;
  const a = at(i);
  const b = at(i + 1);
  return (a == 49 && b == 57) || (a == 50 && b == 48);
}

/**
 * Whether the number at `i` follows a Capitalized word inside a sentence (the IEEE 754 values,
 * read Chapter 5 explains): a label, so only listed units count after it.
 */
function afterLabel(i: i32): bool {
  if (!isGap(at(i - 1))) return false;
  let s = i - 1;
  while (isAlpha(at(s - 1)) && i - s <= 17) s--;
  if (s == i - 1 || !isUpper(at(s)) || !isGap(at(s - 1))) return false;
  const b = at(s - 2);
  return isLower(b) || b == 44;
}

/**
 * End of the counted word at `g`: after an optional magnitude word, up to MAX_BETWEEN words, then
 * a listed unit (two letters at least) or — when `open` and the number is not a plain 1
 * (`single`) — any plural noun, which one model name may precede (4 V100 GPUs). A lone `s` or `h`
 * right after the number is a duration when `open` (35 s). End or -1.
 */
function spacedCountEnd(g: i32, allowMagnitude: bool, open: bool, single: bool): i32 {
  let s = g;
  let w = wordAt(s, MAX_WORD);
  if (open && w == s + 1 && (at(s) == 115 || at(s) == 104)) return w;
  if (w > 0 && allowMagnitude && inTable(MAGNITUDE_WORDS, s, w)) {
    s = gapEnd(w);
    if (s < 0) return -1;
    w = wordAt(s, MAX_WORD);
  }
  const most = open ? MAX_BETWEEN : 1;
  let model = false;
  for (let k = 0; k <= most; k++) {
    // 4 V100 GPUs, 3 t3.medium instances, 2 GPT-4 calls: one model name may stand before the noun.
    const m = open && !single && !model && k < most && (w < 0 || at(w) == 45 || at(w) == 46) ? modelEnd(s) : -1;
    if (m > 0) {
      model = true;
      s = gapEnd(m);
      if (s < 0) return -1;
      w = wordAt(s, MAX_WORD);
      continue;
    }
    if (w < 0) return -1;
    // 3 t-shirts, 5 check-ins, 2 follow-ups: a hyphenated noun counts by its last part.
    const h = open && !single && at(w) == 45 ? hyphenatedPluralEnd(s, w) : -1;
    if (h > 0) return h;
    if (w >= s + 2 && inTable(UNITS, s, w)) return w;
    if (open && !single && isPlural(s, w)) return w;
    if (k == most || !isBetween(s, w, open)) return -1;
    s = gapEnd(w);
    if (s < 0) return -1;
    w = wordAt(s, MAX_WORD);
  }
  return -1;
}

/**
 * End of a lowercase word of up to three hyphenated parts whose first part is text[s, w) and whose
 * last part is a plural noun (t-shirts, check-ins, follow-ups), or -1.
 */
function hyphenatedPluralEnd(s: i32, w: i32): i32 {
  if (!allLower(s, w)) return -1;
  let p = w;
  for (let parts = 1; parts < 3 && at(p) == 45 && isLower(at(p + 1)); parts++) {
    const q = wordAt(p + 1, MAX_WORD);
    if (q < 0) return -1;
    if (at(q) != 45) return isPlural(p + 1, q) ? q : -1;
    p = q;
  }
  return -1;
}

/**
 * End of a model name at `s` (V100, t3.medium, m5.large): a letter, then letters, digits and inner
 * `.` or `-`, with a digit among them, at most MAX_WORD long and not followed by a word character; else -1.
 */
function modelEnd(s: i32): i32 {
  if (!isAlpha(at(s))) return -1;
  let j = s + 1;
  let digit = false;
  for (; j - s <= MAX_WORD; j++) {
    const c = at(j);
    if (isDigit(c)) digit = true;
    else if ((c == 46 || c == 45) && isAlnum(at(j + 1))) continue;
    else if (!isAlpha(c)) break;
  }
  return digit && j - s <= MAX_WORD && !isWordChar(at(j)) ? j : -1;
}

/**
 * COUNT after a number `[i, ne)`: 16GB, 3-day, 3 nights, 1-2 weeks, 3 to 5 days, 10k users, 100K+ connections, 2 million users,
 * 3 more nights, 35 headsets, 5 damaged boxes, 35 s, 1/2 cup, 4.5/5 stars, 20 °C. A bare year, or
 * a number that names something (GPT-5, Chapter 5), takes listed units only: 2026 was stays
 * unpinned. End or -1.
 * @example
 * countAfterNumber(0, 1) // 8, on the text '3 nights'
 */
export function countAfterNumber(i: i32, ne: i32): i32 {
  const r = fractionEnd(i, spokenRangeEnd(i, ne));
  let best = -1;
  let w = wordAt(r, MAX_WORD);
  if (w > 0 && inTable(UNITS, r, w)) best = w;
  if (r == ne && at(r) == 45) {
    w = wordAt(r + 1, MAX_WORD);
    if (w >= r + 3 && inTable(UNITS, r + 1, w) && w > best) best = w;
  }
  const m = magnitudeEnd(r);
  let e = m > 0 ? m : r;
  // 100K+ connections, 10+ years: a lower bound is still a count.
  if (at(e) == 43) e++;
  const g = gapEnd(e);
  // GPT-4 calls, COVID-19 cases: a number glued to a name by a hyphen counts nothing after a space.
  if (g > 0 && !(at(i - 1) == 45 && isAlpha(at(i - 2)))) {
    // Chapter 5 explains, 2-5 models: a number that names something takes listed units only.
    const named = (at(i - 1) == 45 && isAlnum(at(i - 2))) || afterLabel(i);
    // A plain 1 takes a singular noun: 'Week 1 focuses on' holds no count.
    const single = m < 0 && r == ne && e == ne && ne == i + 1 && at(i) == 49;
    w = spacedCountEnd(g, m < 0, !named && (m > 0 || r != ne || !isYear(i, ne)), single);
    if (w > best) best = w;
  }
  const d = degreesEnd(r);
  return d > best ? d : best;
}

/**
 * End of a fraction's denominator after the number `[i, e)` (the /2 of 1/2 cup, 4.5/5 stars), or
 * of a spaced fraction (the 1/2 of 3 1/2 cups), else `e`. A fraction that reads as a date (3/14,
 * 05/03) is none.
 */
function fractionEnd(i: i32, e: i32): i32 {
  let k = e;
  let f = i;
  if (isGap(at(k)) && isDigit(at(k + 1))) {
    f = ++k;
    while (isDigit(at(k)) && k - e <= 3) k++;
    if (at(k) != 47) return e;
  }
  if (at(k) != 47 || !isDigit(at(k + 1)) || numericDate(f) > 0) return e;
  const r = numberEnd(k + 1);
  return r > 0 ? r : e;
}

/** End of degrees after a number ending at `r` (20 °C, 72°F, 90°, 20℃), or -1. */
function degreesEnd(r: i32): i32 {
  let k = r;
  if (isGap(at(k)) && isDegree(at(k + 1))) k++;
  const c = at(k);
  if (c == 0x2103 || c == 0x2109) return isWordChar(at(k + 1)) ? -1 : k + 1;
  if (c != 0xb0) return -1;
  const u = at(k + 1);
  if ((u == 67 || u == 70) && !isWordChar(at(k + 2))) return k + 2;
  return isWordChar(u) ? -1 : k + 1;
}

/** ° ℃ ℉. */
function isDegree(c: i32): bool {
  return c == 0xb0 || c == 0x2103 || c == 0x2109;
}

/**
 * COUNT at `x`, `X` or `×` followed by 1–3 digits (x3, ×12); x32, x64, x86 are architectures.
 * @example
 * countTimes(0) // 2, on the text 'x3 faster'
 */
export function countTimes(i: i32): i32 {
  let n = 0;
  let v = 0;
  while (n < 4 && isDigit(at(i + 1 + n))) {
    v = v * 10 + at(i + 1 + n) - 48;
    n++;
  }
  if (n < 1 || n > 3) return -1;
  const e = i + 1 + n;
  if (isWordChar(at(e)) || v == 32 || v == 64 || v == 86) return -1;
  return e;
}
