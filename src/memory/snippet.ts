/** @module memory/snippet — a fact with a few words on each side, within a few dozen characters. */

/**
 * Words kept on each side of a fact in its snippet ("annual leave: 26 days of annual").
 * @example
 * SNIPPET_WORDS // 3
 */
export const SNIPPET_WORDS = 3;

/** At most this many characters of context on each side: three words of prose fit easily, while the
 * "words" of a minified JSON or a long code line have no end (a snippet of one took the rest of it).
 * @example
 * SNIPPET_CHARS // 64
 */
export const SNIPPET_CHARS = 64;

/** A snippet and the stretch of the text it covers. */
export interface Snippet {
  text: string;
  /** Offsets of the first and past the last character it shows. */
  start: number;
  end: number;
}

/**
 * The fact `text[start, end)` with up to {@link SNIPPET_WORDS} whole words on each side, inside its
 * sentence `text[from, to)` and within {@link SNIPPET_CHARS} characters of the fact (whole words
 * only, unless one word fills them): "leave is 26 days of annual leave" keeps what the number
 * counts. The words before keep their original spacing; a fact glued to the word before it
 * ("ext.5187") takes none; a trailing `,`, `;` or `:` goes. A quoted value of JSON or of a call's
 * arguments shows as its key and the value (`"version": "1.4.7"` → `version: 1.4.7`).
 * @example
 * const t = 'Annual leave is 26 days of annual leave, she said.';
 * factSnippet(t, 0, t.length, 16, 23).text // 'Annual leave is 26 days of annual leave'
 */
export function factSnippet(text: string, from: number, to: number, start: number, end: number): Snippet {
  // The window never cuts a surrogate pair (an emoji, a rare Han character) in two.
  let first = Math.max(from, start - SNIPPET_CHARS);
  if (first > from && isLow(text, first)) first++;
  let last = Math.min(to, end + SNIPPET_CHARS);
  if (last < to && isLow(text, last)) last--;
  const after = text.slice(end, last);
  let words = [...after.matchAll(/\S+/g)];
  if (words.length > 1 && last < to && /\S/.test(text[last - 1]) && /\S/.test(text[last])) words = words.slice(0, -1);
  words = words.slice(0, SNIPPET_WORDS);
  const shown = words.at(-1);
  const stretchEnd = shown ? end + shown.index + shown[0].length : end;
  const quoted = quotedValue(text, from, to, start, end);
  // A quoted value's stretch still ends where the words after it would: facts of a minified JSON
  // line inside it widen one snippet rather than each starting their own.
  if (quoted) return { ...quoted, end: Math.max(quoted.end, stretchEnd) };
  const before = text.slice(first, start);
  // Split with the separators kept (word, space, word, space, …) so the original spacing survives.
  let parts = /\s$/.test(before) ? before.split(/(\s+)/).slice(0, -1) : [];
  // A word the window cut in two is left out, unless it is all there is (a JSON line has no spaces).
  if (parts.length > 2 && first > from && /\S/.test(text[first - 1]) && /\S/.test(text[first])) parts = parts.slice(2);
  const head = parts.slice(-2 * SNIPPET_WORDS).join('');
  const tail = words.map((w) => w[0]).join(' ');
  const right = tail && /^\s/.test(after) ? ' ' + tail : tail;
  return { text: (head + text.slice(start, end) + right).trim().replace(/[,;:]$/, ''), start: start - head.length, end: stretchEnd };
}

/** Is `text[at]` the second half of a surrogate pair? */
function isLow(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c >= 0xdc00 && c <= 0xdfff && at > 0 && (text.charCodeAt(at - 1) & 0xfc00) === 0xd800;
}

/** Quotes and brackets around a whole value, by their opening character. */
const CLOSING: Readonly<Record<string, string>> = { '"': '"', "'": "'", '`': '`', '(': ')', '[': ']' };

/** A key before a quoted value: `"version": "`, `'path':"`, `name = "` (the opening quote excluded). */
const KEY_BEFORE_QUOTE = /["']?([\p{L}\p{N}_.-]{1,40})["']?\s*[:=]\s*$/u;

/**
 * The snippet of a fact that is a whole quoted or bracketed value (`"version": "1.4.7"`,
 * `{"path":"src/a.ts"}`, a stack frame's `(src/db/pool.ts:88:13)`): the key of a quoted value and
 * the value without its quotes (`version: 1.4.7`), else the bare value; `undefined` when the fact
 * is not enclosed. The quotes and the brackets say nothing, and a value glued to its quote took
 * no words before it.
 */
function quotedValue(text: string, from: number, to: number, start: number, end: number): Snippet | undefined {
  const open = text[start - 1];
  if (start <= from || end >= to || CLOSING[open] === undefined || text[end] !== CLOSING[open]) return undefined;
  const key = open === '"' || open === "'" ? KEY_BEFORE_QUOTE.exec(text.slice(Math.max(from, start - 1 - SNIPPET_CHARS), start - 1)) : null;
  const value = text.slice(start, end);
  return key ? { text: `${key[1]}: ${value}`, start: start - 1 - key[0].length, end: end + 1 } : { text: value, start: start - 1, end: end + 1 };
}
