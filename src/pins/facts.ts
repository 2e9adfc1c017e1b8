/** @module pins/facts — one table of facts for the ledger: the kernel's pins plus named entities. */
import type { Units } from '../extract/units.js';
import { factKeys, normalizeFact } from './corrections.js';

/** Kind of a named-entity fact (outside the kernel's PinKind range). */
export const ENTITY_KIND = 32;

/** Facts in text order: offsets into `units.text`, kind, unit, normalised key, replacement. */
export interface FactTable {
  count: number;
  start: Int32Array;
  end: Int32Array;
  kind: Uint8Array;
  sentence: Int32Array;
  keys: string[];
  /** Index (in this table) of the fact that replaced this one, or -1. */
  replacedBy: Int32Array;
}

/** Two or more capitalised words: Bluejay Logistics, Felix Alvarez, Hotel Miradouro, Tannery Court. */
const NAME = /\b[A-Z][a-z]+(?:[ -](?:of|de|da|del|van|von|la|le|du) )?(?:[ -][A-Z][a-z]+)+\b/g;
/** Capitalised words that start sentences rather than names. */
const STARTERS = new Set(
  'The A An This That These Those Our Your My We I If When While After Before Also And But So Then Thanks Please Hi Hello Yes No Okay Ok Sure Let Here There It Its Great Good Sorry Maybe Just Note For From With On In At By As To Every Each All Any Some Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December'.split(' '),
);

/**
 * Merge the kernel's pins with named entities found in the text (names overlapping a pin are
 * skipped); pin replacements are carried over.
 * @example
 * const facts = factTable(units, findReplacements(units));
 */
export function factTable(units: Units, pinReplacedBy: Int32Array): FactTable {
  const { pins, sentences } = units.analysis;
  const pinKeys = factKeys(units);
  const rows: Array<{ start: number; end: number; kind: number; sentence: number; key: string; pin: number }> = [];
  for (let p = 0; p < pins.count; p++) {
    rows.push({ start: pins.start[p], end: pins.end[p], kind: pins.kind[p], sentence: pins.sentence[p], key: pinKeys[p], pin: p });
  }
  let p = 0;
  for (const m of units.text.matchAll(NAME)) {
    let start = m.index;
    let text = m[0];
    const first = text.split(/[ -]/, 1)[0];
    if (STARTERS.has(first)) {
      text = text.slice(first.length + 1);
      start += first.length + 1;
      if (!/[ -][A-Z]/.test(text)) continue;
    }
    const end = start + text.length;
    while (p < pins.count && pins.end[p] <= start) p++;
    if (p < pins.count && pins.start[p] < end) continue;
    const u = unitAt(sentences.start, start);
    if (u < 0 || end > sentences.end[u]) continue;
    rows.push({ start, end, kind: ENTITY_KIND, sentence: u, key: normalizeFact(text), pin: -1 });
  }
  rows.sort((a, b) => a.start - b.start);
  const indexOfPin = new Int32Array(pins.count);
  rows.forEach((r, i) => r.pin >= 0 && (indexOfPin[r.pin] = i));
  return {
    count: rows.length,
    start: Int32Array.from(rows, (r) => r.start),
    end: Int32Array.from(rows, (r) => r.end),
    kind: Uint8Array.from(rows, (r) => r.kind),
    sentence: Int32Array.from(rows, (r) => r.sentence),
    keys: rows.map((r) => r.key),
    replacedBy: Int32Array.from(rows, (r) => (r.pin >= 0 && pinReplacedBy[r.pin] >= 0 ? indexOfPin[pinReplacedBy[r.pin]] : -1)),
  };
}

/** The unit whose start is the last one ≤ offset (binary search), or -1. */
function unitAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= offset) (found = mid), (lo = mid + 1);
    else hi = mid - 1;
  }
  return found;
}
