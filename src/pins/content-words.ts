/** @module pins/content-words — the last content words of a stretch of text (a fact's context: "deadline" in "the deadline is"). */

const STOP = new Set(
  'a an the to of in on at for by with from and or but is are was were be been it its this that these those i you we they he she our your my their me us them as so if then than there here will would can could should do does did have has had not no yes ok just also into about over per via'.split(' '),
);
/**
 * A word: a letter, then letters, digits, combining marks (Hindi and Thai vowel signs, decomposed
 * accents), apostrophes, hyphens, underscores and inner dots, so an identifier stays whole
 * (`t3.micro`, `unit_price`, `Session.handle`, `e497eafe`). Letters glued after a digit, a dot or a
 * hyphen (the K of 28.3K, the s of `curl -s`) are no word of their own.
 */
const WORD = /(?<![\p{L}\p{N}\p{M}_.-])\p{L}[\p{L}\p{N}\p{M}'_-]*(?:\.[\p{L}\p{N}][\p{L}\p{N}\p{M}'_-]*)*/gu;

/**
 * Chinese and Japanese, written without spaces: a run of their letters is a clause, not a word.
 * (Thai, Lao, Khmer and Myanmar space their phrases, and a tail cut by characters would split a
 * syllable: their runs stay whole.)
 */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const HIRAGANA = /\p{sc=Hiragana}/u;
const PARTICLE = /^\p{sc=Hiragana}{1,2}$/u;
/** Characters kept of the end of such a clause. */
const CLAUSE_TAIL = 8;

/**
 * The last {@link CLAUSE_TAIL} characters of a clause written without spaces, from the first
 * character after hiragana when there is one (so a Japanese tail starts at a word:
 * の問い合わせ先は → 問い合わせ先は); the clause itself when it is that short.
 */
function clauseTail(run: string): string {
  const chars = Array.from(run);
  if (chars.length <= CLAUSE_TAIL) return run;
  const tail = chars.slice(-CLAUSE_TAIL);
  for (let i = 1; i < tail.length - 1; i++) {
    if (HIRAGANA.test(tail[i - 1]) && !HIRAGANA.test(tail[i])) return tail.slice(i).join('');
  }
  return tail.join('');
}

/**
 * Up to `count` words of the text, from its end, skipping stop words and a repeat of the word just
 * picked ("was reopened; reopened on" gives one "reopened"), joined by a space. A long run of a
 * script written without spaces (Chinese, Japanese) is a clause: its last few characters
 * are the context, and nothing before them.
 * @example
 * lastContentWords('the deadline is ') // 'deadline'
 * lastContentWords('Kenji logged ') // 'Kenji logged'
 * lastContentWords('RDS db.t3.medium: ') // 'RDS db.t3.medium'
 * lastContentWords('念のため共有しておきますと当日の問い合わせ先は') // '問い合わせ先は'
 */
export function lastContentWords(text: string, count = 2): string {
  const words = text.match(WORD) ?? [];
  const picked: string[] = [];
  for (let i = words.length - 1; i >= 0 && picked.length < count; i--) {
    const w = words[i].toLowerCase();
    if (UNSPACED.test(w)) {
      const tail = clauseTail(words[i]);
      // A particle alone (で, は) says nothing: the context ends there.
      if (PARTICLE.test(tail)) break;
      picked.unshift(tail);
      if (tail !== words[i]) break;
    } else if (!STOP.has(w) && w !== picked[0]?.toLowerCase()) picked.unshift(words[i]);
  }
  return picked.join(' ');
}
