/** @module pins/content-words — the last content words of a stretch of text (a fact's context: "deadline" in "the deadline is"). */

const STOP = new Set(
  'a an the to of in on at for by with from and or but is are was were be been it its this that these those i you we they he she our your my their me us them as so if then than there here will would can could should do does did have has had not no yes ok just also into about over per via'.split(' '),
);
/** A word: a letter, then letters, combining marks (Hindi and Thai vowel signs, decomposed accents), apostrophes and hyphens. */
const WORD = /[\p{L}][\p{L}\p{M}'-]*/gu;

/**
 * Up to `count` words of the text, from its end, skipping stop words and a repeat of the word just
 * picked ("was reopened; reopened on" gives one "reopened"), joined by a space.
 * @example
 * lastContentWords('the deadline is ') // 'deadline'
 * lastContentWords('Kenji logged ') // 'Kenji logged'
 */
export function lastContentWords(text: string, count = 2): string {
  const words = text.match(WORD) ?? [];
  const picked: string[] = [];
  for (let i = words.length - 1; i >= 0 && picked.length < count; i--) {
    const w = words[i].toLowerCase();
    if (!STOP.has(w) && w !== picked[0]?.toLowerCase()) picked.unshift(words[i]);
  }
  return picked.join(' ');
}
