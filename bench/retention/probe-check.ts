/** @module bench/retention/probe-check — does a (compressed) context still carry a probe's fact? */
import type { Message } from '../../src/types.js';
import type { Probe } from './types.js';

/** Result of {@link checkProbe}. */
export interface ProbeCheck {
  pass: boolean;
  /** Why: which patterns were found, missing, or stale. */
  reason: string;
}

const WORD = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;

/**
 * Lower-case and collapse runs of whitespace to one space, so line breaks and indentation in the
 * context never decide a probe.
 * @example
 * normalise('Room  B\n12') // 'room b 12'
 */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether `pattern` occurs in `text` (both already normalised) as a whole token: a pattern that
 * starts or ends with a letter or digit may not continue a longer word or number there, so
 * `ORD-5821` does not match inside `ORD-58213` and `$1,240` does not match inside `$11,240`
 * (a number followed by `.50` or `,000` counts as continued, too).
 * @example
 * containsPattern('paid $1,240.50 today', '$1,240') // false
 */
export function containsPattern(text: string, pattern: string): boolean {
  if (pattern.length === 0) return true;
  const first = pattern[0];
  const last = pattern[pattern.length - 1];
  for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) {
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(at + pattern.length, at + pattern.length + 2);
    if (WORD.test(first) && before.length > 0 && WORD.test(before[before.length - 1])) continue;
    if (DIGIT.test(first) && /^\p{N}[.,]$/u.test(before)) continue;
    if (WORD.test(last) && after.length > 0 && WORD.test(after[0])) continue;
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
