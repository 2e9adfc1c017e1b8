/** @module demo/playground/conversation — read a pasted or uploaded conversation, with a clear error when it is not one. */
import type { Message } from '../../src/index.js';

/** A conversation as the playground compresses it. */
export interface Conversation {
  messages: Message[];
  query?: string;
}

/**
 * Parse JSON text: an array of messages or an object with `messages` (and an optional `query`).
 * Throws an Error that says what was expected and what was found.
 * @example
 * parseConversation('[{"role":"user","content":"hi"}]').messages.length // 1
 */
export function parseConversation(text: string): Conversation {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new Error(`expected JSON, found a syntax error: ${(cause as Error).message}`, { cause });
  }
  if (Array.isArray(data)) return { messages: data as Message[] };
  if (data && typeof data === 'object' && Array.isArray((data as Conversation).messages)) {
    const { messages, query } = data as Conversation;
    return { messages, query: typeof query === 'string' ? query : undefined };
  }
  const found = data === null ? 'null' : Array.isArray(data) ? 'array' : typeof data;
  throw new Error(`expected an array of messages or { "messages": [...] }, found ${found}`);
}
