/** @module pins/earlier-ledger — a ledger written by an earlier compression: its heading, and its items, each a fact to carry verbatim. */
import type { Units } from '../extract/units.js';
import type { Message } from '../types.js';

/**
 * Heading line of the ledger block.
 * @example
 * LEDGER_HEADING // 'Facts from earlier messages (mN = message N):'
 */
export const LEDGER_HEADING = 'Facts from earlier messages (mN = message N):';

/**
 * The source prefix of a ledger line: `m42 tool: `.
 * @example
 * LEDGER_LINE_SOURCE.test('m12 user: 45 units') // true
 */
export const LEDGER_LINE_SOURCE = /^m\d+ (?:user|assistant|system|tool|developer): /;

/**
 * Opening of the mark after a replaced value: `May 12 (replaced by May 13, m50)`.
 * @example
 * REPLACED_MARK // '(replaced by '
 */
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
      // A ledger that came back with CRLF line breaks: the CR ends the line, not its last item.
      const textEnd = lineEnd > lineStart && piece.text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
      const source = LEDGER_LINE_SOURCE.exec(piece.text.slice(lineStart, Math.min(textEnd, lineStart + 24)));
      if (source) {
        let at = lineStart + source[0].length;
        while (at < textEnd) {
          let next = piece.text.indexOf(ITEM_SEPARATOR, at);
          if (next < 0 || next > textEnd) next = textEnd;
          if (next > at) out.push({ start: base + at, end: base + next });
          at = next + ITEM_SEPARATOR.length;
        }
      }
      lineStart = lineEnd + 1;
    }
  });
  return out;
}

/** Every line of the text is a ledger line (`m42 tool: …`); line breaks may be LF or CRLF. */
function allLedgerLines(text: string): boolean {
  return text.length > 0 && text.split(/\r?\n/).every((line) => LEDGER_LINE_SOURCE.test(line));
}

/** The text with CRLF line breaks as LF: lines moved into the ledger block take its line breaks. */
const lf = (text: string): string => text.replace(/\r\n/g, '\n');

/**
 * Lines of an earlier ledger that were kept as text (with or without its heading) move into the
 * ledger block, after its own lines, so the output holds one ledger under one heading; one message
 * fewer never adds tokens. Messages are returned in order otherwise. Without a ledger block, kept
 * lines whose heading was dropped get it back when `fits` says the output still fits (a headless
 * `m1 user: …` would read as a system prompt); otherwise they are returned as they are.
 * @example
 * mergeLedgerLines([{ role: 'system', content: 'm33 user: ticket closed May 14' }, { role: 'system', content: LEDGER_HEADING + '\nm2 tool: REF-1' }])
 * // [{ role: 'system', content: LEDGER_HEADING + '\nm2 tool: REF-1\nm33 user: ticket closed May 14' }]
 */
export function mergeLedgerLines(messages: Message[], fits: (messages: Message[]) => boolean = () => false): Message[] {
  // The new block is the last ledger: it goes after the leading system messages, an earlier one among them.
  let at = -1;
  messages.forEach((m, i) => isLedger(m) && (at = i));
  if (at < 0) return headStrayLines(messages, fits);
  const linesOf = (m: Message): string | null => {
    if (m.role !== 'system' || typeof m.content !== 'string') return null;
    const body = isLedger(m) ? m.content.slice(LEDGER_HEADING.length).replace(/^\r?\n/, '') : m.content;
    // A heading left alone carries nothing: it goes too.
    return body === '' && isLedger(m) ? '' : allLedgerLines(body) ? lf(body) : null;
  };
  const moved = messages.map((m, i) => (i === at ? null : linesOf(m)));
  if (moved.every((l) => l === null)) return messages;
  const ledger = { ...messages[at], content: [messages[at].content as string, ...moved.filter((l): l is string => !!l)].join('\n') };
  return messages.flatMap((m, i) => (i === at ? [ledger] : moved[i] !== null ? [] : [m]));
}

/** Lines of an earlier ledger left without their heading become one ledger again, when that fits. */
function headStrayLines(messages: Message[], fits: (messages: Message[]) => boolean): Message[] {
  const stray = messages.map((m) => m.role === 'system' && typeof m.content === 'string' && !isLedger(m) && allLedgerLines(m.content));
  const first = stray.indexOf(true);
  if (first < 0) return messages;
  const lines = messages.filter((_, i) => stray[i]).map((m) => lf(m.content as string));
  const ledger: Message = { ...messages[first], content: [LEDGER_HEADING, ...lines].join('\n') };
  const headed = messages.flatMap((m, i) => (i === first ? [ledger] : stray[i] ? [] : [m]));
  return fits(headed) ? headed : messages;
}
