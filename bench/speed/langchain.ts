/** @module bench/speed/langchain — the LangChain baseline: OpenAI messages → BaseMessage, then trimMessages. */

import {
  AIMessage,
  HumanMessage,
  SystemMessage,
  ToolMessage,
  trimMessages,
  type BaseMessage,
} from '@langchain/core/messages';
import type { Message } from '../../src/types.js';

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((p) => (typeof p?.text === 'string' ? p.text : '')).join('')
      : '';

/**
 * Convert OpenAI-style messages to LangChain messages (done before timing).
 * @example
 * const lc = toLangChain([{ role: 'user', content: 'hi' }]);
 */
export function toLangChain(messages: readonly Message[]): BaseMessage[] {
  return messages.map((m) => {
    const content = textOf(m.content);
    switch (m.role) {
      case 'system':
        return new SystemMessage(content);
      case 'user':
        return new HumanMessage(content);
      case 'tool':
        return new ToolMessage({ content, tool_call_id: m.tool_call_id ?? '' });
      default:
        return new AIMessage({
          content,
          tool_calls: (m.tool_calls ?? []).map((c) => ({
            id: c.id,
            name: c.function?.name ?? 'tool',
            args: JSON.parse(c.function?.arguments ?? '{}') as Record<string, unknown>,
            type: 'tool_call' as const,
          })),
        });
    }
  });
}

/** chars/4 plus 4 per message: the same shape as pith's budget, at the cheapest possible cost. */
function approxTokens(messages: BaseMessage[]): number {
  let n = 0;
  for (const m of messages) n += Math.ceil(textOf(m.content).length / 4) + 4;
  return n;
}

/**
 * LangChain's `trimMessages` keeping the most recent messages that fit `maxTokens`.
 * @example
 * const kept = await langchainTrim(toLangChain(history), 4000);
 */
export function langchainTrim(messages: BaseMessage[], maxTokens: number): Promise<BaseMessage[]> {
  return trimMessages(messages, {
    maxTokens,
    strategy: 'last',
    tokenCounter: approxTokens,
    includeSystem: true,
    startOn: 'human',
  });
}
