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
 * exact for WordPiece tokenizers and close for others). A single word over the limit is a chunk of
 * its own. Joined in order, the chunks give the text back without its leading whitespace.
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
  for (const match of text.matchAll(WORD_WITH_SPACE)) {
    const tokens = count(match[0]);
    if (start >= 0 && used + tokens > limit) {
      chunks.push({ text: text.slice(start, end), tokens: used });
      start = -1;
    }
    if (start < 0) {
      start = match.index;
      used = 0;
    }
    used += tokens;
    end = match.index + match[0].length;
  }
  if (start >= 0) chunks.push({ text: text.slice(start, end), tokens: used });
  return chunks;
}
