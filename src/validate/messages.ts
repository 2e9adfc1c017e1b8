/** @module validate/messages — checks chat messages at the public boundary and normalises them. */

import * as z from 'zod';
import { InputError } from '../errors.js';
import type { Message } from '../types.js';
import { expected, formatIssue, found } from './format-issue.js';
import { quickValid } from './quick.js';

const ROLES = ['system', 'user', 'assistant', 'tool'] as const;
const CONTENT = 'a string or an array of parts';

/** Where a role of another chat API belongs ("developer" is OpenAI's system role for reasoning models). */
function roleHint(role: unknown): string {
  if (role === 'developer') return " (OpenAI developer messages: compressOpenAI from 'pith/openai' takes them, or send them as system)";
  if (role === 'function') return ' (deprecated function messages: send them as tool messages)';
  return '';
}

const partSchema = z
  .looseObject(
    { type: z.string({ error: expected('a string') }) },
    { error: expected('a part object with a string "type"') },
  )
  .superRefine((part, ctx) => {
    if (part.type === 'text' && typeof part.text !== 'string') {
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        input: part.text,
        message: `expected a string in a text part, found ${found(part.text)}`,
      });
    }
  });

const toolCallSchema = z.looseObject(
  { id: z.string({ error: expected('a string') }) },
  { error: expected('a tool call object with a string "id"') },
);

const messageSchema = z
  .looseObject(
    {
      role: z.enum(ROLES, { error: (issue) => expected(`one of ${ROLES.join(', ')}`)(issue) + roleHint(issue.input) }),
      content: z
        .union([z.string(), z.array(partSchema), z.null()], { error: expected(CONTENT) })
        .optional(),
      name: z.string({ error: expected('a string') }).optional(),
      id: z.string({ error: expected('a string') }).optional(),
      tool_calls: z
        .array(toolCallSchema, { error: expected('an array of tool calls') })
        .optional(),
      tool_call_id: z.string({ error: expected('a string') }).optional(),
    },
    { error: expected('a message object') },
  )
  .superRefine((m, ctx) => {
    // OpenAI sends `content: null` (or omits it) on assistant turns that only call tools.
    const toolCallOnly = m.role === 'assistant' && Array.isArray(m.tool_calls);
    if (m.content == null && !toolCallOnly) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        input: m.content,
        message: `expected ${CONTENT}, found ${found(m.content)}`,
      });
    }
    if (m.role === 'tool' && typeof m.tool_call_id !== 'string') {
      ctx.addIssue({
        code: 'custom',
        path: ['tool_call_id'],
        input: m.tool_call_id,
        message: `expected a string on a tool message, found ${found(m.tool_call_id)}`,
      });
    }
  });

/**
 * The zod schema of a message list: the contract that {@link parseMessages} enforces.
 * @example
 * messagesSchema.safeParse([{ role: 'user', content: 'hi' }]).success // true
 */
export const messagesSchema = z.array(messageSchema, { error: expected('an array of messages') });

/**
 * Validate chat messages and return shallow copies: unknown keys are kept in place (never drop
 * user data) and `content: null` on a tool-calling assistant turn becomes `''`.
 * Throws {@link InputError} with one line: where, what was expected and what was found.
 *
 * @example
 * parseMessages([{ role: 'user', content: 'Ship 45 units to Lyon.' }]);
 * parseMessages([{ role: 'user', content: 5 }]);
 * // InputError: messages[0].content: expected a string or an array of parts, found number 5
 */
export function parseMessages(input: unknown): Message[] {
  // The schema is the contract; the quick check only spares well-formed input its cost.
  if (!quickValid(input)) {
    const result = messagesSchema.safeParse(input);
    if (!result.success) throw new InputError(formatIssue('messages', result.error.issues[0]));
  }
  (input as Message[]).forEach(checkJsonFields);
  // Copy from the input, not zod's output, so key order and every extra key survive untouched.
  return (input as Message[]).map((m) => (m.content == null ? { ...m, content: '' } : { ...m }));
}

/** Keys whose values the schema already holds to strings. */
const PLAIN_KEYS = new Set(['role', 'name', 'id', 'tool_call_id']);

/**
 * Tool calls, content parts (whose extra fields the schema lets through) and extra keys must have
 * a JSON form: they are counted, sent to models and printed as JSON, and a cycle, a BigInt or a
 * nesting too deep to print would fail there, after the work.
 */
function checkJsonFields(m: Message, i: number): void {
  for (const key of Object.keys(m)) {
    if (PLAIN_KEYS.has(key) || (key === 'content' && !Array.isArray(m.content))) continue;
    try {
      JSON.stringify((m as unknown as Record<string, unknown>)[key]);
    } catch (cause) {
      const why = cause instanceof RangeError ? 'nesting too deep to print' : cause instanceof Error ? cause.message : String(cause);
      throw new InputError(`messages[${i}].${key}: expected JSON values, found ${why}`, { cause });
    }
  }
}
