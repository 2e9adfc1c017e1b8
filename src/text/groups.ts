/** @module text/groups — tool calls and their results form one group, kept or dropped together. */
import type { Message } from '../types.js';

/**
 * Group id per message: an assistant message with `tool_calls` and the following tool messages
 * that answer its call ids share one id; every other message is its own group. Ids increase with
 * message order, so groups are contiguous runs.
 * @example
 * groupIds([{ role: 'assistant', content: '', tool_calls: [{ id: 'c1' }] },
 *           { role: 'tool', content: '{}', tool_call_id: 'c1' }]) // Int32Array [0, 0]
 */
export function groupIds(messages: readonly Message[]): Int32Array {
  const ids = new Int32Array(messages.length);
  let group = -1;
  let open: Set<string> | null = null;
  messages.forEach((m, i) => {
    const answersOpen =
      m.role === 'tool' && open !== null && typeof m.tool_call_id === 'string' && open.has(m.tool_call_id);
    if (!answersOpen) {
      group++;
      open = null;
    }
    ids[i] = group;
    if (m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length > 0) {
      open = new Set(m.tool_calls.map((c) => c.id));
    }
  });
  return ids;
}

/**
 * Expand a set of message indices so that it contains whole groups.
 * @example
 * expandToGroups(new Set([1]), Int32Array.of(0, 0, 1)) // Set {0, 1}
 */
export function expandToGroups(indices: Set<number>, ids: Int32Array): Set<number> {
  const groups = new Set<number>();
  for (const i of indices) groups.add(ids[i]);
  const out = new Set<number>();
  for (let i = 0; i < ids.length; i++) if (groups.has(ids[i])) out.add(i);
  return out;
}
