/** @module strategies/llm/quotes — a model's "quote" is kept only when it is a verbatim substring of its source. */
import { isLedger, LEDGER_HEADING, LEDGER_LINE_SOURCE } from '../../pins/earlier-ledger.js';
import { plainText } from '../../text/parts.js';
import { trimChars } from '../../text/runs.js';
import type { Message } from '../../types.js';
import { CARRIED_HEADINGS, isCarried } from './carried.js';
import { parseItems } from './quoted-items.js';

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
  const q = trimChars(quote.trim(), `"'“”‘’`).trim();
  if (q.length < MIN_QUOTE_CHARS) return null;
  for (const s of sources) if (s.includes(q)) return q;
  // A model may keep the surrounding quote marks of the source itself.
  const raw = quote.trim();
  for (const s of sources) if (raw.length >= MIN_QUOTE_CHARS && s.includes(raw)) return raw;
  return null;
}

/**
 * Source texts a quote may come from: each message's text, one source each. A block an earlier
 * compression wrote is a source only for what it holds verbatim (the salient and core items, the
 * ledger's facts): a summary, background or blob is the model's own wording, so "quoting" it would
 * pass invented text off as verbatim.
 * @example
 * sourceTexts(messages, split.old)
 */
export function sourceTexts(messages: readonly Message[], indices: readonly number[]): string[] {
  return indices.flatMap((i) => (isCarried(messages[i]) ? carriedVerbatim(messages[i]) : [plainText(messages[i])]));
}

const VERBATIM_BLOCKS = [CARRIED_HEADINGS.salient, CARRIED_HEADINGS.core];

/** The verbatim texts a carried block holds: its items, or its ledger lines without their `mN role: ` source. */
function carriedVerbatim(m: Message): string[] {
  const c = plainText(m);
  if (isLedger(m)) return c.slice(LEDGER_HEADING.length).split('\n').map((l) => l.replace(LEDGER_LINE_SOURCE, '').trim()).filter(Boolean);
  const heading = VERBATIM_BLOCKS.find((h) => c.startsWith(h));
  return heading ? parseItems(c.slice(heading.length)).map((item) => item.text) : [];
}
