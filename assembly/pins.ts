/** @module assembly/pins — fact-pinning scanner: money, counts, phones, IDs, dates, URLs… as spans. */

import { scanSpans } from './pins/scan';

/**
 * Reads `len` UTF-16 code units at `ptr` and writes the pinned-fact spans as i32 triples
 * (start, end, kind) at `out` — offsets relative to `ptr`, `end` exclusive, `kind` a PinKind —
 * in text order and non-overlapping, at most `cap` of them. Returns the count. Allocates nothing
 * and never traps (lone surrogates, NUL and huge inputs included). The plain-TS oracle
 * `scanPinsOracle` (src/kernel/oracle/pins.ts) gives the same spans.
 *
 * @example
 * // "Book 3 nights for $1,240" → (5, 13, COUNT), (18, 24, MONEY)
 * const n = scanPins(textPtr, textLen, outPtr, 1024);
 */
export function scanPins(ptr: usize, len: i32, out: usize, cap: i32): i32 {
  if (len <= 0 || cap <= 0) return 0;
  return scanSpans(ptr, len, out, cap);
}
