/** @module strategies/llm/carried — state carried between compressions in marked system messages. */
import { isLedger } from '../../pins/ledger.js';
import type { Message } from '../../types.js';

/**
 * Headings of the blocks LLM strategies write. A later compression reads them back (so salience
 * is cumulative and rlm rewrites its previous blob) and compresses them again, never duplicates them.
 * @example
 * CARRIED_HEADINGS.salient // 'Salient information (verbatim from earlier messages):'
 */
export const CARRIED_HEADINGS = {
  salient: 'Salient information (verbatim from earlier messages):',
  background: 'Background (summary of earlier messages):',
  core: 'Protected core (verbatim from earlier messages):',
  summary: 'Summary of earlier messages:',
  handoff: 'Handoff summary (earlier work on this task):',
  notes: 'Memory notes (from earlier messages):',
  observations: 'Observations (tool calls from earlier messages):',
  graph: 'Entity graph (from earlier messages):',
  knowledge: 'Knowledge (rewritten from earlier messages):',
  extract: 'Extracted from earlier messages for the current question:',
} as const;

/** A kind of carried block. */
export type CarriedKind = keyof typeof CARRIED_HEADINGS;

const HEADINGS = Object.values(CARRIED_HEADINGS);

/**
 * Is this message state from an earlier compression (a carried block or the pinned ledger)?
 * @example
 * isCarried({ role: 'system', content: CARRIED_HEADINGS.knowledge + '\nBudget $600.' }) // true
 */
export function isCarried(m: Message): boolean {
  if (m.role !== 'system' || typeof m.content !== 'string') return false;
  const c = m.content;
  return isLedger(m) || HEADINGS.some((h) => c.startsWith(h));
}

/**
 * A carried block: a system message with the kind's heading on its first line.
 * @example
 * carriedMessage('knowledge', 'Budget $600.') // { role: 'system', content: 'Knowledge (…):\nBudget $600.' }
 */
export function carriedMessage(kind: CarriedKind, body: string): Message {
  return { role: 'system', content: `${CARRIED_HEADINGS[kind]}\n${body}` };
}

/**
 * Bodies of the carried blocks of one kind, in message order.
 * @example
 * readCarried(messages, 'knowledge') // ['Budget $600.']
 */
export function readCarried(messages: readonly Message[], kind: CarriedKind): string[] {
  const heading = CARRIED_HEADINGS[kind];
  const out: string[] = [];
  for (const m of messages) {
    if (m.role === 'system' && typeof m.content === 'string' && m.content.startsWith(heading)) {
      out.push(m.content.slice(heading.length).replace(/^\n/, ''));
    }
  }
  return out;
}
