/** @module bench/retention/probe-check — does a (compressed) context still carry a probe's fact? */
import type { Message } from '../../src/types.js';
import type { Probe } from './types.js';

/** Result of {@link checkProbe}. */
export interface ProbeCheck {
  pass: boolean;
  /** Why: which patterns were found, missing, or stale. */
  reason: string;
}

// Letters, digits and combining marks continue a word ("cafe" + U+0301 is one word).
const WORD = /[\p{L}\p{M}\p{N}]/u;
const DIGIT = /\p{N}/u;
// Scripts written without spaces between words: a fact in Chinese or Japanese sits between other
// letters, so a whole-token boundary is never required next to them.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Compose (NFC), collapse runs of whitespace to one space and fold case (full Unicode case folding:
 * "Straße" and "STRASSE" read alike, as do a final and a medial sigma), so line breaks,
 * indentation, case and the way an accent was typed never decide a probe.
 * @example
 * normalise('Room  B\n12') // 'room b 12'
 * normalise('STRASSE') === normalise('Straße') // true
 */
export function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').toLowerCase().toUpperCase().toLowerCase().replace(/ς/g, 'σ');
}

/** The character (code point) that ends just before `at`, or '' at the start. */
function charBefore(text: string, at: number): string {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text[at - 1];
}

/** The character (code point) that starts at `at`, or '' at the end. */
function charAt(text: string, at: number): string {
  const cp = text.codePointAt(at);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/** Whether two adjacent characters belong to one word (so a token boundary between them fails). */
const joined = (a: string, b: string): boolean => WORD.test(a) && WORD.test(b) && !UNSPACED.test(a) && !UNSPACED.test(b);

/**
 * Whether `pattern` occurs in `text` (both already normalised) as a whole token: a pattern that
 * starts or ends with a letter or digit may not continue a longer word or number there, so
 * `ORD-5821` does not match inside `ORD-58213` and `$1,240` does not match inside `$11,240`
 * (a number followed by `.50` or `,000` counts as continued, too). Next to Chinese, Japanese or
 * Thai script, where words are not spaced, no boundary is required: `東京` is found in `会議は東京で`.
 * @example
 * containsPattern('paid $1,240.50 today', '$1,240') // false
 */
export function containsPattern(text: string, pattern: string): boolean {
  if (pattern.length === 0) return true;
  const first = charAt(pattern, 0);
  const last = charBefore(pattern, pattern.length);
  for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) {
    const end = at + pattern.length;
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(end, end + 2);
    if (joined(charBefore(text, at), first)) continue;
    if (DIGIT.test(first) && /^\p{N}[.,]$/u.test(before)) continue;
    if (joined(last, charAt(text, end))) continue;
    if (DIGIT.test(last) && /^[.,]\p{N}$/u.test(after)) continue;
    return true;
  }
  return false;
}

/**
 * All text of a conversation: every string content and every text part, plus tool-call names
 * and arguments, joined with '\n'.
 * @example
 * contextText([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: [{ type: 'text', text: 'Hello' }] }]) // 'Hi\nHello'
 */
export function contextText(messages: Message[]): string {
  const out: string[] = [];
  for (const m of messages) {
    if (typeof m.content === 'string') out.push(m.content);
    else for (const part of m.content) if (part.type === 'text' && typeof part.text === 'string') out.push(part.text);
    for (const call of m.tool_calls ?? []) {
      if (call.function) out.push(`${call.function.name} ${call.function.arguments}`);
    }
  }
  return out.join('\n');
}

const quote = (list: string[]): string => list.map((p) => `"${p}"`).join(', ');

/**
 * Check one probe against a context: it passes when every pattern is present (whitespace and case
 * normalised, whole tokens only). For corrections, only the latest value counts: a context that
 * shows a stale value but not all current patterns fails, and the reason says so.
 * @example
 * checkProbe({ id: 'p', type: 'correction', fact: '45 units', patterns: ['45 units'], stale: ['40 units'], introducedAt: 9, question: 'How many?' }, 'we need 40 units')
 * // { pass: false, reason: 'stale value "40 units" shown; missing "45 units"' }
 */
export function checkProbe(probe: Probe, contextText: string): ProbeCheck {
  const text = normalise(contextText);
  const missing = probe.patterns.filter((p) => !containsPattern(text, normalise(p)));
  if (missing.length === 0) return { pass: true, reason: `all ${probe.patterns.length} patterns found` };
  const stale = (probe.stale ?? []).filter((p) => containsPattern(text, normalise(p)));
  if (stale.length > 0) return { pass: false, reason: `stale value ${quote(stale)} shown; missing ${quote(missing)}` };
  return { pass: false, reason: `missing ${quote(missing)}` };
}
