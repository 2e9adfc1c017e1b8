/** @module assembly/pins/scan-gates — the scan's one-character tests: where a span may start, what extends a word, where a plain word ends. */

import { isCurrencySymbol, isWordChar } from './text';

/** Whether a span may start at `c` (anything else is skipped one code unit at a time). */
function isStarter(c: i32): bool {
  if (isWordChar(c) || isCurrencySymbol(c)) return true;
  return c == 35 || c == 40 || c == 43 || c == 46 || c == 47 || c == 92 || c == 126 || c == 0xd7;
}

// isStarter for ASCII as two bitmasks: # $ ( + . / 0-9 in the low half; A-Z \ _ a-z ~ in the high.
const STARTERS_LO: u64 = 0x03ff_c918_0000_0000;
const STARTERS_HI: u64 = 0x47ff_fffe_97ff_fffe;
// Code units that continue a plain word into something else (. / \ @ : - _ + ~ $).
const JOINERS_LO: u64 = 0x0400_e810_0000_0000;
const JOINERS_HI: u64 = 0x4000_0000_9000_0001;

// @ts-ignore: decorator
@inline export function starter(c: i32): bool {
  if (c < 64) return ((STARTERS_LO >> <u64>c) & 1) != 0;
  if (c < 128) return ((STARTERS_HI >> <u64>(c - 64)) & 1) != 0;
  return isStarter(c);
}

// @ts-ignore: decorator
@inline export function joiner(c: i32): bool {
  if (c < 64) return ((JOINERS_LO >> <u64>c) & 1) != 0;
  if (c < 128) return ((JOINERS_HI >> <u64>(c - 64)) & 1) != 0;
  return false;
}

/**
 * A word's `.` or `:` before a space, tab, newline or the end ("fine. Next", "note: x"): its compound
 * run stops at that mark (the full path's compoundEnd finds nothing there but the 9-letter
 * localhost the plain path checks too), and atLetter adds nothing for a word of letters only,
 * so the plain-word path gives the same spans.
 */
// @ts-ignore: decorator
@inline export function endsPlain(nx: i32, after: i32): bool {
  return (nx == 46 || nx == 58) && (after == 32 || after == 10 || after == 9 || after == 0);
}
