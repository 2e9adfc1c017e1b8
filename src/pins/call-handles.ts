/** @module pins/call-handles — values the conversation passed to its tool calls: the handles it acts with. */
import type { Message } from '../types.js';
import { callArgumentValues } from '../text/call-arguments.js';

/** A longer argument value is content (a file body, a query), not a handle. */
const MAX_HANDLE_CHARS = 64;

/**
 * The lowercased string and number values of every tool call's JSON arguments, each at most
 * {@link MAX_HANDLE_CHARS} characters: the order numbers, return references and file paths the
 * agent acts with (`courier_booking {"reference":"RMA-484796"}`), which a user asks about later.
 * @example
 * callHandles([{ role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function',
 *   function: { name: 'courier_booking', arguments: '{"carrier":"Dalton Freight","reference":"RMA-484796"}' } }] }])
 * // Set { 'dalton freight', 'rma-484796' }
 */
export function callHandles(messages: readonly Message[]): Set<string> {
  const out = new Set<string>();
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    // Arguments that are no JSON name no single value.
    for (const c of m.tool_calls ?? []) {
      for (const v of callArgumentValues(c?.function?.arguments) ?? []) {
        const t = v.trim();
        if (t && t.length <= MAX_HANDLE_CHARS) out.add(t.toLowerCase());
      }
    }
  }
  return out;
}
