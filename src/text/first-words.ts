/** @module text/first-words — the first N words of a text, also in scripts written without spaces (Chinese, Japanese, Thai). */

/** Scripts written without spaces between words: a run of them is many words, not one. */
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Dictionary word breaks (ICU) where the platform has them: Node, browsers, workerd. */
let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  // A fixed locale: the same text gives the same words on every machine.
  segmenter ??= typeof Intl === 'object' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  return segmenter;
}

/**
 * End offsets of the first `limit` words of a run without spaces (all of them when it has fewer):
 * dictionary words (punctuation joins the word before it), or one word per character where
 * `Intl.Segmenter` is missing. Either way a cut falls between characters, never inside a surrogate
 * pair. Stops at `limit`: segmenting a whole run of a megabyte took tens of seconds.
 */
function wordEnds(run: string, limit: number): number[] {
  const seg = wordSegmenter();
  const ends: number[] = [];
  if (seg) {
    for (const s of seg.segment(run)) {
      if (s.isWordLike && ends.push(s.index + s.segment.length) >= limit) break;
    }
  } else {
    for (const m of run.matchAll(/\P{M}\p{M}*/gsu)) if (ends.push(m.index! + m[0].length) >= limit) break;
  }
  return ends.length ? ends : [run.length];
}

/**
 * The text cut to `max` words, with ` …` when something was cut; runs of whitespace become one
 * space. Words are whitespace-separated, except inside a run of a script written without spaces,
 * whose words are counted by `Intl.Segmenter` (one per character without it): a Chinese sentence
 * is a dozen words, not one giant word.
 * @example
 * firstWords('We will ship the 45 units to Lyon on Monday.', 4) // 'We will ship the …'
 * firstWords('今天天气很好我们一起去公园散步', 3) // '今天天气很好 …'
 */
export function firstWords(text: string, max: number): string {
  const out: string[] = [];
  let count = 0;
  for (const chunk of text.split(/\s+/)) {
    if (count >= max) return out.join(' ') + ' …';
    // One word more than is left tells whether the run fits whole.
    const ends = NO_SPACES.test(chunk) ? wordEnds(chunk, max - count + 1) : [chunk.length];
    if (count + ends.length <= max) {
      out.push(chunk);
      count += ends.length;
      continue;
    }
    out.push(chunk.slice(0, ends[max - count - 1]));
    return out.join(' ') + ' …';
  }
  return out.join(' ');
}
