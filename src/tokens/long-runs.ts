/** @module tokens/long-runs — count text with very long unbroken runs in parts, so exact BPE stays linear. */

/** Runs longer than this are counted in parts of this many characters. */
export const LONG_RUN = 512;

// The o200k/cl100k pre-tokenizers keep a run of letters, of punctuation or symbols (with any
// combining marks among them: "❤️❤️…" is one piece) or of whitespace as one piece, and BPE merges
// within a piece in time quadratic in its length (64k "a"s: 2 s).
const LONG = new RegExp(
  `[\\p{L}\\p{M}]{${LONG_RUN + 1},}|[^\\s\\p{L}\\p{N}]{${LONG_RUN + 1},}|\\s{${LONG_RUN + 1},}`,
  'gu',
);

/**
 * Count `text` with `count`, cutting each run of more than {@link LONG_RUN} letters, punctuation
 * marks and symbols, or spaces into parts of at most that length (never inside a surrogate pair). Text without
 * such runs — all natural language — gets exactly `count(text)`.
 *
 * @example
 * countWithLongRunsCut('a'.repeat(100_000), (t) => countTokens(t)); // linear, not quadratic
 */
export function countWithLongRunsCut(text: string, count: (text: string) => number): number {
  if (text.length <= LONG_RUN) return count(text);
  let total = 0;
  let from = 0;
  for (const run of text.matchAll(LONG)) {
    const start = run.index;
    const end = start + run[0].length;
    let cut = start;
    while (end - cut > LONG_RUN) {
      let next = cut + LONG_RUN;
      if (isLowSurrogate(text.charCodeAt(next))) next -= 1;
      total += count(text.slice(from, next));
      from = next;
      cut = next;
    }
  }
  return total + count(text.slice(from));
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
