/** @module pins/context-words — the words a ledger shows before a fact, and facts whose words are a stock phrasing. */
import type { Units } from '../extract/units.js';
import { FIELD_KIND, type FactTable } from './facts.js';

const STOP = new Set(
  'a an the to of in on at for by with from and or but is are was were be been it its this that these those i you we they he she our your my their me us them as so if then than there here will would can could should do does did have has had not no yes ok just also into about over per via'.split(' '),
);

/** The source prefix of a ledger line: `m42 tool: `. */
const LEDGER_LINE_SOURCE = /^m\d+ (?:user|assistant|system|tool|developer): /;

/** A context shared by this many facts or more is a stock phrasing. */
const STOCK_SHARE = 3;

/** How far before a fact its context words are looked for (characters). */
const WINDOW = 60;
const WORD = /[\p{L}][\p{L}'-]*/gu;

const CONTEXT_CACHE = new WeakMap<FactTable, Map<number, string>>();

/**
 * Up to two content words right before the fact inside its unit, on its line, never reaching into the
 * previous fact of the same unit or an earlier ledger line's source (cached per fact table).
 * @example
 * contextWords(units, facts, p) // 'deadline' for '… the deadline is May 3'
 */
export function contextWords(units: Units, pins: FactTable, pin: number): string {
  let cache = CONTEXT_CACHE.get(pins);
  if (!cache) CONTEXT_CACHE.set(pins, (cache = new Map()));
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
  const words = text.slice(from, at).match(WORD) ?? [];
  const picked: string[] = [];
  for (let i = words.length - 1; i >= 0 && picked.length < 2; i--) {
    if (!STOP.has(words[i].toLowerCase())) picked.unshift(words[i]);
  }
  return picked.join(' ');
}

/**
 * Of the given facts, those whose context words (case-folded) at least {@link STOCK_SHARE} of them
 * share: "logged 474 kg", "logged 349 boxes", "logged 23 boxes" read as one stamped phrasing, which
 * still shows once the sentences are gone and only an earlier ledger's line is left. Labelled facts
 * and `key: value` fields are never counted (their key is the point).
 * @example
 * repeatedContexts(units, facts, [0, 1, 2, 3]) // [0, 1, 2] when three of them read 'reference REF-…'
 */
export function repeatedContexts(units: Units, pins: FactTable, facts: readonly number[]): number[] {
  const context = new Map<number, string>();
  const count = new Map<string, number>();
  for (const p of facts) {
    if (pins.label[p] || pins.kind[p] === FIELD_KIND) continue;
    const c = contextWords(units, pins, p).toLowerCase();
    if (!c) continue;
    context.set(p, c);
    count.set(c, (count.get(c) ?? 0) + 1);
  }
  return facts.filter((p) => (count.get(context.get(p) ?? '') ?? 0) >= STOCK_SHARE);
}
