/** @module adapters/anthropic-turns — the Messages API's rules on the compressed turns: none empty, one turn where drops joined two of a role, a user turn first. */
import { isReasoning, type Block, type Turn } from './anthropic-blocks.js';

/**
 * The user turn that opens the conversation when compression dropped every user turn before the
 * first assistant turn kept (the API wants a user turn first; the dropped turns' facts are in the
 * ledger).
 * @example
 * OPENING_TURN // '[earlier messages omitted]'
 */
export const OPENING_TURN = '[earlier messages omitted]';

/** A compressed turn and the index of the caller's message it came from (none for a turn pith wrote). */
export interface Placed {
  turn: Turn;
  source?: number;
  /** The caller's own message object, returned unchanged. */
  unchanged?: boolean;
}

const blocksOf = (t: Turn): Block[] => (typeof t.content === 'string' ? [{ type: 'text', text: t.content }] : t.content ?? []);
const isEmpty = (t: Turn) => (typeof t.content === 'string' ? t.content === '' : (t.content ?? []).length === 0);

/**
 * Two turns of one role as one, blocks in order; when the later opens with reasoning (a thinking
 * turn whose tool calls are being answered must start with it), that reasoning opens the joined turn.
 */
function join(a: Turn, b: Turn): Turn {
  const later = blocksOf(b);
  let lead = 0;
  while (b.role === 'assistant' && lead < later.length && isReasoning(later[lead])) lead++;
  return { ...a, content: [...later.slice(0, lead), ...blocksOf(a), ...later.slice(lead)] };
}

/**
 * The turns to send: a turn compression left empty goes; two user or two assistant turns that a
 * drop made adjacent become one (turns adjacent in the caller's input stay as sent: the API
 * combines those itself); and when no user turn is left before the first assistant turn, a short
 * {@link OPENING_TURN} opens the conversation. Never more tokens than given, but for that opening.
 * @example
 * apiTurns([{ turn: { role: 'user', content: 'Hi' }, source: 0 }, { turn: { role: 'user', content: 'Ship it.' }, source: 2 }])
 * // [{ role: 'user', content: [{ type: 'text', text: 'Hi' }, { type: 'text', text: 'Ship it.' }] }]
 */
export function apiTurns(placed: readonly Placed[]): Turn[] {
  const out: Array<{ turn: Turn; last?: number }> = [];
  for (const p of placed) {
    if (!p.unchanged && isEmpty(p.turn)) continue;
    const prev = out[out.length - 1];
    const adjacent = prev?.last !== undefined && p.source === prev.last + 1;
    if (prev && prev.turn.role === p.turn.role && p.turn.role !== 'system' && !adjacent) {
      prev.turn = join(prev.turn, p.turn);
      prev.last = p.source;
    } else out.push({ turn: p.turn, last: p.source });
  }
  const turns = out.map((e) => e.turn);
  const first = turns.findIndex((t) => t.role !== 'system');
  return first < 0 || turns[first].role === 'assistant' ? [{ role: 'user', content: OPENING_TURN }, ...turns] : turns;
}
