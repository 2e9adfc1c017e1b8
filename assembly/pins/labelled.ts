/** @module assembly/pins/labelled — ID for a number after an identifier label: order no. 12345, Ticket 4412, Case ID: 99812 (mirror of src/kernel/oracle/pins/labelled.ts). */

import { yearEnd } from './date';
import { ID_ABBREVIATIONS, ID_LABELS, ID_MARKERS, LABEL_VERB_CUES } from './tables';
import { at, inTable, isAlnum, isAlpha, isDigit, isGap, isLower, isWordChar, lower } from './text';

/** Characters of a labelled value at most (the UPS 1Z999AA10123456784 has 18). */
const MAX_VALUE = 24;
/** Letters of a label or marker at most (confirmation has 12). */
const MAX_WORD = 12;

/** A label alone before the number (Ticket 4412): only 3 digits or more, and no bare year, are an ID. */
const BARE = 1;
/** A marker, `#` or `:` says it is an identifier (order no. 5, Room: 12): any number is. */
const MARKED = 2;

/** Start of the word of ASCII letters ending at `e` (`e` itself when none ends there). */
function wordStart(e: i32): i32 {
  let s = e;
  while (isAlpha(at(s - 1)) && e - s <= MAX_WORD) s--;
  return s;
}

/** Whether text[s, e) is a whole word (1–12 letters, nothing glued before it) of `table`, any case. */
function wholeWord(table: StaticArray<string>, s: i32, e: i32): bool {
  return e > s && e - s <= MAX_WORD && !isWordChar(at(s - 1)) && inTable(table, s, e);
}

/** Whether text[s, e) is `is` or `was` (order number is 12345). */
function isVerb(s: i32, e: i32): bool {
  const a = lower(at(s));
  const b = lower(at(s + 1));
  if (e - s == 2) return a == 105 && b == 115;
  return e - s == 3 && a == 119 && b == 97 && lower(at(s + 2)) == 115;
}

/** Whether a lower-case modal or subject word, I or Please ends right before the label at `s` (we order 500, you'll claim 200): a verb, no label. */
function verbCueBefore(s: i32): bool {
  if (!isGap(at(s - 1))) return false;
  const e = s - 1;
  const w = wordStart(e);
  const c = at(w);
  // Cues are lower-case words, but for I and a sentence-opening Please (Please request 400 more).
  return w < e && (isLower(c) || (e - w == 1 && c == 73) || (e - w == 6 && c == 80)) && inTable(LABEL_VERB_CUES, w, e);
}

/** Whether text[s, e) is `id` (any case). */
function isId(s: i32, e: i32): bool {
  return e - s == 2 && lower(at(s)) == 105 && lower(at(s + 1)) == 100;
}

/**
 * How the text before the number at `i` names it: MARKED (order no. 12345, invoice number
 * 2024-0042, Case ID: 99812, User ID 4412, Order: 12345, order # 12345, my order number is 12345),
 * BARE (Ticket 4412, PO 12345, booking ref 77812) or 0.
 */
function labelBefore(i: i32): i32 {
  let k = i;
  if (isGap(at(k - 1))) k--;
  let marked = false;
  if (at(k - 1) == 58) {
    marked = true;
    k--;
  }
  if (at(k - 1) == 35) {
    marked = true;
    k--;
    if (isGap(at(k - 1))) k--;
  }
  const dotted = at(k - 1) == 46;
  if (dotted) k--;
  let s = wordStart(k);
  if (s == k) return 0;
  if (dotted && !wholeWord(ID_ABBREVIATIONS, s, k)) return 0;
  if (!dotted && isVerb(s, k) && isGap(at(s - 1))) {
    // A verb stands between a marker and its number only: order number is 12345, not order is 12345.
    k = s - 1;
    s = wordStart(k);
    if (!wholeWord(ID_MARKERS, s, k)) return 0;
  }
  if (wholeWord(ID_MARKERS, s, k)) {
    if (isId(s, k)) return MARKED;
    // no., nr, num, number, code: a label before it (invoice number, booking code; not phone number).
    if (!isGap(at(s - 1))) return 0;
    const e = s - 1;
    return wholeWord(ID_LABELS, wordStart(e), e) ? MARKED : 0;
  }
  if (!wholeWord(ID_LABELS, s, k)) return 0;
  if (marked || dotted) return MARKED;
  return verbCueBefore(s) ? 0 : BARE;
}

/**
 * ID for a number named by a label before it: order no. 12345, Ticket 4412, PO 12345, Invoice
 * number 2024-0042, Case ID: 99812, Room 1204, booking ref 77812, tracking number
 * 1Z999AA10123456784, Ticket 4412-B. The span is the value alone (the ledger shows the label as
 * the fact's context words: "order 12345"). A value is digits, letters inside it and single hyphens; after a label
 * alone it needs 3 digits or more and is no bare year (case 1 of 3, build 3 features, issue 12,
 * policy 2026 stay unpinned). A decimal, a clock time, a fraction, a percent or a spaced second
 * group (a phone number) is none. End or -1.
 * @example
 * labelledIdEnd(13) // 18, on the text 'My order no. 12345 has not arrived.'
 */
export function labelledIdEnd(i: i32): i32 {
  const p = at(i - 1);
  if (!isGap(p) && p != 58 && p != 35 && p != 46) return -1;
  let j = i;
  let digits = 0;
  let inner = false;
  let letters = false;
  let glued = false;
  while (j - i <= MAX_VALUE) {
    const c = at(j);
    if (isDigit(c)) {
      digits++;
      if (isAlpha(at(j - 1))) inner = true;
    } else if (isAlpha(c)) {
      letters = true;
      if (isLower(c) || isDigit(at(j - 1))) glued = true;
    } else if (!(c == 45 && isAlnum(at(j - 1)) && isAlnum(at(j + 1)))) break;
    j++;
  }
  // Letters inside the value (1Z999AA1…, 12A34) or capitals after a hyphen (4412-B): 100ms, 404s, 12th
  // and 3-day are no IDs.
  if (j - i > MAX_VALUE || (letters && !inner && glued)) return -1;
  const c = at(j);
  if (isWordChar(c) || c == 37) return -1;
  if ((c == 46 || c == 44 || c == 58 || c == 47 || isGap(c)) && isDigit(at(j + 1))) return -1;
  const how = labelBefore(i);
  if (how == 0) return -1;
  if (how == BARE && (digits < 3 || yearEnd(i) == j)) return -1;
  return j;
}
