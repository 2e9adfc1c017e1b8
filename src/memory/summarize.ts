/** @module memory/summarize — the warm (extractive, 3–5x) and cold (facts, entities, gist, 8–15x) forms of a segment. */
import { SentenceFlag, type Kernel } from '../kernel/types.js';
import { layoutPieces } from '../text/layout.js';
import type { Message } from '../types.js';

/** Warm keeps about this share of the tokens (4x). */
export const WARM_KEEP = 0.25;
/** The cold gist is cut to this many words. */
export const GIST_WORDS = 14;

const NAME = /\b\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)+\b/gu;

/** Role of the single message that stands for a compressed segment. */
function formRole(messages: readonly Message[]): Message['role'] {
  const r = messages[0].role;
  return r === 'user' || r === 'system' ? r : 'assistant';
}

/** Text of a segment for summarising: tool calls as `name(args)`, then every text piece. */
function segmentText(messages: readonly Message[]): { text: string; docStarts: Int32Array } {
  const calls = messages.flatMap((m) => (m.tool_calls ?? []).map((c) => `Called ${c.function?.name ?? 'tool'}(${c.function?.arguments ?? ''}).`));
  const layout = layoutPieces(calls.length ? [{ role: 'assistant', content: calls.join(' ') }, ...messages] : messages);
  return { text: layout.text, docStarts: layout.pieceStart.length ? layout.pieceStart : Int32Array.of(0) };
}

/**
 * Warm form: the best sentences by kernel score per token, about a quarter of the tokens, in text
 * order (code blocks whole or dropped), as one message with the segment's leading role.
 * @example
 * warmForm(segment.messages, kernel).content // 'Ship 45 units to Lyon by May 3. …'
 */
export function warmForm(messages: readonly Message[], kernel: Kernel): Message {
  const { text, docStarts } = segmentText(messages);
  const a = kernel.analyze(text, docStarts);
  const s = a.sentences;
  const total = s.tokens.reduce((x, y) => x + y, 0);
  const value = new Float32Array(s.count);
  for (let i = 0; i < s.count; i++) value[i] = Math.max(0.01, s.score[i] + (s.flags[i] & SentenceFlag.HAS_PIN ? 1 : 0));
  const mask = kernel.select(value, s.tokens, new Uint8Array(s.count), Math.max(8, Math.ceil(total * WARM_KEEP)));
  let best = 0;
  for (let i = 1; i < s.count; i++) if (value[i] / s.tokens[i] > value[best] / s.tokens[best]) best = i;
  const kept: string[] = [];
  for (let i = 0; i < s.count; i++) if (mask[i] || (i === best && !mask.includes(1))) kept.push(text.slice(s.start[i], s.end[i]));
  return { role: formRole(messages), content: kept.join(' ') };
}

/**
 * Cold form: a one-line gist (the best sentence, cut to 14 words), every pinned fact verbatim and
 * the named entities: `gist | facts: $40; ORD-1234 | entities: Felix Alvarez`.
 * @example
 * coldForm(segment.messages, kernel).content
 */
export function coldForm(messages: readonly Message[], kernel: Kernel): Message {
  const { text, docStarts } = segmentText(messages);
  const a = kernel.analyze(text, docStarts);
  const s = a.sentences;
  let best = -1;
  for (let i = 0; i < s.count; i++) if (!(s.flags[i] & SentenceFlag.CODE) && (best < 0 || s.score[i] > s.score[best])) best = i;
  const words = best < 0 ? [] : text.slice(s.start[best], s.end[best]).split(/\s+/);
  const gist = words.length > GIST_WORDS ? words.slice(0, GIST_WORDS).join(' ') + ' …' : words.join(' ');
  const facts = new Set<string>();
  for (let i = 0; i < a.pins.count; i++) facts.add(text.slice(a.pins.start[i], a.pins.end[i]));
  const names = new Set<string>();
  for (const m of text.matchAll(NAME)) if (![...facts].some((f) => f.includes(m[0]))) names.add(m[0]);
  const parts = [gist];
  if (facts.size) parts.push(`facts: ${[...facts].join('; ')}`);
  if (names.size) parts.push(`entities: ${[...names].join(', ')}`);
  return { role: formRole(messages), content: parts.filter(Boolean).join(' | ') };
}
