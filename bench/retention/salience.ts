/** @module bench/retention/salience — salience precision and recall of a compressed context. */
import { terms } from '../../src/text/bm25.js';

/** Salience scores of one compressed context. */
export interface SalienceScore {
  /** Kept sentences that are salient / kept sentences (null when nothing was kept). */
  precision: number | null;
  /** Salient items whose key words survive / salient items (null when there are none). */
  recall: number | null;
}

/** An item "survives" in a text when at least this share of its key words occurs there. */
export const SURVIVE_SHARE = 0.5;

const keyWords = (text: string): string[] => [...new Set(terms(text).filter((w) => w.length >= 3 || /\d/.test(w)))];
const share = (words: readonly string[], bag: ReadonlySet<string>): number =>
  words.length ? words.filter((w) => bag.has(w)).length / words.length : 0;
const sentencesOf = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => keyWords(s).length > 0);

/**
 * Salience precision and recall, defined on key words (content words of ≥ 3 letters, or with a
 * digit, lowercased, stop words dropped) so that rewording or pruning by a strategy still counts:
 *
 * - an item survives in a text when ≥ {@link SURVIVE_SHARE} of its key words occur in that text;
 * - recall = salient items that survive in the compressed context / salient items;
 * - a sentence of the original (non-system) messages is judged kept when it survives in the
 *   compressed context, and salient when some salient item survives in that sentence;
 * - precision = kept sentences that are salient / kept sentences.
 *
 * @example
 * salienceScore(['Budget is $500. Lunch was nice.'], 'Budget is $500.', ['budget $500'])
 * // { precision: 1, recall: 1 }
 */
export function salienceScore(originalTexts: readonly string[], compressed: string, salience: readonly string[]): SalienceScore {
  const bag = new Set(terms(compressed));
  const items = salience.map(keyWords).filter((w) => w.length > 0);
  const recall = items.length ? items.filter((w) => share(w, bag) >= SURVIVE_SHARE).length / items.length : null;
  let kept = 0;
  let keptSalient = 0;
  for (const s of originalTexts.flatMap(sentencesOf)) {
    if (share(keyWords(s), bag) < SURVIVE_SHARE) continue;
    kept++;
    const words = new Set(terms(s));
    if (items.some((w) => share(w, words) >= SURVIVE_SHARE)) keptSalient++;
  }
  return { precision: kept ? keptSalient / kept : null, recall };
}
