/** @module memory/terms — index terms (stems) and entity keys of a text, computed once at add time. */
import type { Kernel } from '../kernel/types.js';

const STOP = new Set(
  'a an the to of in on at for by with from and or but is are was were be been being it its this that these those i you we they he she our your my their me us them as so if then than there here will would can could should do does did have has had not no yes what which who whom whose when where why how much many any some all about into over per via just also again still ever am let get got please thanks okay ok'.split(' '),
);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'._-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
/** Capitalised words, ALLCAPS and letter-digit codes: candidate entity words. */
/**
 * The middle branch (a letter after a digit that only letters and numbers precede) anchors on the
 * first ASCII digit and the first letter after it, so a failing word ("a1a1…a1's") is read in linear
 * time, not cubic.
 */
const NAMEISH = /^(?:\p{Lu}[\p{Ll}\p{Lu}]+|(?:\p{L}|(?!\d)\p{N})*\d[\p{N}._-]*\p{L}[\p{L}\p{N}._-]*|[\p{L}]+[-_]?\d[\p{L}\p{N}._-]*)$/u;
/** What every {@link NAMEISH} word has: an upper-case first letter or an ASCII digit (a cheap test first). */
const NAMEISH_START = /^\p{Lu}|\d/u;
const NAME = /\b\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)+\b/gu;
const STEM = 6;

/**
 * Index terms of a text: lowercase words, stop words removed, cut to a 6-letter stem so
 * inflections meet (deliver / delivery); numbers and codes stay whole.
 * @example
 * textTerms('Delivered 45 units to Lyon') // ['delive', '45', 'units', 'lyon']
 */
export function textTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const w = m[0].toLowerCase();
    if (STOP.has(w)) continue;
    out.push(/\d/.test(w) ? w : w.slice(0, STEM));
  }
  return out;
}

/**
 * Distinct terms with their counts, in first-seen order.
 * @example
 * termCounts(['a', 'b', 'a']) // { terms: ['a', 'b'], counts: [2, 1] }
 */
export function termCounts(terms: readonly string[]): { terms: string[]; counts: number[] } {
  const map = new Map<string, number>();
  for (const t of terms) map.set(t, (map.get(t) ?? 0) + 1);
  return { terms: [...map.keys()], counts: [...map.values()] };
}

/**
 * Entity keys of a text (lowercase): pinned facts from the kernel (IDs, amounts, dates…), multi-word
 * names and each of their words, capitalised words that do not start a sentence, codes with digits.
 * @example
 * entityKeys(kernel, 'Ask Felix Alvarez about ORD-1234.') // ['ord-1234', 'felix alvarez', 'felix', 'alvarez']
 */
export function entityKeys(kernel: Kernel, text: string): string[] {
  const keys = new Set<string>();
  const pins = kernel.pins(text);
  for (let i = 0; i < pins.count; i++) keys.add(text.slice(pins.start[i], pins.end[i]).toLowerCase());
  for (const m of text.matchAll(NAME)) {
    keys.add(m[0].toLowerCase());
    for (const w of m[0].split(/[ -]/)) keys.add(w.toLowerCase());
  }
  for (const m of text.matchAll(WORD)) {
    const w = m[0];
    // Most words are lower case without a digit: no name, so their context is not read.
    if (!NAMEISH_START.test(w) || !NAMEISH.test(w)) continue;
    const i = m.index;
    const sentenceStart = i === 0 || /[.!?\n]\s*$/.test(text.slice(Math.max(0, i - 2), i));
    if (!(sentenceStart && /^\p{Lu}\p{Ll}+$/u.test(w)) && !STOP.has(w.toLowerCase())) keys.add(w.toLowerCase());
  }
  return [...keys];
}

/**
 * Query-side keys for entity overlap: the query's entity keys plus its lowercase words.
 * @example
 * queryEntityKeys(kernel, 'what did felix say?') // includes 'felix'
 */
export function queryEntityKeys(kernel: Kernel, query: string): string[] {
  const words = (query.match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => !STOP.has(w));
  return [...new Set([...entityKeys(kernel, query), ...words])];
}
