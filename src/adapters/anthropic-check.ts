/** @module adapters/anthropic-check — checks a Messages API body before compression: one InputError, "expected X, found Y", naming where. */
import { InputError } from 'pith';
import type { Block, Turn } from './anthropic-blocks.js';

const ROLES = ['user', 'assistant', 'system'];

/** A value for "found …" as compress() and the Worker's schema say it: a string quoted, a number with its value, a missing value "nothing". */
function found(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'string') return `string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v)}`;
  if (typeof v === 'number') return `number ${v}`;
  return typeof v;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function needString(b: Record<string, unknown>, key: string, where: string): void {
  if (typeof b[key] !== 'string') throw new InputError(`${where}.${key}: expected a string, found ${found(b[key])}`);
}

/** A content block: an object with a string `type`, and the fields its type needs as strings. */
function checkBlock(b: unknown, where: string, role: string): asserts b is Block {
  if (!isObject(b) || typeof b.type !== 'string') {
    throw new InputError(`${where}: expected a content block object with a string "type", found ${!isObject(b) ? found(b) : b.type === undefined ? 'an object without "type"' : `type ${found(b.type)}`}`);
  }
  if (b.type === 'text') needString(b, 'text', where);
  else if (b.type === 'thinking') {
    needString(b, 'thinking', where);
    // The Messages API refuses an earlier turn's thinking without the signature it was sent with.
    needString(b, 'signature', where);
  }
  else if (b.type === 'redacted_thinking') needString(b, 'data', where);
  else if (b.type === 'tool_use' || (b.type.endsWith('tool_use') && 'id' in b)) {
    needString(b, 'id', where);
    needString(b, 'name', where);
    if (!isObject(b.input)) throw new InputError(`${where}.input: expected an object of the call's arguments, found ${found(b.input)}`);
  }
  if ((b.type === 'tool_use' && role !== 'assistant') || (b.type === 'tool_result' && role !== 'user')) {
    throw new InputError(`${where}: expected a ${b.type} block in ${b.type === 'tool_use' ? 'an assistant' : 'a user'} message, found it in a ${role} message`);
  }
  if (b.type !== 'tool_result') return;
  needString(b, 'tool_use_id', where);
  if (Array.isArray(b.content)) b.content.forEach((x, j) => checkBlock(x, `${where}.content[${j}]`, 'tool_result'));
  else if (b.content !== undefined && typeof b.content !== 'string') {
    throw new InputError(`${where}.content: expected a string or an array of content blocks, found ${found(b.content)}`);
  }
}

function checkTurn(m: unknown, i: number): asserts m is Turn {
  const where = `messages[${i}]`;
  if (!isObject(m)) throw new InputError(`${where}: expected an Anthropic message object, found ${found(m)}`);
  if (!ROLES.includes(m.role as string)) {
    const hint = m.role === 'tool' ? ' (tool results go in a user message as tool_result blocks)' : '';
    throw new InputError(`${where}.role: expected user, assistant or system, found ${found(m.role)}${hint}`);
  }
  const c = m.content;
  if (Array.isArray(c)) c.forEach((b, k) => checkBlock(b, `${where}.content[${k}]`, m.role as string));
  else if (typeof c !== 'string' && !(c === undefined && m.role === 'system')) {
    throw new InputError(`${where}.content: expected a string or an array of content blocks, found ${found(c)}`);
  }
}

const blocksOf = (m: Turn | undefined): Block[] => (m && Array.isArray(m.content) ? m.content : []);

/**
 * Every tool_result answers a tool_use of the message right before it, every tool_use (but in the
 * last message) is answered in the message right after it, and no tool_use id is used twice: what
 * the API requires, and what lets pith keep a call and its result together.
 */
function checkPairs(messages: Turn[]): void {
  const seen = new Set<string>();
  messages.forEach((m, i) => {
    blocksOf(m).forEach((b, k) => {
      const where = `messages[${i}].content[${k}]`;
      if (b.type === 'tool_use') {
        const id = b.id as string;
        if (seen.has(id)) throw new InputError(`${where}.id: expected a unique tool_use id, found ${found(id)} a second time`);
        seen.add(id);
        const answered = blocksOf(messages[i + 1]).some((r) => r.type === 'tool_result' && r.tool_use_id === id);
        if (i < messages.length - 1 && !answered) throw new InputError(`${where}.id: expected a tool_result for ${found(id)} in messages[${i + 1}], found none`);
      } else if (b.type === 'tool_result') {
        const asked = blocksOf(messages[i - 1]).some((u) => u.type === 'tool_use' && u.id === b.tool_use_id);
        const before = i > 0 ? `messages[${i - 1}]` : 'a message before it';
        if (!asked) throw new InputError(`${where}.tool_use_id: expected the id of a tool_use in ${before}, found ${found(b.tool_use_id)}`);
      }
    });
  });
}

/**
 * The `system` and `messages` of a Messages API body, checked: roles, content, the fields each
 * block type needs, the system parameter's text blocks, tool_use/tool_result pairs, and a first
 * message that is not the assistant's. Throws an {@link InputError} naming the first problem.
 * @example
 * checkBody({ messages: [{ role: 'tool', content: 'x' }] })
 * // InputError: messages[0].role: expected user, assistant or system, found string "tool" (tool results go in a user message as tool_result blocks)
 */
export function checkBody(body: unknown): { system: string | Block[] | undefined; messages: Turn[] } {
  if (!isObject(body)) throw new InputError(`expected a Messages API body { system?, messages }, found ${found(body)}`);
  const { system, messages } = body;
  if (Array.isArray(system)) {
    system.forEach((b, k) => {
      checkBlock(b, `system[${k}]`, 'system');
      if (b.type !== 'text') throw new InputError(`system[${k}].type: expected "text", found ${found(b.type)}`);
    });
  } else if (system !== undefined && typeof system !== 'string') {
    throw new InputError(`system: expected a string or an array of text blocks, found ${found(system)}`);
  }
  if (!Array.isArray(messages)) throw new InputError(`messages: expected an array of messages, found ${found(messages)}`);
  if (messages.length === 0) throw new InputError('messages: expected at least one message, found an empty array');
  messages.forEach(checkTurn);
  if (messages[0].role === 'assistant') throw new InputError('messages[0].role: expected user (the conversation opens with a user turn), found string "assistant"');
  checkPairs(messages);
  return { system: system as string | Block[] | undefined, messages };
}
