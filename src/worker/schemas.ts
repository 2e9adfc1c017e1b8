/** @module worker/schemas — zod schemas of request bodies and query strings; failures are 400 "where: expected X, found Y". */

import * as z from 'zod';
import { expected, expectedInt, found } from '../validate/format-issue.js';
import { nonNegativeInt, positiveInt } from '../validate/options.js';
import { HttpError } from './errors.js';

/** Messages are checked for shape by the library (role, content, tool calls); here only "an array". */
const messages = z.array(z.unknown(), { error: expected('an array of messages') });
const query = z.string({ error: expected('a string') }).max(10_000, { error: expected('at most 10000 characters') });

/**
 * Body of `POST /v1/compress`. Unknown keys are refused so a typo never silently does nothing.
 * `format` says how `messages` read: `openai` (the default: chat-completions messages) or
 * `anthropic` (Messages API turns, with Anthropic's top-level `system`, allowed with it only).
 * @example
 * compressBody.parse({ messages: [{ role: 'user', content: 'hi' }], budget: 500 })
 * compressBody.parse({ format: 'anthropic', system: 'Be brief.', messages: [{ role: 'user', content: 'hi' }], budget: 500 })
 */
export const compressBody = z
  .strictObject(
    {
      messages,
      budget: positiveInt,
      query: query.optional(),
      strategy: z.string({ error: expected('a strategy name (string)') }).optional(),
      tokenizer: z
        .enum(['estimate', 'o200k', 'cl100k'], { error: expected('one of estimate, o200k, cl100k') })
        .optional(),
      keepLast: nonNegativeInt.optional(),
      // The rest of the JSON options of compress(), as a `pith compress --jsonl` line takes them.
      keepSystem: z.boolean({ error: expected('a boolean') }).optional(),
      partTokens: nonNegativeInt.optional(),
      startOn: z.literal('user', { error: expected('"user"') }).optional(),
      format: z.enum(['openai', 'anthropic'], { error: expected('one of openai, anthropic') }).optional(),
      // Its blocks are checked by the adapter, as messages are by the library.
      system: z.union([z.string(), z.array(z.unknown())], { error: expected('a string or an array of text blocks') }).optional(),
    },
    { error: expected('a JSON object') },
  )
  .superRefine((body, ctx) => {
    if (body.system === undefined || body.format === 'anthropic') return;
    // OpenAI messages carry their system prompt in `messages`; a top-level one would be lost.
    const message = `expected a top-level system only with "format": "anthropic", found ${found(body.system)} with format ${body.format ?? 'openai'}`;
    ctx.addIssue({ code: 'custom', path: ['system'], input: body.system, message });
  });

/**
 * Body of `POST /v1/conversations/:id/messages`: the messages to append (none is allowed, as `memory.add([])`).
 * @example
 * appendBody.parse({ messages: [{ role: 'user', content: 'Ship 45 units.' }] })
 */
export const appendBody = z.strictObject({ messages }, { error: expected('a JSON object') });

/** A positive integer written in a query string ("800"): digits only, up to 2^53 - 1 as in a body. */
const positiveIntParam = z
  .string({ error: expected('a positive integer') })
  .refine((v) => /^[1-9]\d*$/.test(v) && Number.isSafeInteger(Number(v)), { error: expectedInt('a positive integer', true) })
  .transform(Number);

/**
 * Query string of `GET /v1/conversations/:id/context`: `budget` (required), `query`, `refine`
 * (`true`: fit by sentence from a pool of segments, as `turn()` does) and `pool` (its size in tokens).
 * @example
 * contextQuery.parse({ budget: '800', query: 'final quantity?', refine: 'true' }) // { budget: 800, query: 'final quantity?', refine: true }
 */
export const contextQuery = z.strictObject(
  {
    budget: positiveIntParam,
    query: query.optional(),
    refine: z
      .enum(['true', 'false'], { error: expected('true or false') })
      .transform((v) => v === 'true')
      .optional(),
    pool: positiveIntParam.optional(),
  },
  { error: expected('query parameters') },
);

/**
 * A conversation id: 1–128 characters of letters, digits, `_`, `-`, `.`, `:`.
 * @example
 * conversationId.parse('user-42:chat-7')
 */
export const conversationId = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,128}$/, { error: expected('an id of 1-128 letters, digits, _ - . :') });

function where(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out;
}

/**
 * Parse with a schema, or throw 400 `INVALID_REQUEST` naming the first bad field.
 * @example
 * const body = parseRequest(compressBody, json, 'body'); // 400: body.budget: expected a positive integer, found number -5
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys((schema as unknown as z.ZodObject).shape ?? {}).join(', ');
    // Worded as the library's own check of option keys (memory context(), compress()).
    message = `expected only ${known}, found ${issue.keys.join(', ')}`;
  }
  const at = where(root, issue.path);
  throw new HttpError(400, 'INVALID_REQUEST', at ? `${at}: ${message}` : message);
}
