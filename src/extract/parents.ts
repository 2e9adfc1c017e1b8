/** @module extract/parents — the line a unit depends on to be read: a table row's header, a list item's lead-in, a nested line's key. */
import { unitAt, type Units } from './units.js';

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
 * lead-in line ("I recommend:", "**Stage 1 - Retrieval (Two-Tower)**:") when that line ends in a colon,
 * and a line indented under a key that ends in a colon (`    host: db-03` under `  notify-gateway:`).
 * Made once per `Units` and shared: read it, never change it ({@link unitLinks} gives a copy to change).
 * @example
 * parentUnits(units) // for '| Storage | Delta Lake |' the unit of '| Component | Choice |'
 */
export function parentUnits(units: Units): Int32Array {
  return sharedLinks(units).parents;
}

/** What a unit needs kept with it: {@link parentUnits}, and a table body row's rule row. */
export interface UnitLinks {
  /** Per unit, its parent ({@link parentUnits}), or -1. */
  parents: Int32Array;
  /** Per unit of a table body row, the unit of its table's rule row (`|---|---|`) when that row is
   * a unit of its own, or -1: a header and a body row render as a table only with it between them. */
  rules: Int32Array;
}

const LINKS = new WeakMap<Units, UnitLinks>();

/**
 * Per unit, its parent and its table's rule row, in one pass over the lines (made once per
 * `Units`; each call gets its own copy, which the caller may change).
 * @example
 * const { parents, rules } = unitLinks(units); // for '| Storage | Delta Lake |': the header's unit and the '|---|---|' unit
 */
export function unitLinks(units: Units): UnitLinks {
  const links = sharedLinks(units);
  // A caller may link more (a revision opener becomes its revision's parent): the next one must not see it.
  return { parents: links.parents.slice(), rules: links.rules.slice() };
}

/** The links of `units`, found on first use and kept with them. */
function sharedLinks(units: Units): UnitLinks {
  let links = LINKS.get(units);
  if (!links) LINKS.set(units, (links = findLinks(units)));
  return links;
}

function findLinks(units: Units): UnitLinks {
  const s = units.analysis.sentences;
  const { text, pieceStart } = units;
  const out = new Int32Array(s.count).fill(-1);
  const rules = new Int32Array(s.count).fill(-1);
  let u = 0;
  for (let d = 0; d < pieceStart.length && u < s.count; d++) {
    const end = d + 1 < pieceStart.length ? pieceStart[d + 1] : text.length;
    let leadIn = -1; // unit of the last colon-ending line before a list
    let header = -1; // unit of the current table's header row
    let rule = -1; // unit of the current table's rule row
    let inTable = false;
    const keys = new IndentKeys();
    for (let at = pieceStart[d]; at < end; ) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 || nl > end ? end : nl;
      const line = text.slice(at, lineEnd);
      while (u < s.count && s.start[u] < at) u++;
      const first = u < s.count && s.start[u] <= lineEnd ? u : -1;
      let parent = -1;
      let needsRule = -1;
      if (TABLE_ROW.test(line)) {
        if (!inTable) (inTable = true), (header = first), (rule = -1);
        else if (!TABLE_RULE.test(line)) (parent = header), (needsRule = header >= 0 ? rule : -1);
        else if (rule < 0 && first !== header) rule = first;
        leadIn = -1;
      } else {
        inTable = false;
        if (LIST_ITEM.test(line)) parent = leadIn;
        else if (line.trim() !== '') {
          leadIn = /:[*_]*\s*$/.test(line) ? lastUnitOfLine(s, first, lineEnd) : -1;
          const covering = unitAt(s.start, lineEnd - 1);
          parent = keys.under(line, covering >= 0 && s.end[covering] > at ? covering : -1);
        }
      }
      for (; u < s.count && s.start[u] <= lineEnd && s.start[u] < end; u++) {
        if (parent >= 0 && parent !== u) out[u] = parent;
        if (needsRule >= 0 && needsRule !== u) rules[u] = needsRule;
      }
      at = lineEnd + 1;
    }
  }
  return { parents: out, rules };
}

/**
 * A table's rule row with each cell cut to three dashes (its alignment colons kept): it renders the
 * same, and long dash runs cost tokens for nothing. Text that is no rule row is returned as it is.
 * @example
 * compactRule('|:-----------|--------:|') // '|:---|---:|'
 */
export function compactRule(text: string): string {
  if (!TABLE_RULE.test(text) || text.includes('\n')) return text;
  const cells = text.trim().slice(1, -1).split('|');
  return `|${cells.map((c) => `${/^\s*:/.test(c) ? ':' : ''}---${/:\s*$/.test(c) ? ':' : ''}`).join('|')}|`;
}

/** A bare key: a line of one key and a colon, no value (`  notify-gateway:`, `services:`). */
const BARE_KEY = /^\s*["']?[\w.-][\w .-]{0,60}["']?:\s*$/;

/** The open keys of an indented structure (YAML-like tool output), innermost last. */
class IndentKeys {
  private readonly open: Array<{ indent: number; unit: number; key: boolean }> = [];

  /** The unit of the bare key `line` is indented under (or -1); `line` (covered by unit `unit`) becomes open itself. */
  under(line: string, unit: number): number {
    const indent = line.length - line.trimStart().length;
    while (this.open.length && this.open[this.open.length - 1].indent >= indent) this.open.pop();
    const top = this.open[this.open.length - 1];
    this.open.push({ indent, unit, key: BARE_KEY.test(line) });
    return top?.key && top.unit >= 0 && top.unit !== unit ? top.unit : -1;
  }
}

/** The last unit that starts on the line of unit `first` (ending at `lineEnd`), or -1. */
function lastUnitOfLine(s: Units['analysis']['sentences'], first: number, lineEnd: number): number {
  if (first < 0) return -1;
  let u = first;
  while (u + 1 < s.count && s.start[u + 1] < lineEnd) u++;
  return u;
}

/**
 * The selection plus the parent of every selected unit (a table's header row, a list's lead-in),
 * and with a table's header the rule row below it (`|---|`), so kept rows still render as a table.
 * Their tokens count in the rendered output the fit measures. Units of `locked` are never added.
 * @example
 * withParents(mask, parents, locked, rules) // '| Storage | Delta Lake |' selected: its header and '|---|---|' too
 */
export function withParents(mask: Uint8Array, parents: Int32Array, locked: Uint8Array, rules?: Int32Array): Uint8Array {
  const out = mask.slice();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || parents[i] < 0 || locked[parents[i]]) continue;
    out[parents[i]] = 1;
    const rule = rules ? rules[i] : -1;
    if (rule >= 0 && !locked[rule]) out[rule] = 1;
  }
  return out;
}
