/** @module memory/to-chat — context messages as plain provider chat messages (tool traffic as text). */
import type { ChatMessage } from '../llm/types.js';
import { plainText } from '../text/parts.js';
import type { Message } from '../types.js';
import { asText } from './content-view.js';

/**
 * Convert context messages for {@link LlmProvider.complete}: tool calls become `Called name(args).`
 * on the assistant turn, tool results an assistant turn `Tool result: …`; other parts are dropped.
 * @example
 * toChat([{ role: 'tool', content: '{"ok":true}', tool_call_id: 'c1' }]) // [{ role: 'assistant', content: 'Tool result: {"ok":true}' }]
 */
export function toChat(messages: readonly Message[]): ChatMessage[] {
  return messages.map((given) => {
    const m = asText(given); // an assistant turn that only calls tools may carry `content: null`
    if (m.role === 'tool') return { role: 'assistant', content: `Tool result: ${plainText(m)}` };
    const calls = (m.tool_calls ?? []).map((c) => `Called ${c.function?.name ?? 'tool'}(${c.function?.arguments ?? ''}).`);
    const content = [plainText(m), ...calls].filter(Boolean).join('\n');
    return { role: m.role, content };
  });
}
