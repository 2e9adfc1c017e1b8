/** @module kernel/oracle/pins — plain-TS oracle of the WASM fact-pinning scanner (assembly/pins.ts). */

import { scanSpans } from './pins/scan.js';
import { setText } from './pins/text.js';

/** One pinned-fact span: `text.slice(start, end)` is the fact, `kind` a PinKind. */
export interface PinSpan {
  start: number;
  end: number;
  kind: number;
}

/**
 * Finds fact spans (money, counts, phones, IDs, percents, dates, times, e-mails, URLs, versions,
 * paths) in `text`: non-overlapping, in text order, offsets in UTF-16 code units. Gives exactly
 * what the WASM `scanPins` gives.
 *
 * @example
 * scanPinsOracle('Book 3 nights for $1,240 by May 3');
 * // [{ start: 5, end: 13, kind: 2 }, { start: 18, end: 24, kind: 1 }, { start: 28, end: 33, kind: 6 }]
 */
export function scanPinsOracle(text: string): PinSpan[] {
  const out: PinSpan[] = [];
  setText(text);
  scanSpans((start, end, kind) => {
    out.push({ start, end, kind });
    return true;
  });
  setText('');
  return out;
}
