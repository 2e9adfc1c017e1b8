/** @module memory/history — every stored message verbatim, in order, with slices of long turns joined again; where each segment stands in it. */
import type { Message } from '../types.js';
import type { Segment } from './types.js';

/**
 * The original messages of all segments (evicted ones included: their originals stay stored), in
 * memory order; the topic slices of one long message are joined back into that message.
 * @example
 * joinHistory(state.segments) // [{ role: 'user', content: '…' }, …]
 */
export function joinHistory(segments: readonly Segment[]): Message[] {
  const out: Message[] = [];
  for (const s of segments) {
    const copy = structuredClone(s.messages);
    if (s.split && s.split.index > 0 && out.length > 0) {
      const prev = out[out.length - 1];
      prev.content = (prev.content as string) + (copy[0].content as string);
      continue;
    }
    for (const m of copy) out.push(m);
  }
  return out;
}

/**
 * Where each segment's first message stands in {@link joinHistory}'s output: the slices of one long
 * message all stand at that message. Ledgers number messages by these positions (`m12` is
 * `history()[12]`), as `pith` numbers its input.
 * @example
 * historyPositions(state.segments).get('s00000003') // 5: a tool call with its results took two places before
 */
export function historyPositions(segments: readonly Segment[]): Map<string, number> {
  const at = new Map<string, number>();
  let next = 0;
  for (const s of segments) {
    if (s.split && s.split.index > 0 && next > 0) {
      at.set(s.id, next - 1);
    } else {
      at.set(s.id, next);
      next += s.messages.length;
    }
  }
  return at;
}
