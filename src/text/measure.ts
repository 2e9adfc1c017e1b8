/** @module text/measure — token cost of messages under a chosen counter. */
import { MESSAGE_OVERHEAD } from '../tokens/overhead.js';
import type { Message, TokenCounter } from '../types.js';
import { otherPartCount, textPieces } from './parts.js';

/** How messages are measured: a counter plus the cost of a non-text part. */
export interface Measure {
  count: TokenCounter;
  partTokens: number;
  /** True when `count` is the kernel's estimator, so per-sentence kernel estimates are exact. */
  kernelEstimate?: boolean;
}

/**
 * Tokens of the parts of a message that are never compressed: per-message overhead, name,
 * tool calls (arguments stay valid JSON) and non-text parts.
 * @example
 * fixedTokens({ role: 'user', content: 'hi' }, { count: (t) => t.length, partTokens: 85 }) // 4
 */
export function fixedTokens(m: Message, measure: Measure): number {
  let t = MESSAGE_OVERHEAD;
  if (typeof m.name === 'string') t += measure.count(m.name);
  if (Array.isArray(m.tool_calls) && m.tool_calls.length > 0) t += measure.count(JSON.stringify(m.tool_calls));
  return t + otherPartCount(m) * measure.partTokens;
}

/**
 * Tokens of one message: fixed part plus every text piece.
 * @example
 * messageTokens({ role: 'user', content: 'hello' }, { count: (t) => t.length, partTokens: 85 }) // 9
 */
export function messageTokens(m: Message, measure: Measure): number {
  let t = fixedTokens(m, measure);
  for (const p of textPieces(m, 0)) t += measure.count(p.text);
  return t;
}

/**
 * Tokens of a whole conversation.
 * @example
 * conversationTokens(messages, { count: myCounter, partTokens: 85 })
 */
export function conversationTokens(messages: readonly Message[], measure: Measure): number {
  let t = 0;
  for (const m of messages) t += messageTokens(m, measure);
  return t;
}
