/** @module strategies/llm/transcript — messages rendered as labelled plain text for a prompt. */
import { otherPartCount, plainText } from '../../text/parts.js';
import type { Message } from '../../types.js';

/**
 * One message as a prompt line: `[mN role] text`, with tool calls (`call ID name(args)`), the call a
 * tool result answers, and a marker per non-text part.
 * @example
 * renderMessage({ role: 'user', content: 'Budget $600.' }, 3) // '[m3 user] Budget $600.'
 */
export function renderMessage(m: Message, index: number): string {
  const who = m.role === 'tool' && typeof m.tool_call_id === 'string' ? `tool result for ${m.tool_call_id}` : m.role;
  const parts: string[] = [];
  const text = plainText(m).trim();
  if (text) parts.push(text);
  for (const c of m.tool_calls ?? []) {
    parts.push(`call ${c.id} ${c.function?.name ?? 'tool'}(${c.function?.arguments ?? ''})`);
  }
  const other = otherPartCount(m);
  if (other > 0) parts.push(`[${other} non-text part${other > 1 ? 's' : ''}]`);
  return `[m${index} ${who}] ${parts.join('\n')}`;
}

/**
 * The messages at `indices` (input order) as one transcript.
 * @example
 * renderTranscript(messages, [1, 2]) // '[m1 user] …\n[m2 assistant] …'
 */
export function renderTranscript(messages: readonly Message[], indices: readonly number[]): string {
  return indices.map((i) => renderMessage(messages[i], i)).join('\n');
}

/**
 * The user's goal for a prompt: the query when given, else the latest user message.
 * @example
 * currentGoal(messages, undefined) // 'What is the final quantity?'
 */
export function currentGoal(messages: readonly Message[], query: string | undefined): string {
  if (query && query.trim()) return query.trim();
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === 'user') return plainText(messages[i]).trim();
  return '(not stated)';
}
