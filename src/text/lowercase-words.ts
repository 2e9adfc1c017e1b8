/** @module text/lowercase-words — which of some words a text writes as whole lowercase words, in one scan. */

/** Two or more ASCII lowercase letters: the only words {@link lowercaseWords} can find. */
const LOWER_WORD = /^[a-z]{2,}$/;

/**
 * The words of `words` that `text` holds as whole lowercase words (no letter, digit or underscore on
 * either side): those of `new Set(text.match(/\b[a-z][a-z]+\b/g))`, found with one scan for just
 * these words rather than by collecting every word of the text (a conversation of 100,000 words
 * asks about a few dozen).
 * @example
 * lowercaseWords('Create the cluster, then create_user', ['create', 'cluster', 'Then']) // Set { 'cluster' }
 */
export function lowercaseWords(text: string, words: Iterable<string>): Set<string> {
  const asked = [...new Set(words)].filter((w) => LOWER_WORD.test(w));
  const found = new Set<string>();
  if (asked.length === 0) return found;
  // Each alternative is a whole word between boundaries, so a match is one whole word of the text.
  for (const m of text.matchAll(new RegExp(`\\b(?:${asked.join('|')})\\b`, 'g'))) found.add(m[0]);
  return found;
}
