/** @module tokens/long-runs — count text with very long unbroken runs in parts, so exact BPE stays linear. */

/**
 * Runs longer than this are counted in parts of this many characters.
 * @example
 * LONG_RUN // 512
 */
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
 * marks and symbols, or spaces into parts of at most that length (never inside a surrogate pair).
 * Text without such runs — all natural language — gets exactly `count(text)`.
 *
 * @example
 * countWithLongRunsCut('a'.repeat(100_000), (t) => countTokens(t)); // linear, not quadratic
 */
export function countWithLongRunsCut(text: string, count: (text: string) => number): number {
  // Natural text has no such run: one linear pass spares it the (three times slower) regex scan.
  if (!hasLongRun(text)) return count(text);
  let total = 0;
  let from = 0;
  for (const run of text.matchAll(LONG)) {
    const end = run.index + run[0].length;
    for (let cut = run.index; end - cut > LONG_RUN; cut = from) {
      let next = cut + LONG_RUN;
      if (isLowSurrogate(text.charCodeAt(next))) next -= 1;
      total += count(text.slice(from, next));
      from = next;
    }
  }
  return total + count(text.slice(from));
}

/** Whether the text holds more than {@link LONG_RUN} code units in a row of whitespace or of anything else: every long run of one class is one of those. */
function hasLongRun(text: string): boolean {
  if (text.length <= LONG_RUN) return false;
  let run = 0;
  let ws = false;
  for (let i = 0; i < text.length; i++) {
    const w = isSpace(text.charCodeAt(i));
    run = w === ws ? run + 1 : 1;
    ws = w;
    if (run > LONG_RUN) return true;
  }
  return false;
}

/** The code units `\s` matches in a JavaScript regex. */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
