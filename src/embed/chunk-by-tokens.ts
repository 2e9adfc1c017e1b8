/** @module embed/chunk-by-tokens — split a text longer than a model's token limit into word-aligned parts that each fit it. */

/**
 * One part of a text: a slice of it and its token count.
 * @example
 * const part: TextChunk = { text: 'Ship 45 units ', tokens: 4 };
 */
export interface TextChunk {
  text: string;
  tokens: number;
}

const WORD_WITH_SPACE = /\S+\s*/g;

/**
 * The text as one chunk when `count(text) <= limit`; otherwise consecutive slices of it, cut
 * between words, each holding as many words as fit `limit` (words counted one by one, which is
 * exact for WordPiece tokenizers and close for others). A single word over the limit (a run of
 * CJK or Thai text has no spaces) is cut between characters into parts that fit; only a single
 * character over the limit is a chunk over it. Joined in order, the chunks give the text back
 * without its leading whitespace.
 * @example
 * chunkByTokens('a b c d', 2, (s) => s.trim().split(/\s+/).filter(Boolean).length)
 * // [{ text: 'a b ', tokens: 2 }, { text: 'c d', tokens: 2 }]
 */
export function chunkByTokens(text: string, limit: number, count: (text: string) => number): TextChunk[] {
  const total = count(text);
  if (total <= limit) return [{ text, tokens: total }];
  const chunks: TextChunk[] = [];
  let start = -1;
  let end = 0;
  let used = 0;
  const close = (): void => {
    if (start >= 0) chunks.push({ text: text.slice(start, end), tokens: used });
    start = -1;
  };
  for (const match of text.matchAll(WORD_WITH_SPACE)) {
    // A text that is one word (CJK) was counted already: a 1 MB text costs a second or more to count.
    const tokens = match[0].length === text.length ? total : count(match[0]);
    if (tokens > limit) {
      // Cut inside the word; its last part stays open, so the words after it can join that part.
      close();
      const pieces = splitWord(match[0], limit, count);
      const last = pieces.pop()!;
      for (const p of pieces) chunks.push(p);
      start = match.index + match[0].length - last.text.length;
      end = match.index + match[0].length;
      used = last.tokens;
      continue;
    }
    if (start >= 0 && used + tokens > limit) close();
    if (start < 0) {
      start = match.index;
      used = 0;
    }
    used += tokens;
    end = match.index + match[0].length;
  }
  close();
  return chunks;
}

/**
 * A word over the limit, cut between code points (never inside a surrogate pair) into the longest
 * parts that fit. Each part's end is searched from the last part's length (a run of CJK text cuts
 * at the same length every time: two counts per part), growing by doubling steps, then bisected,
 * so a 1 MB word costs a few counts per part rather than one per character.
 */
function splitWord(word: string, limit: number, count: (text: string) => number): TextChunk[] {
  const cuts = [0];
  for (const ch of word) cuts.push(cuts[cuts.length - 1] + ch.length);
  const n = cuts.length - 1;
  const parts: TextChunk[] = [];
  let guess = limit;
  for (let a = 0; a < n; ) {
    const counted = new Map<number, number>();
    const fits = (b: number): boolean => {
      const tokens = count(word.slice(cuts[a], cuts[b]));
      counted.set(b, tokens);
      return tokens <= limit;
    };
    let good = a + 1;
    let bad = n + 1;
    if (!fits(good)) bad = good; // one code point over the limit: a part of its own
    const first = Math.min(n, a + guess);
    if (bad > good && first > good) {
      if (fits(first)) good = first;
      else bad = first;
    }
    for (let step = 1; bad === n + 1 && good < n; step *= 2) {
      const probe = Math.min(n, good + step);
      if (fits(probe)) good = probe;
      else bad = probe;
    }
    while (bad - good > 1) {
      const mid = (good + bad) >> 1;
      if (fits(mid)) good = mid;
      else bad = mid;
    }
    const part = word.slice(cuts[a], cuts[good]);
    parts.push({ text: part, tokens: counted.get(good) ?? count(part) });
    guess = good - a;
    a = good;
  }
  return parts;
}
