/** @module extract/query-overlap — how many of the query's content words (or their stems) a unit shares. */
import { stemFinder, type StemFinder } from '../text/stem-finder.js';
import type { Units } from './units.js';

/**
 * Words a question is made of that say nothing about its subject.
 * @example
 * QUESTION_STOP_WORDS.has('the') // true
 */
export const QUESTION_STOP_WORDS = new Set(
  'a an the to of in on at for by with from and or but is are was were be been it its this that these those i you we they he she our your my their me us them as so if then than there here will would can could should do does did have has had not no what which who whom whose when where why how much many any some all about into over per via just also again still ever'.split(' '),
);

/**
 * Lowercase word stems of the query (first 5 letters), stop words removed.
 * @example
 * queryStems('When is the delivery due?') // ['deliv', 'due']
 */
export function queryStems(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return [...new Set(words.filter((w) => !QUESTION_STOP_WORDS.has(w) && w.length > 2).map((w) => w.slice(0, 5)))];
}

/**
 * Per unit, `weight` times the number of distinct query stems it contains (capped at 3). A
 * stem match tolerates inflection (deliver / delivery / delivered), which BM25's exact terms miss.
 * @example
 * queryOverlap(units, 'When is the delivery due?', 1.5) // Float32Array, 0 for unrelated units
 */
export function queryOverlap(units: Units, query: string | undefined, weight: number): Float32Array | undefined {
  if (!query) return undefined;
  const stems = queryStems(query).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (stems.length === 0) return undefined;
  const inUnit = stemFinder(stems, true);
  const s = units.analysis.sentences;
  const out = new Float32Array(s.count);
  const candidate = stemUnits(units, stemFinder(stems, false));
  for (let i = 0; i < s.count; i++) {
    if (!candidate[i]) continue;
    const found = new Set(inUnit(units.text.slice(s.start[i], s.end[i])).map((m) => m[0].toLowerCase()));
    out[i] = weight * Math.min(3, found.size);
  }
  return out;
}

/**
 * 1 for each unit that may hold a stem: one scan of the whole text with the stems alone (no word
 * boundary) marks every unit a match overlaps, so a unit left 0 holds none (a stem in it would lie
 * under a match of the scan). A unit cut inside a surrogate pair is read differently on its own: marked too.
 */
function stemUnits(units: Units, stems: StemFinder): Uint8Array {
  const { start, end, count } = units.analysis.sentences;
  const text = units.text;
  const out = new Uint8Array(count);
  let u = 0;
  for (const m of stems(text)) {
    const to = m.index + m[0].length;
    while (u < count && end[u] <= m.index) u++;
    for (let k = u; k < count && start[k] < to; k++) if (end[k] > m.index) out[k] = 1;
  }
  for (let k = 0; k < count; k++) if (splitsPair(text, start[k]) || splitsPair(text, end[k])) out[k] = 1;
  return out;
}

/** Does offset `at` fall between the halves of a surrogate pair? */
function splitsPair(text: string, at: number): boolean {
  const low = text.charCodeAt(at);
  const high = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}
