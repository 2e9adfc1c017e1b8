/** @module extract/bare-markers — a list number kept without its item ('3.' alone on a line) leaves the selection. */
import type { Units } from './units.js';

/** A numbered list marker alone ('3.', '2)'): the unit the splitter leaves before its item. */
const BARE_MARKER = /^\d{1,3}[.)]$/;

/**
 * The selection without list markers whose item was not selected: a kept '3.' alone on its line
 * says nothing and reads as an empty list item. Locked units stay as they are.
 * @example
 * withoutBareMarkers(mask, locked, units) // '2.' dropped where the item after it is not kept
 */
export function withoutBareMarkers(mask: Uint8Array, locked: Uint8Array, units: Units): Uint8Array {
  const s = units.analysis.sentences;
  let out = mask;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || locked[i] || s.end[i] - s.start[i] > 4) continue;
    const next = i + 1 < mask.length && s.doc[i + 1] === s.doc[i] && (mask[i + 1] || locked[i + 1]);
    if (next || !BARE_MARKER.test(units.text.slice(s.start[i], s.end[i]))) continue;
    if (out === mask) out = mask.slice();
    out[i] = 0;
  }
  return out;
}
