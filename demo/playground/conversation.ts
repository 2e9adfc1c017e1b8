/** @module demo/playground/conversation — read a pasted or uploaded conversation (JSON or a chat transcript), with a clear error when it is not one. */
import { InputError, type Message } from '../../src/index.js';
import { readTranscript } from './transcript.js';

/** A conversation as the playground compresses it. */
export interface Conversation {
  messages: Message[];
  query?: string;
}

/** What the playground reads, for errors about text that is neither. */
const EXPECTED =
  'expected JSON (an array of messages or { "messages": [...] }) or a chat transcript whose first line names a role ("User: …", "**Assistant:**", "### User")';

/** The first non-blank line of a text, shortened, as an error's "found …". */
function foundText(text: string): string {
  const lines = text.split(/\r\n?|\n/);
  const i = lines.findIndex((line) => line.trim() !== '');
  if (i < 0) return text === '' ? 'empty text' : 'only blank text';
  // Leading spaces kept: an indented "  User:" is no role line, and the message shows why.
  const line = lines[i].trimEnd();
  return `${JSON.stringify(line.length > 60 ? `${line.slice(0, 59)}…` : line)} on line ${i + 1}`;
}

/**
 * Parse JSON text (an array of messages or an object with `messages` and an optional `query`) or,
 * when the text is not JSON, a plain chat transcript (`User: …` / `Assistant: …` turns, see
 * `readTranscript`). Text that opens with `[` or `{` is JSON, and its syntax errors are reported
 * as such. Throws `InputError` (INVALID_INPUT) that says what was expected and what was found; an
 * empty conversation is refused too, since there is nothing to compress.
 * @example
 * parseConversation('[{"role":"user","content":"hi"}]').messages.length // 1
 * parseConversation('User: hi\nAssistant: hello').messages[1] // { role: 'assistant', content: 'hello' }
 */
export function parseConversation(text: string): Conversation {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    if (/^\s*[[{]/.test(text)) {
      throw new InputError(`expected JSON, found a syntax error: ${(cause as Error).message}`, { cause });
    }
    const messages = readTranscript(text);
    if (!messages) throw new InputError(`${EXPECTED}, found ${foundText(text)}`);
    return { messages };
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
