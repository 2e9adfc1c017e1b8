/** @module extract/soft-overlap — query words matched through word vectors (luggage ~ bags, barrier ~ fence). */
import type { Kernel } from '../kernel/types.js';
import { joinTexts } from '../kernel/joined-texts.js';
import { wordPart, wordStart } from '../text/word-chars.js';
import { QUESTION_STOP_WORDS } from './query-overlap.js';
import { lowerText, type Units } from './units.js';

/** A word: letters (Latin and anything past Latin-1, general punctuation excepted), apostrophes, hyphens
 * (the text is scanned with the same classes by `wordStart` and `wordPart`). */
const WORD = /[a-z\u00C0-\u1FFF\u2070-\uFFFF][a-z\u00C0-\u1FFF\u2070-\uFFFF'-]*/gi;

/** Options of {@link softOverlap}. */
export interface SoftOverlapOptions {
  /** Bonus for a full match. */
  weight: number;
  /** Cosine at or below which two words count as unrelated. @default 0.4 */
  floor?: number;
  /** Most matches a unit is paid for (summed over the query's words). @default 1 */
  cap?: number;
}

/**
 * Per unit, `weight` × how close the query's words come to the unit's words through the static
 * word vectors (the table's common component removed): per query word its best match in the
 * unit, counted from `floor` cosine up (scaled to 0…1) and weighed by the matched word's rarity
 * in the conversation (IDF), summed and capped at `cap`. A word that shares the query word's stem
 * counts nothing here: the stem overlap already pays for it. `undefined` without a query or
 * without a loaded word-vector table.
 * @example
 * softOverlap(units, kernel, 'How much hold luggage is the family bringing?', { weight: 3 })
 * // the unit "we are bringing 3 checked bags" gains through luggage ~ bags
 */
export function softOverlap(units: Units, kernel: Kernel, query: string | undefined, o: SoftOverlapOptions): Float32Array | undefined {
  if (!query || !kernel.hasVectors()) return undefined;
  const asked = [...new Set(contentWords(query))];
  if (asked.length === 0) return undefined;
  const { floor = 0.4, cap = 1 } = o;
  const s = units.analysis.sentences;
  const { vocab, df, occurrences } = wordOccurrences(units);
  const V = vocab.length;
  const dims = kernel.vectorDims();
  const vectors = wordVectors(kernel, vocab);
  const queryVectors = wordVectors(kernel, asked);
  const norm = Math.log(s.count + 1);
  // closeness[v * J + j]: how close vocabulary word v comes to query word j (0 at or below the floor).
  const J = asked.length;
  const closeness = new Float32Array(V * J);
  const hit = new Uint8Array(V);
  asked.forEach((q, j) => {
    const row = queryVectors.subarray(j * dims, (j + 1) * dims);
    if (row.every((x) => x === 0)) return;
    const sims = kernel.similarities(row, vectors, dims);
    const stem = q.slice(0, 5);
    for (let v = 0; v < V; v++) {
      if (sims[v] <= floor || vocab[v].slice(0, 5) === stem) continue;
      closeness[v * J + j] = ((sims[v] - floor) / (1 - floor)) * Math.max(0, Math.log((s.count + 1) / (df[v] + 0.5)) / norm);
      hit[v] = 1;
    }
  });
  const out = new Float32Array(s.count);
  const best = new Float32Array(J);
  const flush = (u: number) => {
    if (u < 0) return;
    let total = 0;
    for (let j = 0; j < J; j++) (total += best[j]), (best[j] = 0);
    out[u] = o.weight * Math.min(cap, total);
  };
  let unit = -1;
  for (let k = 0; k < occurrences.length; k += 2) {
    const v = occurrences[k];
    if (!hit[v]) continue;
    if (occurrences[k + 1] !== unit) (flush(unit), (unit = occurrences[k + 1]));
    for (let j = 0; j < J; j++) best[j] = Math.max(best[j], closeness[v * J + j]);
  }
  flush(unit);
  return out;
}

/** Content words of a text, lowercased (stop words and words under 3 letters left out). */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 2 && !QUESTION_STOP_WORDS.has(w));
}

/** One pass over the units' text: the vocabulary, each word's unit frequency, and (word, unit) pairs in text order. */
function wordOccurrences(units: Units): { vocab: string[]; df: number[]; occurrences: Int32Array } {
  const { start, end, count } = units.analysis.sentences;
  const ids = new Map<string, number>();
  const vocab: string[] = [];
  const df: number[] = [];
  const lastUnit: number[] = [];
  // (word, unit) pairs in a typed array that doubles when full: pushing onto an array cost a fifth of the scan.
  let pairs = new Int32Array(1024);
  let np = 0;
  // The text lowercased once (shared with the other query passes) is much faster than per word.
  const lower = lowerText(units);
  const source = lower ?? units.text;
  // The words of WORD, scanned by character: a regex match object per word cost more than the rest.
  const n = source.length;
  let u = 0;
  for (let i = 0; i < n; ) {
    if (!wordStart(source.charCodeAt(i))) {
      i++;
      continue;
    }
    const at = i;
    for (i++; i < n && wordPart(source.charCodeAt(i)); ) i++;
    while (u < count && end[u] <= at) u++;
    if (u >= count) break;
    if (at < start[u] || i - at < 3) continue;
    const w = lower !== undefined ? source.slice(at, i) : source.slice(at, i).toLowerCase();
    // A stop word is looked up once, then known by its id (-1).
    let v = ids.get(w);
    if (v === undefined) {
      ids.set(w, (v = QUESTION_STOP_WORDS.has(w) ? -1 : vocab.length));
      if (v >= 0) vocab.push(w), df.push(0), lastUnit.push(-1);
    }
    if (v < 0) continue;
    if (lastUnit[v] !== u) (df[v]++, (lastUnit[v] = u));
    if (np === pairs.length) {
      const grown = new Int32Array(pairs.length * 2);
      grown.set(pairs);
      pairs = grown;
    }
    pairs[np++] = v;
    pairs[np++] = u;
  }
  return { vocab, df, occurrences: pairs.subarray(0, np) };
}

/** One unit-length vector per word (zero for unknown words), row-major, the table's common component removed. */
function wordVectors(kernel: Kernel, words: readonly string[]): Float32Array {
  const { text, starts, ends } = joinTexts(words);
  return kernel.sentenceVectors(text, starts, ends);
}
