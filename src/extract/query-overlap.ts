/** @module extract/query-overlap — how many of the query's content words (or their stems) a unit shares. */
import type { Units } from './units.js';

/**
 * Words a question is made of that say nothing about its subject.
 * @example
 * QUESTION_STOP_WORDS.has('the') // true
 */
export const QUESTION_STOP_WORDS = new Set(
  'a an the to of in on at for by with from and or but is are was were be been it its this that these those i you we they he she our your my their me us them as so if then than there here will would can could should do does did have has had not no what which who whom whose when where why how much many any some all about into over per via just also again still ever'.split(' '),
);

/** Lowercase word stems of the query (first 5 letters), stop words removed. */
function queryStems(query: string): string[] {
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

/** Finds the matches of some alternatives in a text: `[...text.matchAll(regex)]`, or matches found alike. */
type StemFinder = (text: string) => Array<{ 0: string; index: number }>;

/**
 * Up to this many stems, one regex of them all finds them. Past it that regex costs the text's
 * length times the stems (case-insensitive alternatives are tried one by one at each position: a
 * query of 100,000 characters took 18 s on a text as long), and the stems are looked up instead.
 */
const ONE_REGEX_STEMS = 64;

/**
 * The matches of `new RegExp(`${boundary ? '\\b' : ''}(${stems.join('|')})`, 'giu')`, stems being
 * escaped, in text order. Past {@link ONE_REGEX_STEMS}, each position looks up the stems of the
 * case-folded text that starts there (a stem is 3 to 5 code units, and a character matches only
 * characters of its length and fold) and tries those alone, in the stems' order: the first that
 * matches is the regex's match.
 */
function stemFinder(stems: readonly string[], boundary: boolean): StemFinder {
  const b = boundary ? '\\b' : '';
  if (stems.length <= ONE_REGEX_STEMS) {
    const re = new RegExp(`${b}(${stems.join('|')})`, 'giu');
    return (text) => [...text.matchAll(re)];
  }
  const byFold = new Map<string, number[]>();
  const firsts = new Set<string>();
  const lengths = new Set<number>();
  stems.forEach((stem, k) => {
    const plain = stem.replace(/\\(.)/g, '$1');
    const key = fold(plain);
    (byFold.get(key) ?? byFold.set(key, []).get(key)!).push(k);
    firsts.add(fold(String.fromCodePoint(plain.codePointAt(0)!)));
    lengths.add(plain.length);
  });
  const sticky = stems.map((stem) => new RegExp(`${b}(?:${stem})`, 'iuy'));
  return (text) => {
    const out: Array<{ 0: string; index: number }> = [];
    const tried: number[] = [];
    for (let at = 0; at < text.length; ) {
      const c = text.codePointAt(at)!;
      const step = c > 0xffff ? 2 : 1;
      let end = -1;
      if (firsts.has(fold(String.fromCodePoint(c)))) {
        tried.length = 0;
        for (const n of lengths) if (at + n <= text.length) tried.push(...(byFold.get(fold(text.slice(at, at + n))) ?? []));
        tried.sort((x, y) => x - y);
        for (const k of tried) {
          sticky[k].lastIndex = at;
          if (sticky[k].test(text)) {
            end = sticky[k].lastIndex;
            break;
          }
        }
      }
      if (end > at) out.push({ 0: text.slice(at, end), index: at });
      at = end > at ? end : at + step;
    }
    return out;
  };
}

const FOLDS = new Map<string, string>();

/**
 * One form for characters that a case-insensitive unicode regex matches to each other (checked over
 * all code points: each pair has one length and one form), shared by a few that it does not.
 */
function fold(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (code < 0x80) out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
    else {
      let f = FOLDS.get(c);
      if (f === undefined) FOLDS.set(c, (f = c.toLowerCase().toUpperCase().toLowerCase()));
      out += f;
    }
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
