/** @module pins/facts — one table of facts for the ledger: the kernel's pins plus named entities. */
import { LIST_MARKER } from '../extract/parents.js';
import { unitAt, type Units } from '../extract/units.js';
import { codeBlocks } from '../text/code-blocks.js';
import { capitalisedRun, UPPER_EXTENDED } from '../text/latin-letters.js';
import { LineIndex } from '../text/line-index.js';
import { lowercaseWords } from '../text/lowercase-words.js';
import { lastContentWords } from './content-words.js';
import { factKeys, normalizeFact } from './corrections.js';
import { ledgerItems, REPLACED_MARK } from './earlier-ledger.js';

/**
 * Kind of a named-entity fact (outside the kernel's PinKind range).
 * @example
 * ENTITY_KIND // 32
 */
export const ENTITY_KIND = 32;
/**
 * Kind of a `key: value` field of tool output (config, logs, headers).
 * @example
 * FIELD_KIND // 33
 */
export const FIELD_KIND = 33;

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
  /** Text rendered before the fact (a nested field's parent key, `notify-gateway:`), or ''. */
  label: string[];
  /** 1 for an earlier ledger's item: rendered as written, with no context words of its own. */
  verbatim: Uint8Array;
  /** The words an item carries before its fact (`logged` in `Kenji logged 349 boxes`), for stock-phrasing checks; '' otherwise. */
  context: string[];
}

/** Two or more capitalised words in Latin scripts: Bluejay Logistics, Felix Alvarez, Atlântico Shuttles, Émile Durand. */
const NAME = new RegExp(capitalisedRun('(?:[ -](?:of|de|da|del|van|von|la|le|du) )?'), 'g');
/** A further capitalised word after the first. */
const SECOND_WORD = new RegExp(`[ -][${UPPER_EXTENDED}]`);
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
  const rows: Row[] = [];
  for (let p = 0; p < pins.count; p++) {
    rows.push({ start: pins.start[p], end: pins.end[p], kind: pins.kind[p], sentence: pins.sentence[p], key: pinKeys[p], pin: p, label: '' });
  }
  const names = [...units.text.matchAll(NAME)];
  const firsts = names.map((m) => m[0].split(/[ -]/, 1)[0]);
  // A capitalised first word of a sentence or list item that the conversation also writes in
  // lowercase is a common word ("Create Redis Cluster"), not part of the name. The lowercase forms
  // of all such words are looked for in one scan of the text.
  const opening = names.map((m, k) => !STARTERS.has(firsts[k]) && atSentenceStart(units, m.index));
  const lower = lowercaseWords(units.text, firsts.filter((_, k) => opening[k]).flatMap(lowercaseForms));
  let p = 0;
  for (const [k, m] of names.entries()) {
    let start = m.index;
    let text = m[0];
    const first = firsts[k];
    if (STARTERS.has(first) || (opening[k] && commonWord(lower, first))) {
      text = text.slice(first.length + 1);
      start += first.length + 1;
      if (!SECOND_WORD.test(text)) continue;
    }
    const end = start + text.length;
    while (p < pins.count && pins.end[p] <= start) p++;
    if (p < pins.count && pins.start[p] < end) continue;
    const u = unitAt(sentences.start, start);
    if (u < 0 || end > sentences.end[u] || inHeaderRow(units, start) || isHeading(units, start, end)) continue;
    rows.push({ start, end, kind: ENTITY_KIND, sentence: u, key: normalizeFact(text), pin: -1, label: '' });
  }
  addFields(units, rows, pinReplacedBy);
  rows.sort((a, b) => a.start - b.start);
  asLedgerItems(units, rows);
  const indexOfPin = new Int32Array(pins.count);
  rows.forEach((r, i) => r.pin >= 0 && (indexOfPin[r.pin] = i));
  const n = rows.length;
  const table: FactTable = {
    count: n,
    start: new Int32Array(n),
    end: new Int32Array(n),
    kind: new Uint8Array(n),
    sentence: new Int32Array(n),
    keys: rows.map((r) => r.key),
    replacedBy: new Int32Array(n),
    label: rows.map((r) => r.label),
    verbatim: new Uint8Array(n),
    context: rows.map((r) => r.context ?? ''),
  };
  // Filled in one loop: a typed array's from() with a map function is many times slower.
  rows.forEach((r, i) => {
    table.start[i] = r.start;
    table.end[i] = r.end;
    table.kind[i] = r.kind;
    table.sentence[i] = r.sentence;
    table.replacedBy[i] = r.pin >= 0 && pinReplacedBy[r.pin] >= 0 ? indexOfPin[pinReplacedBy[r.pin]] : -1;
    table.verbatim[i] = r.verbatim ? 1 : 0;
  });
  return table;
}

/** What may stand before the first word of a list item's text on its line ("- ", "1. **"). */
const LIST_OPENING = new RegExp(`^\\s*(?:${LIST_MARKER}\\s*)?[*_]*$`);

/** Whether `at` opens a unit or a list item ("- Create Redis client", "**Create**"). */
function atSentenceStart(units: Units, at: number): boolean {
  const u = unitAt(units.analysis.sentences.start, at);
  if (u >= 0 && units.analysis.sentences.start[u] === at) return true;
  const line = linesOf(units).index.lineStart(at);
  return LIST_OPENING.test(units.text.slice(line, at));
}

/**
 * Whether the capitalised word also appears in lowercase in the conversation (Create ~ create), or
 * is the -ing form of a word that does (Checking ~ check, Creating ~ create, Running ~ run): a common
 * word, not a name. `set` holds the conversation's lowercase words, at least those of {@link lowercaseForms}.
 */
function commonWord(set: ReadonlySet<string>, word: string): boolean {
  return lowercaseForms(word).some((form) => set.has(form));
}

/** The lowercase words {@link commonWord} looks for: the word, and for an -ing form of six letters or more its stem, the stem plus e, and the stem without a doubled last letter. */
function lowercaseForms(word: string): string[] {
  const w = word.toLowerCase();
  if (!w.endsWith('ing') || w.length < 6) return [w];
  const stem = w.slice(0, -3);
  return stem.at(-1) === stem.at(-2) ? [w, stem, `${stem}e`, stem.slice(0, -1)] : [w, stem, `${stem}e`];
}

interface Row { start: number; end: number; kind: number; sentence: number; key: string; pin: number; label: string; verbatim?: boolean; context?: string }

/**
 * An earlier ledger's items replace the facts found inside them (rows sorted by start, in place): each
 * item becomes one fact, kept as written (`Author: Yuki <yuki@example.com>` stays that, where its
 * parts alone would render as `Author Yuki yuki@example.com`), filed under the kind, key and
 * replacement of its last inner fact before any replacement mark (so a later mention of the value
 * still supersedes it). An item the sentence splitter cut in two keeps its inner facts.
 */
function asLedgerItems(units: Units, rows: Row[]): void {
  const items = ledgerItems(units);
  if (items.length === 0) return;
  const { sentences } = units.analysis;
  const out: Row[] = [];
  let r = 0;
  for (const item of items) {
    while (r < rows.length && rows[r].start < item.start) out.push(rows[r++]);
    const inner: Row[] = [];
    while (r < rows.length && rows[r].start < item.end) inner.push(rows[r++]);
    const u = unitAt(sentences.start, item.start);
    if (u < 0 || item.end > sentences.end[u] || inner.some((x) => x.end > item.end)) {
      for (const x of inner) out.push(x);
      continue;
    }
    const text = units.text.slice(item.start, item.end);
    // The item's own fact is its last one before a replacement mark (`May 12 (replaced by May 13, m50)`).
    const mark = text.indexOf(REPLACED_MARK);
    const own = mark < 0 ? inner : inner.filter((x) => x.start < item.start + mark);
    const main = own[own.length - 1];
    out.push({
      start: item.start, end: item.end, sentence: u, label: '', verbatim: true,
      kind: main ? main.kind : /[:=]/.test(text) ? FIELD_KIND : ENTITY_KIND,
      key: main ? main.key : normalizeFact(text),
      pin: main ? main.pin : -1,
      context: main ? lastContentWords(units.text.slice(item.start, main.start)) : '',
    });
  }
  while (r < rows.length) out.push(rows[r++]);
  rows.length = 0;
  for (const x of out) rows.push(x);
}

/** A `key: value` line (value on the same line, up to 80 characters), or a parent key alone (`services:`). */
const FIELD_LINE = /^([ \t]*)([A-Za-z][\w.-]{0,40}):(?:[ \t]+(\S[^\n]{0,80}))?[ \t]*$/gm;

/** `name = literal` or `name: literal` in code (`max = 30`, `timeout: "5s"`), not `==`, `=>` or `a = b`. */
const CODE_ASSIGNMENT =
  /(?<![\w$.])[A-Za-z_$][\w$.]{0,40}[ \t]*(?:(?<![=!<>])=(?![=>])|:)[ \t]*(?:-?\d[\d_]*(?:[.,]\d[\d_]*)*[A-Za-z%]{0,3}|"[^"\n]{1,40}"|'[^'\n]{1,40}'|true|false)(?![\w.])/g;

/**
 * Add literal assignments inside code blocks (`max = 30`; code is kept or dropped whole) and the `key: value` lines of tool output as facts (a nested key carries its parent's name as a
 * label: `notify-gateway: host: db-03`); pins inside a field give way to it unless a correction
 * links them.
 */
function addFields(units: Units, rows: Row[], pinReplacedBy: Int32Array): void {
  const { sentences } = units.analysis;
  const fields: Row[] = [];
  const add = (start: number, end: number, label: string): void => {
    const u = unitAt(sentences.start, start);
    if (u < 0 || end > sentences.end[u]) return;
    fields.push({ start, end, kind: FIELD_KIND, sentence: u, key: normalizeFact(label + units.text.slice(start, end)), pin: -1, label });
  };
  units.pieces.forEach((piece, d) => {
    const base = units.pieceStart[d];
    if (units.roles[piece.message] !== 'tool') for (const block of codeBlocks(piece.text)) {
      const from = base + block.bodyStart;
      for (const m of block.body.matchAll(CODE_ASSIGNMENT)) add(from + m.index, from + m.index + m[0].length, '');
    }
    if (units.roles[piece.message] !== 'tool') return;
    const parents: Array<{ indent: number; key: string }> = [];
    for (const m of piece.text.matchAll(FIELD_LINE)) {
      const indent = m[1].replace(/\t/g, '  ').length;
      while (parents.length && parents[parents.length - 1].indent >= indent) parents.pop();
      if (m[3] === undefined) {
        parents.push({ indent, key: m[2] });
        continue;
      }
      const parent = parents[parents.length - 1];
      add(base + m.index + m[1].length, base + m.index + m[0].trimEnd().length, parent ? parent.key + ':' : '');
    }
  });
  if (fields.length === 0) return;
  fields.sort((a, b) => a.start - b.start);
  const linked = new Uint8Array(pinReplacedBy.length);
  for (let p = 0; p < pinReplacedBy.length; p++) {
    const to = pinReplacedBy[p];
    if (to >= 0) linked[p] = linked[to] = 1;
  }
  // Kept rows move up in place, then the fields follow (a spread into push() would pass every row as an argument).
  let kept = 0;
  for (const r of rows) if ((r.pin >= 0 && linked[r.pin]) || !inside(fields, r)) rows[kept++] = r;
  rows.length = kept;
  for (const f of fields) rows.push(f);
}

/** Is row r a plain fact (no correction link) inside one of the sorted fields? */
function inside(fields: Row[], r: Row): boolean {
  let lo = 0;
  let hi = fields.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fields[mid].start <= r.start) lo = mid + 1;
    else hi = mid - 1;
  }
  const f = fields[hi];
  return !!f && r.end <= f.end;
}

/** Is the offset on a markdown table's header row (column labels such as `Key Metric`, not names)? */
function inHeaderRow(units: Units, at: number): boolean {
  const { text } = units;
  const { index } = linesOf(units);
  const lineStart = index.lineStart(at);
  if (text[lineStart] !== '|' && text.slice(lineStart, lineStart + 8).trimStart()[0] !== '|') return false;
  const next = index.nextNewline(at);
  return next >= 0 && /^[ \t]*\|?[ \t]*:?-{3,}/.test(text.slice(next + 1, next + 40));
}

/** A line that is all one bold span, maybe a list item or ending in a colon: `**Day 1-2: Project Setup & FastAPI Foundation**`. */
const BOLD_LINE = new RegExp(`^\\s*(?:${LIST_MARKER}\\s*)?(\\*\\*|__)[^\\n]*\\1:?\\s*$`);

/** Is the name a heading or a bold label (`## Cost Estimate`, `**Learning Curve:**`, a bold line) rather than a name? */
function isHeading(units: Units, start: number, end: number): boolean {
  const { text } = units;
  if (/^[*_]{0,2}:/.test(text.slice(end, end + 3))) return true;
  const lines = linesOf(units);
  const lineStart = lines.index.lineStart(start);
  if (/^[ \t]*#{1,6}[ \t]/.test(text.slice(lineStart, start))) return true;
  let bold = lines.bold.get(lineStart);
  if (bold === undefined) {
    const lineEnd = lines.index.nextNewline(end);
    lines.bold.set(lineStart, (bold = BOLD_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd))));
  }
  return bold;
}

const LINES = new WeakMap<Units, { index: LineIndex; bold: Map<number, boolean> }>();
/** The units' line index, and whether each line asked about so far is one bold span (asked once per line). */
function linesOf(units: Units): { index: LineIndex; bold: Map<number, boolean> } {
  let l = LINES.get(units);
  if (!l) LINES.set(units, (l = { index: new LineIndex(units.text), bold: new Map() }));
  return l;
}
