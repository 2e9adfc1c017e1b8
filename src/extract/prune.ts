/** @module extract/prune — LLMLingua-style token pruning of sentences, facts and key words kept. */
import { WordType, type AnalyzeOptions, type Kernel, type WordTable } from '../kernel/types.js';
import { replacePhrases } from './phrases.js';
import { isTableRow } from '../text/table-row.js';

const ALWAYS_KEEP = new Set<number>([WordType.QUESTION, WordType.ENTITY, WordType.TECHNICAL]);
const GAP = '\n\n';
/** Words that flip a sentence's meaning: never pruned ("Do not store the key" must not become "store key"). */
const NEGATION = /^(?:not|no|never|none|nothing|nobody|nowhere|neither|nor|without|cannot|non|\w+n['’]t)$/i;
/** Punctuation that attaches to the word before it. */
const CLOSING = '.,;:!?)]}%';

/**
 * Prune each text to about `keepRatio` of its tokens by importance: wordy phrases first, then
 * low-importance tokens; fact spans (pins), entities, technical tokens, question words and
 * negations (not, no, never, without, n't…) stay. A markdown table row comes back as written.
 * Returns one pruned string per input text.
 * @example
 * pruneTexts(kernel, ['Well, basically we really need the order AB-1234 shipped by May 3.'], 0.6)
 * // ['need order AB-1234 shipped by May 3.']
 */
export function pruneTexts(kernel: Kernel, texts: string[], keepRatio: number, options: AnalyzeOptions = {}): string[] {
  if (texts.length === 0) return [];
  const replaced = texts.map(replacePhrases);
  const starts = new Int32Array(replaced.length);
  let off = 0;
  replaced.forEach((t, i) => ((starts[i] = off), (off += t.length + GAP.length)));
  const joined = replaced.join(GAP);
  const words = kernel.importance(joined, starts, options);
  const pins = kernel.pins(joined);
  const pinned = new Uint8Array(words.count);
  for (let w = 0, p = 0; w < words.count; w++) {
    while (p < pins.count && pins.end[p] <= words.start[w]) p++;
    if (p < pins.count && pins.start[p] < words.end[w]) pinned[w] = 1;
  }
  const out: string[] = [];
  let w = 0;
  for (let d = 0; d < replaced.length; d++) {
    const end = starts[d] + replaced[d].length;
    const first = w;
    while (w < words.count && words.start[w] < end) w++;
    // A table row is kept as written: pruned, its pipes and cells would no longer line up.
    out.push(isTableRow(texts[d]) ? texts[d] : pruneOne(joined, words, pinned, first, w, keepRatio));
  }
  return out;
}

function pruneOne(text: string, words: WordTable, pinned: Uint8Array, from: number, to: number, keep: number): string {
  const n = to - from;
  if (n <= 3) return text.slice(words.start[from] ?? 0, words.end[to - 1] ?? 0);
  const sorted = Array.from(words.importance.subarray(from, to)).sort((a, b) => a - b);
  const threshold = sorted[Math.min(n - 1, Math.floor(n * (1 - keep)))];
  let out = '';
  let prevEnd = -1;
  for (let w = from; w < to; w++) {
    const last = w === to - 1;
    const type = words.type[w];
    const keepIt =
      pinned[w] === 1 ||
      NEGATION.test(text.slice(words.start[w], words.end[w])) ||
      (type !== WordType.FILLER && (ALWAYS_KEEP.has(type) || words.importance[w] >= threshold)) ||
      (last && type === WordType.PUNCTUATION);
    if (!keepIt) continue;
    const attach = words.start[w] === prevEnd || (type === WordType.PUNCTUATION && CLOSING.includes(text[words.start[w]]));
    if (prevEnd >= 0 && !attach) out += ' ';
    out += text.slice(words.start[w], words.end[w]);
    prevEnd = words.end[w];
  }
  return out;
}
