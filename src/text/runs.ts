/** @module text/runs — one-pass forms of regexes that backtracked over a long run of characters; each gives exactly what its regex gave. */

// A run of spaces with no newline in it, of quote marks or dots not at the end, was read again from
// each character of the run: quadratic, seconds at 100,000 characters.

/**
 * `text` with each whitespace run that holds a newline replaced by one space (as
 * `text.replace(/\s*\n\s*\/g, ' ')`, without reading a run of spaces again at each space).
 * @example
 * joinLines('a \n  b   c') // 'a b   c'
 */
export function joinLines(text: string): string {
  if (!text.includes('\n')) return text;
  return text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
}

/**
 * `text` without the characters of `chars` at its start and at its end (as
 * `text.replace(/^[…]+|[…]+$/g, '')`, without reading a run of them again at each character).
 * `chars` holds single UTF-16 units.
 * @example
 * trimChars('"“ship”"', '"“”') // 'ship'
 */
export function trimChars(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start])) start++;
  return text.slice(start, trimmedEnd(text, chars, start));
}

/**
 * `text` without the characters of `chars` at its end (as `text.replace(/[…]+$/, '')`).
 * `chars` holds single UTF-16 units.
 * @example
 * trimEndChars('45.,', '.,:/-') // '45'
 */
export function trimEndChars(text: string, chars: string): string {
  return text.slice(0, trimmedEnd(text, chars, 0));
}

function trimmedEnd(text: string, chars: string, floor: number): number {
  let end = text.length;
  while (end > floor && chars.includes(text[end - 1])) end--;
  return end;
}
