/** @module memory/history — every stored message verbatim, in order, with slices of long turns joined again. */
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
    out.push(...copy);
  }
  return out;
}
