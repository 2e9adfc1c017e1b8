/** @module extract/parents — the line a unit depends on to be read: a table row's header, a list item's lead-in. */
import type { Units } from './units.js';

/**
 * Regex source of a list marker: `-`, `*`, `+` or a number with `.` or `)`.
 * @example
 * new RegExp(`^\\s*${LIST_MARKER}\\s+`).test('1. **Ingestion**: Kafka') // true
 */
export const LIST_MARKER = '(?:[-*+]|\\d+[.)])';
const LIST_ITEM = new RegExp(`^\\s*${LIST_MARKER}\\s+`);
const TABLE_ROW = /^\s*\|/;
const TABLE_RULE = /^\s*\|[\s|:-]+\|\s*$/;

/**
 * Per unit, the unit it depends on to be read, or -1: a table body row's header row, a list item's
 * lead-in line ("I recommend:", "**Stage 1 - Retrieval (Two-Tower)**:") when that line ends in a colon.
 * @example
 * parentUnits(units) // for '| Storage | Delta Lake |' the unit of '| Component | Choice |'
 */
export function parentUnits(units: Units): Int32Array {
  const s = units.analysis.sentences;
  const { text, pieceStart } = units;
  const out = new Int32Array(s.count).fill(-1);
  let u = 0;
  for (let d = 0; d < pieceStart.length && u < s.count; d++) {
    const end = d + 1 < pieceStart.length ? pieceStart[d + 1] : text.length;
    let leadIn = -1; // unit of the last colon-ending line before a list
    let header = -1; // unit of the current table's header row
    let inTable = false;
    for (let at = pieceStart[d]; at < end; ) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 || nl > end ? end : nl;
      const line = text.slice(at, lineEnd);
      while (u < s.count && s.start[u] < at) u++;
      const first = u < s.count && s.start[u] <= lineEnd ? u : -1;
      let parent = -1;
      if (TABLE_ROW.test(line)) {
        if (!inTable) (inTable = true), (header = first);
        else if (!TABLE_RULE.test(line)) parent = header;
        leadIn = -1;
      } else {
        inTable = false;
        if (LIST_ITEM.test(line)) parent = leadIn;
        else if (line.trim() !== '') leadIn = /:[*_]*\s*$/.test(line) ? lastUnitOfLine(s, first, lineEnd) : -1;
      }
      for (; u < s.count && s.start[u] <= lineEnd && s.start[u] < end; u++) if (parent >= 0 && parent !== u) out[u] = parent;
      at = lineEnd + 1;
    }
  }
  return out;
}

/** The last unit that starts on the line of unit `first` (ending at `lineEnd`), or -1. */
function lastUnitOfLine(s: Units['analysis']['sentences'], first: number, lineEnd: number): number {
  if (first < 0) return -1;
  let u = first;
  while (u + 1 < s.count && s.start[u + 1] < lineEnd) u++;
  return u;
}
