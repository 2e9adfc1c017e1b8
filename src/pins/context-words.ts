/** @module pins/context-words — the words a ledger shows before a fact, and facts whose words are a stock phrasing. */
import { unitText, type Units } from '../extract/units.js';
import { LEDGER_LINE_SOURCE } from './earlier-ledger.js';
import { lastContentWords } from './content-words.js';
import { parentUnits } from '../extract/parents.js';
import { FIELD_KIND, type FactTable } from './facts.js';

/** A context shared by this many facts or more is a stock phrasing. */
const STOCK_SHARE = 3;

/** How far before a fact its context words are looked for (characters). */
const WINDOW = 60;

const CONTEXT_CACHE = new WeakMap<FactTable, Map<number, string>>();

/**
 * Up to two content words right before the fact inside its unit, on its line, never reaching into the
 * previous fact of the same unit or an earlier ledger line's source (cached per fact table); for an
 * earlier ledger's item, the words it already carries before its fact. A list item's fact has the
 * words of the heading its list sits under before its own.
 * @example
 * contextWords(units, facts, p) // 'deadline' for '… the deadline is May 3'
 * contextWords(units, facts, q) // 'Retrieval Two-Tower Latency' for '- Latency: ~10ms' under '**Stage 1 - Retrieval (Two-Tower)**:'
 */
export function contextWords(units: Units, pins: FactTable, pin: number): string {
  let cache = CONTEXT_CACHE.get(pins);
  if (!cache) CONTEXT_CACHE.set(pins, (cache = new Map()));
  if (pins.verbatim[pin]) return pins.context[pin];
  let words = cache.get(pin);
  if (words === undefined) cache.set(pin, (words = findContextWords(units, pins, pin)));
  return words;
}

function findContextWords(units: Units, pins: FactTable, pin: number): string {
  const text = units.text;
  const at = pins.start[pin];
  let from = Math.max(units.analysis.sentences.start[pins.sentence[pin]], at - WINDOW);
  // context words never reach into the previous fact of the same sentence
  if (pin > 0 && pins.sentence[pin - 1] === pins.sentence[pin]) from = Math.max(from, pins.end[pin - 1]);
  // Context stays on the fact's line, after the source of an earlier ledger's line ("m42 tool: ").
  let newline = at - 1;
  while (newline >= from - 1 && text.charCodeAt(newline) !== 10) newline--;
  if (newline >= from - 1) {
    from = newline + 1;
    const source = LEDGER_LINE_SOURCE.exec(text.slice(from, from + 24));
    if (source) from += source[0].length;
  }
  const before = text.slice(from, at);
  const own = lastContentWords(from === units.analysis.sentences.start[pins.sentence[pin]] ? before.replace(DISCOURSE_OPENER, '') : before);
  return withSection(units, pins.sentence[pin], own);
}

const SPACE = /\s/;

/**
 * The text of a lead-in line that is a heading, a markdown heading (its title) or a line that is all
 * one bold span ("**Stage 1 - Retrieval (Two-Tower)**:"), else undefined: groups `hash` ?? `bold` of
 * `/^\s*(?:#{1,6}\s+(?<hash>[^\n]+?)|(?<bold>\*\*[^*\n]+\*\*|__[^_\n]+__))\s*:?\s*$/`, found in one
 * pass. That regex tried every length of the title against every split of the spaces after it
 * (a heading of 4,000 spaces and tabs before its colon: 15 s).
 * @example
 * headingLeadIn('## Stage 1 - Retrieval:') // 'Stage 1 - Retrieval'
 * headingLeadIn('**Latency**:') // '**Latency**'
 */
export function headingLeadIn(line: string): string | undefined {
  const n = line.length;
  let p = 0;
  while (p < n && SPACE.test(line[p])) p++;
  // The shortest end of the line that `\s*:?\s*$` reads starts at `tail`; so does every later one.
  let tail = n;
  while (tail > p && SPACE.test(line[tail - 1])) tail--;
  if (tail > p && line[tail - 1] === ':') for (tail--; tail > p && SPACE.test(line[tail - 1]); ) tail--;
  if (line[p] === '#') {
    let q = p;
    while (line[q] === '#') q++;
    if (q - p > 6) return undefined;
    let spaces = q;
    while (spaces < n && SPACE.test(line[spaces])) spaces++;
    // `\s+` gives back spaces one by one; the title is the shortest text after them that leaves the tail.
    for (let at = spaces; at > q; at--) {
      const end = Math.max(tail, at + 1);
      if (end > n) continue;
      const nl = line.indexOf('\n', at);
      if (nl < 0 || nl >= end) return line.slice(at, end);
      if (at < tail) return undefined; // a newline before the tail stays in every longer title
    }
    return undefined;
  }
  const mark = line.slice(p, p + 2);
  if (mark !== '**' && mark !== '__') return undefined;
  let r = p + 2;
  while (r < n && line[r] !== mark[0] && line[r] !== '\n') r++;
  return r > p + 2 && line.slice(r, r + 2) === mark && r + 2 >= tail ? line.slice(p, r + 2) : undefined;
}

/**
 * The fact's own context words after the content words of the heading its list sits under, so the
 * ledger tells "Retrieval Two-Tower Latency ~10ms" from "Ranking DLRM Latency ~50ms"; the own words
 * alone when the list has no heading or the heading's words are already among them.
 */
function withSection(units: Units, unit: number, own: string): string {
  const parent = parentUnits(units)[unit];
  if (parent < 0) return own;
  const heading = headingLeadIn(unitText(units, parent));
  if (heading === undefined) return own;
  return prefixed(lastContentWords(heading.replace(/[*_]/g, ' ')), own);
}

/** `words` before `own`, unless `own` already holds them. */
function prefixed(words: string, own: string): string {
  if (!words || own.toLowerCase().includes(words.toLowerCase())) return own;
  return own ? `${words} ${own}` : words;
}

/** A sentence's opening discourse marker ("Honestly,", "By the way,", "Quick note:"): it says how, not what. */
const DISCOURSE_OPENER =
  /^\s*(?:[-*+]\s+)?(?:honestly|frankly|actually|basically|anyway|also|separately|besides|btw|fwiw|fyi|ps|heads up|quick note|side note|note|to be (?:fair|honest|clear)|for (?:the record|context|what it(?:'s| is) worth)|as far as i (?:can tell|know)|in any case|in short|that said|by the way|on (?:our|my|your|their) side|just so you know|if i remember correctly|from what i (?:saw|see|heard)|looking at it again|as (?:i said|mentioned))\s*[,:]\s*/i;

/**
 * Of the given facts, those whose last context word (case-folded) at least {@link STOCK_SHARE} of them
 * share: "Noor logged 474 kg", "Kenji logged 349 boxes", "Sam logged 23 boxes" read as one stamped
 * phrasing, which still shows once the sentences are gone and only an earlier ledger's line is left.
 * Labelled facts, `key: value` fields and the values of a correction ("budget $4,000", later "budget
 * $4,500") are never counted (their key, or their change, is the point).
 * @example
 * repeatedContexts(units, facts, [0, 1, 2, 3]) // [0, 1, 2] when three of them read 'reference REF-…'
 */
export function repeatedContexts(units: Units, pins: FactTable, facts: readonly number[]): number[] {
  const context = new Map<number, string>();
  const count = new Map<string, number>();
  const corrected = new Set<number>();
  for (const p of facts) if (pins.replacedBy[p] >= 0) corrected.add(p).add(pins.replacedBy[p]);
  for (const p of facts) {
    if (pins.label[p] || pins.kind[p] === FIELD_KIND || corrected.has(p)) continue;
    const words = contextWords(units, pins, p).toLowerCase();
    if (!words) continue;
    // The word right before the fact: the names before it vary ("Noor logged", "Kenji logged").
    const c = words.slice(words.lastIndexOf(' ') + 1);
    context.set(p, c);
    count.set(c, (count.get(c) ?? 0) + 1);
  }
  return facts.filter((p) => (count.get(context.get(p) ?? '') ?? 0) >= STOCK_SHARE);
}
