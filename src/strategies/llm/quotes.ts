/** @module strategies/llm/quotes — a model's "quote" is kept only when it is a verbatim substring of its source. */
import { plainText } from '../../text/parts.js';
import type { Message } from '../../types.js';

/** Quotes shorter than this (after trimming) say nothing on their own. */
const MIN_QUOTE_CHARS = 3;

/**
 * The quote as found in one of the sources (surrounding quote marks and whitespace trimmed), or null
 * when it is not a verbatim substring of any single source text.
 * @example
 * verbatim('"ship by May 3"', ['We must ship by May 3.']) // 'ship by May 3'
 * verbatim('ship before May 3', ['We must ship by May 3.']) // null
 */
export function verbatim(quote: string, sources: readonly string[]): string | null {
  const q = quote.trim().replace(/^["'“”‘’]+|["'“”‘’]+$/g, '').trim();
  if (q.length < MIN_QUOTE_CHARS) return null;
  for (const s of sources) if (s.includes(q)) return q;
  // A model may keep the surrounding quote marks of the source itself.
  const raw = quote.trim();
  for (const s of sources) if (raw.length >= MIN_QUOTE_CHARS && s.includes(raw)) return raw;
  return null;
}

/**
 * Source texts of the messages at `indices` (each message's text, one source each).
 * @example
 * sourceTexts(messages, split.old)
 */
export function sourceTexts(messages: readonly Message[], indices: readonly number[]): string[] {
  return indices.map((i) => plainText(messages[i]));
}
