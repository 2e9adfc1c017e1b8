/** @module demo/playground/conversation — read a pasted or uploaded conversation, with a clear error when it is not one. */
import { InputError, type Message } from '../../src/index.js';

/** A conversation as the playground compresses it. */
export interface Conversation {
  messages: Message[];
  query?: string;
}

/**
 * Parse JSON text: an array of messages or an object with `messages` (and an optional `query`).
 * Throws `InputError` (INVALID_INPUT) that says what was expected and what was found; an empty
 * conversation is refused too, since there is nothing to compress.
 * @example
 * parseConversation('[{"role":"user","content":"hi"}]').messages.length // 1
 */
export function parseConversation(text: string): Conversation {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new InputError(`expected JSON, found a syntax error: ${(cause as Error).message}`, { cause });
  }
  let conversation: Conversation;
  if (Array.isArray(data)) conversation = { messages: data as Message[] };
  else if (data && typeof data === 'object' && Array.isArray((data as Conversation).messages)) {
    const { messages, query } = data as Conversation;
    conversation = { messages, query: typeof query === 'string' ? query : undefined };
  } else {
    const found = data === null ? 'null' : typeof data;
    throw new InputError(`expected an array of messages or { "messages": [...] }, found ${found}`);
  }
  if (conversation.messages.length === 0) {
    throw new InputError('expected at least one message to compress, found an empty conversation');
  }
  return conversation;
}
