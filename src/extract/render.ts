/** @module extract/render — turn kept units back into message content. */
import { isTextPart, withTexts } from '../text/parts.js';
import type { Content, Message } from '../types.js';
import { compactRule } from './parents.js';
import type { Units } from './units.js';

/** Which units survive, and optional replacement text for some (pruned units). */
export interface Kept {
  /** 1 when unit i is kept. */
  mask: Uint8Array;
  /** Replacement text of a kept unit (token pruning); absent = verbatim. */
  rewrite?: Map<number, string>;
  /** Units that are a table's rule row, written compact ({@link compactRule}) unless their piece is kept whole. */
  rules?: ReadonlySet<number>;
}

/** A blank line: two line breaks with only spaces, tabs or a CR between them (CRLF text, whitespace-only lines). */
const BLANK_LINE = /\n[^\S\n]*\n/;

/** Separator between two kept units: keeps line structure (a blank line stays a paragraph break), collapses gaps. */
function separator(gap: string): string {
  if (BLANK_LINE.test(gap)) return '\n\n';
  return gap.includes('\n') ? '\n' : ' ';
}

/**
 * The spaces and tabs that open the line of a unit starting at `start` when nothing else precedes
 * it on that line (units exclude surrounding whitespace, which would flatten indented code, YAML
 * or nested lists); '' for a unit inside a line. `from` is where its piece starts.
 * @example
 * lineIndent('a:\n    b: 1', 0, 7) // '    '
 */
export function lineIndent(text: string, from: number, start: number): string {
  let k = start;
  while (k > from && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  return k === from || text.charCodeAt(k - 1) === 10 ? text.slice(k, start) : '';
}

/** A bracketed header with a digit at the very start of a text (session date and time, log stamp). */
const DATED_HEADER = /^\[[^\]\n]{0,80}\d[^\]\n]{0,80}\]/;

/**
 * The dated header a text opens with, or undefined.
 * @example
 * datedHeader('[Session 2 — Sun 12 Apr 2026, 20:34] We did it') // '[Session 2 — Sun 12 Apr 2026, 20:34]'
 */
export function datedHeader(text: string): string | undefined {
  return DATED_HEADER.exec(text)?.[0];
}

/**
 * The new text of every piece: its kept units in order, joined by the original line structure.
 * Returns one string per piece ('' when nothing of it survives).
 * @example
 * const texts = renderPieces(units, { mask });
 */
export function renderPieces(units: Units, kept: Kept): string[] {
  const s = units.analysis.sentences;
  const out: string[][] = units.pieces.map(() => []);
  const lastEnd = new Int32Array(units.pieces.length).fill(-1);
  const whole = wholePieces(units, kept);
  for (let i = 0; i < s.count; i++) {
    if (!kept.mask[i] || whole[s.doc[i]]) continue;
    const d = s.doc[i];
    const verbatim = units.text.slice(s.start[i], s.end[i]);
    const body = kept.rewrite?.get(i) ?? (kept.rules?.has(i) ? compactRule(verbatim) : verbatim);
    let lineStart = true;
    if (lastEnd[d] < 0) {
      // A dated header ("[Session 3 — Tue 5 May 2026, 09:10]") stays with any kept part of its text.
      const head = datedHeader(units.pieces[d].text);
      if (head && units.pieceStart[d] + head.length <= s.start[i]) {
        // Joined as written: a unit on a later line (an indented code fence) stays at the start of its line.
        const sep = separator(units.text.slice(units.pieceStart[d] + head.length, s.start[i]));
        out[d].push(head, sep);
        lineStart = sep !== ' ';
      }
    } else {
      const sep = separator(units.text.slice(lastEnd[d], s.start[i]));
      out[d].push(sep);
      lineStart = sep !== ' ';
    }
    if (lineStart) out[d].push(lineIndent(units.text, units.pieceStart[d], s.start[i]));
    out[d].push(body);
    lastEnd[d] = s.end[i];
  }
  return out.map((parts, d) => (whole[d] ? units.pieces[d].text : parts.join('')));
}

/**
 * 1 for each piece whose units are all kept verbatim and whose text outside them is whitespace:
 * such a piece is given back exactly as written (its spacing, e.g. `です。配送日`, untouched).
 */
function wholePieces(units: Units, kept: Kept): Uint8Array {
  const s = units.analysis.sentences;
  const n = units.pieces.length;
  const whole = new Uint8Array(n).fill(1);
  const seen = new Uint8Array(n);
  const cursor = Int32Array.from(units.pieceStart);
  for (let i = 0; i < s.count; i++) {
    const d = s.doc[i];
    seen[d] = 1;
    if (!whole[d]) continue;
    if (!kept.mask[i] || kept.rewrite?.has(i) || !blank(units.text, cursor[d], s.start[i])) whole[d] = 0;
    cursor[d] = s.end[i];
  }
  for (let d = 0; d < n; d++) {
    const end = units.pieceStart[d] + units.pieces[d].text.length;
    if (!seen[d] || (whole[d] && !blank(units.text, cursor[d], end))) whole[d] = 0;
  }
  return whole;
}

/** Only whitespace in text[from, to). */
function blank(text: string, from: number, to: number): boolean {
  return from >= to || /^\s*$/.test(text.slice(from, to));
}

/**
 * What a kept tool result says when none of its text was kept: its call stays (a sibling result of
 * the same assistant turn was kept), and a call must be answered by something, not by an empty
 * content that reads as "returned nothing" (and that OpenAI rejects as an empty array).
 * @example
 * rebuilt.find((m) => m.tool_call_id === 'a')?.content // '[result omitted]'
 */
export const OMITTED_RESULT = '[result omitted]';

/** Content with something to read: non-blank text or a non-text part. */
function hasSubstance(content: Content): boolean {
  if (typeof content === 'string') return content.trim() !== '';
  return content.some((p) => !isTextPart(p) || p.text.trim() !== '');
}

/** Index of the first text part with non-blank text (-1 for string content). */
function firstText(content: Content): number {
  return typeof content === 'string' ? -1 : content.findIndex((p) => isTextPart(p) && p.text.trim() !== '');
}

/**
 * Rebuild messages: `keepMessage[i]` says whether message i is emitted; emitted messages get their
 * rendered pieces (verbatim messages are passed through untouched when `verbatim[i]`). Non-text
 * parts (images, files) of compressed messages are kept whole only when `keepParts` has the index.
 * An assistant message in `dropCalls` loses its `tool_calls` (their results were all dropped).
 * A tool result left with nothing to read says {@link OMITTED_RESULT} in its first text part.
 * @example
 * const messages = rebuildMessages(input, units, texts, keepMessage, verbatim, new Set());
 */
export function rebuildMessages(
  messages: readonly Message[],
  units: Units,
  texts: string[],
  keepMessage: Uint8Array,
  verbatim: Uint8Array,
  keepParts: ReadonlySet<number>,
  dropCalls: ReadonlySet<number> = new Set(),
): Message[] {
  const perMessage = new Map<number, Map<number, string>>();
  units.pieces.forEach((p, i) => {
    let m = perMessage.get(p.message);
    if (!m) perMessage.set(p.message, (m = new Map()));
    m.set(p.part, texts[i]);
  });
  const out: Message[] = [];
  messages.forEach((m, i) => {
    if (!keepMessage[i]) return;
    if (verbatim[i]) return void out.push(m);
    const texts = perMessage.get(i) ?? new Map<number, string>();
    let content = withTexts(m.content, texts, keepParts.has(i));
    if (m.role === 'tool' && !hasSubstance(content) && hasSubstance(m.content)) {
      content = withTexts(m.content, new Map(texts).set(firstText(m.content), OMITTED_RESULT), keepParts.has(i));
    }
    if (!dropCalls.has(i)) return void out.push({ ...m, content });
    const { tool_calls: _calls, ...rest } = m;
    out.push({ ...rest, content });
  });
  return out;
}
