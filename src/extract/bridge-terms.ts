/** @module extract/bridge-terms — the names and identifiers of the best answer to a question, to follow one hop further. */
import { capitalisedRun, WORDISH } from '../text/latin-letters.js';
import { lowerText, unitAt, type Units } from './units.js';

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Units read for bridge terms: the best match, and the runner-up when it scores close to it. */
const CLOSE_SHARE = 0.75;
/** Names (Mara Okafor) and identifiers with a hyphen, underscore, dot or digit (notify-gateway, db-03, 5c1c36d). */
const TERM = new RegExp(
  `${capitalisedRun('', ' ')}|(?<![${WORDISH}_])(?:[A-Za-z][A-Za-z0-9]*(?:[-_.][A-Za-z0-9]+)+|(?=[A-Za-z]*\\d)[A-Za-z0-9]{5,})(?![${WORDISH}_])`,
  'g',
);

/**
 * Bridge terms for a question whose answer sits one hop away ("Which machine hosts the service
 * that is timing out?"): the names and identifiers of the unit that matches the question best
 * ("notify-gateway keeps timing out…" → `notify-gateway`), which then lead to the unit or field
 * that answers it (`notify-gateway: host: db-03`). Only terms found in another unit as well are
 * kept, and words of the question itself are left out. Lowercased; empty when nothing matches
 * the question (or when lowercasing changes the text's length, which would shift every offset).
 * @example
 * bridgeTerms(units, related, 'In which city will the person who owns the database move be based?')
 * // ['mara okafor', 'mara'] when "Mara Okafor owns the database migration" matches best
 */
export function bridgeTerms(units: Units, related: Float32Array | undefined, query: string | undefined): string[] {
  if (!related || !query) return [];
  const s = units.analysis.sentences;
  let best = -1;
  let second = -1;
  for (let u = 0; u < related.length; u++) {
    if (best < 0 || related[u] > related[best]) (second = best), (best = u);
    else if (second < 0 || related[u] > related[second]) second = u;
  }
  if (best < 0 || related[best] <= 0) return [];
  const lower = lowerText(units);
  if (lower === undefined) return [];
  const asked = query.toLowerCase();
  const words = new WholeWords(lower);
  const terms = new Set<string>();
  const checked = new Set<string>();
  for (const u of [best, second]) {
    if (u < 0 || related[u] < CLOSE_SHARE * related[best]) continue;
    for (const m of units.text.slice(s.start[u], s.end[u]).matchAll(TERM)) {
      const term = m[0].toLowerCase();
      if (asked.includes(term)) continue;
      const first = term.split(' ')[0];
      for (const t of first !== term ? [term, first] : [term]) {
        // Each term once: a long list of names repeats its first names ("Anna Li and Anna Roy and …").
        if (checked.has(t)) continue;
        checked.add(t);
        if (leadsElsewhere(units, words, t)) terms.add(t);
      }
    }
  }
  return [...terms];
}

/** Does `term` occur as a whole word in two or more units (so it leads somewhere else)? */
function leadsElsewhere(units: Units, words: WholeWords, term: string): boolean {
  const s = units.analysis.sentences;
  let first = -1;
  let next = 0;
  for (const at of words.at(term, () => next)) {
    const u = unitAt(s.start, at);
    if (u < 0 || at >= s.end[u]) continue;
    if (first >= 0 && u !== first) return true;
    first = u;
    next = s.end[u];
  }
  return false;
}

/** Terms looked up by scanning the text before an index of its words pays off. */
const SCAN_LIMIT = 16;
const RUN = /[\p{L}\p{N}]+/gu;

/**
 * Whole-word occurrences of terms in a lowercased text, in text order. The first lookups scan the
 * text; past {@link SCAN_LIMIT} of them, an index of its word runs answers instead: a code block or a
 * JSON dump holds thousands of identifiers, and one scan each made a query over it quadratic (23 s
 * for 1 MB). Where a term occurs as a whole word, each of its runs of letters and digits is a whole
 * run of the text, so the positions of its rarest run are the only candidates. A caller that needs
 * one occurrence per unit says where the next may start, and the rest of a unit is skipped rather
 * than compared (an identifier found at every other character of one long unit: 13 s at 300,000).
 */
class WholeWords {
  private asked = 0;
  private runs: Map<string, number[]> | undefined;

  constructor(private readonly lower: string) {}

  *at(term: string, from: () => number = () => 0): Generator<number> {
    if (++this.asked <= SCAN_LIMIT || !WORD_CHAR.test(term[0] ?? '')) {
      for (let at = this.lower.indexOf(term, from()); at >= 0; at = this.lower.indexOf(term, Math.max(at + 1, from()))) if (this.whole(at, term)) yield at;
      return;
    }
    this.runs ??= wordRuns(this.lower);
    // Each run of the term is a whole run of the text where the term occurs: look it up by its rarest
    // ("x_1234" by "1234", not by the "x" that starts thousands of identifiers).
    let rarest: number[] | undefined;
    let offset = 0;
    for (const m of term.matchAll(RUN)) {
      const list = this.runs.get(m[0]) ?? [];
      if (rarest === undefined || list.length < rarest.length) (rarest = list), (offset = m.index);
    }
    for (const p of rarest ?? []) {
      const at = p - offset;
      if (at >= 0 && at >= from() && this.lower.startsWith(term, at) && this.whole(at, term)) yield at;
    }
  }

  private whole(at: number, term: string): boolean {
    return !WORD_CHAR.test(this.lower[at - 1] ?? '') && !WORD_CHAR.test(this.lower[at + term.length] ?? '');
  }
}

/** Start offsets of each maximal run of letters and digits, by run. */
function wordRuns(lower: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const m of lower.matchAll(RUN)) {
    const list = out.get(m[0]);
    if (list) list.push(m.index);
    else out.set(m[0], [m.index]);
  }
  return out;
}

/**
 * Per unit, `weight` when it contains one of the terms as a whole word (lowercased text).
 * @example
 * termBonus(units, ['mara'], 2) // 2 for "Mara moves from the Seville office to Hanoi", else 0
 */
export function termBonus(units: Units, terms: readonly string[], weight: number): Float32Array | undefined {
  if (terms.length === 0) return undefined;
  const lower = lowerText(units);
  if (lower === undefined) return undefined;
  const s = units.analysis.sentences;
  const out = new Float32Array(s.count);
  const words = new WholeWords(lower);
  for (const term of terms) {
    let next = 0;
    for (const at of words.at(term, () => next)) {
      const u = unitAt(s.start, at);
      if (u < 0 || at >= s.end[u]) continue;
      out[u] = weight;
      next = s.end[u]; // one hit per unit is enough: skip the rest of it
    }
  }
  return out;
}

