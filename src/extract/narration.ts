/** @module extract/narration — what an agent writes beside its tool calls says what it is doing: its sentences gain. */
import type { Message } from '../types.js';
import { messageWeights, type Units } from './units.js';

/**
 * Per unit, `weight` when its message is an assistant turn that also calls tools, else 0. The text
 * of such a turn is the session's action log ("I'll start with the security utilities for password
 * hashing and JWT handling."), while the calls' arguments and results are code and output that
 * the selector ranks after prose.
 * @example
 * narrationBonus(units, [
 *   { role: 'assistant', content: 'I will add rate limiting with slowapi.', tool_calls: [call] },
 *   { role: 'tool', tool_call_id: call.id, content: 'ok' },
 * ], 3)
 * // Float32Array [3, 0]
 */
export function narrationBonus(units: Units, messages: readonly Message[], weight: number): Float32Array {
  return messageWeights(units, messages.map((m) => m.role === 'assistant' && (m.tool_calls?.length ?? 0) > 0), weight);
}
