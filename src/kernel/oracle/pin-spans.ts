/** @module kernel/oracle/pin-spans — the fact-pinning spans the oracle kernel reports (adapter over scanPinsOracle). */

import { scanPinsOracle, type PinSpan } from './pins.js';

export type { PinSpan };

/**
 * Pin spans of the whole text, non-overlapping, in text order (the pin scanner's oracle).
 * @example
 * pinSpans('Book 3 nights for $1,240') // [{ start: 5, end: 13, kind: 2 }, { start: 18, end: 24, kind: 1 }]
 */
export function pinSpans(text: string): PinSpan[] {
  return scanPinsOracle(text);
}
