/** @module pins/earlier-ledger — a ledger written by an earlier compression: its heading, and its items, each a fact to carry verbatim. */
import type { Units } from '../extract/units.js';
import type { Message } from '../types.js';

/** Heading line of the ledger block. */
export const LEDGER_HEADING = 'Facts from earlier messages (mN = message N):';

/** The source prefix of a ledger line: `m42 tool: `. */
export const LEDGER_LINE_SOURCE = /^m\d+ (?:user|assistant|system|tool|developer): /;

/** Opening of the mark after a replaced value: `May 12 (replaced by May 13, m50)`. */
export const REPLACED_MARK = '(replaced by ';

/** Separator between the items of one ledger line. */
const ITEM_SEPARATOR = '; ';

/**
 * Is this message a ledger written by an earlier compression?
 * @example
 * isLedger({ role: 'system', content: LEDGER_HEADING + '\nm3 user: $40' }) // true
 */
export function isLedger(m: Message): boolean {
  return m.role === 'system' && typeof m.content === 'string' && m.content.startsWith(LEDGER_HEADING);
}

/** One item of an earlier ledger line: offsets into `units.text`. */
export interface LedgerItem {
  start: number;
  end: number;
}

/**
 * The items of every earlier ledger among the units' pieces (`m42 tool: deadline May 3; Author: Yuki <yuki@example.com>`
 * → `deadline May 3`, `Author: Yuki <yuki@example.com>`), in text order: a recompression re-ranks them
 * and renders each one as it was written, so a fact stays verbatim however often it is carried over.
 * @example
 * ledgerItems(units).map((i) => units.text.slice(i.start, i.end)) // ['deadline May 3', 'Author: Yuki <yuki@example.com>']
 */
export function ledgerItems(units: Units): LedgerItem[] {
  const out: LedgerItem[] = [];
  units.pieces.forEach((piece, d) => {
    if (units.roles[piece.message] !== 'system' || !piece.text.startsWith(LEDGER_HEADING)) return;
    const base = units.pieceStart[d];
    let lineStart = LEDGER_HEADING.length + 1;
    while (lineStart < piece.text.length) {
      let lineEnd = piece.text.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = piece.text.length;
      const source = LEDGER_LINE_SOURCE.exec(piece.text.slice(lineStart, Math.min(lineEnd, lineStart + 24)));
      if (source) {
        let at = lineStart + source[0].length;
        while (at < lineEnd) {
          let next = piece.text.indexOf(ITEM_SEPARATOR, at);
          if (next < 0 || next > lineEnd) next = lineEnd;
          if (next > at) out.push({ start: base + at, end: base + next });
          at = next + ITEM_SEPARATOR.length;
        }
      }
      lineStart = lineEnd + 1;
    }
  });
  return out;
}
