/** @module validate/options — checks compress options at the public boundary. */

import * as z from 'zod';
import { OptionsError } from '../errors.js';
import type { CompressOptions } from '../types.js';
import { expected, formatIssue } from './format-issue.js';

/** Built-in tokenizer names accepted by the `tokenizer` option. */
export const TOKENIZER_NAMES = ['estimate', 'o200k', 'cl100k'] as const;

const isInt = (v: unknown, min: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min;

/**
 * Option schemas shared with the memory options (validate/memory-options).
 * @example
 * z.object({ hotTokens: positiveInt.optional(), partTokens: nonNegativeInt.optional(), tokenizer: tokenizer.optional() })
 */
export const positiveInt = z.custom<number>((v) => isInt(v, 1), { error: expected('a positive integer') });
export const nonNegativeInt = z.custom<number>((v) => isInt(v, 0), {
  error: expected('a non-negative integer'),
});
export const tokenizer = z.custom<CompressOptions['tokenizer']>(
  (v) => typeof v === 'function' || (TOKENIZER_NAMES as readonly unknown[]).includes(v),
  { error: expected(`one of ${TOKENIZER_NAMES.join(', ')} or a function`) },
);

/**
 * An object with each of the named methods.
 * @example
 * hasMethods('get', 'put')(inMemoryStore()) // true
 */
export const hasMethods =
  (...names: string[]) =>
  (v: unknown): boolean =>
    typeof v === 'object' && v !== null && names.every((n) => typeof (v as Record<string, unknown>)[n] === 'function');
const llm = z.custom<CompressOptions['llm']>(hasMethods('complete'), {
  error: expected('an LLM provider with a complete() method'),
});
/**
 * An embedder: an object with embed().
 * @example
 * embedder.safeParse(staticEmbedder()).success // true
 */
export const embedder = z.custom<CompressOptions['embedder']>(hasMethods('embed'), {
  error: expected('an embedder with an embed() method'),
});

const optionsSchema = z.looseObject(
  {
    budget: positiveInt,
    query: z.string({ error: expected('a string') }).optional(),
    strategy: z.string({ error: expected('a strategy name (string)') }).optional(),
    tokenizer: tokenizer.optional(),
    keepLast: nonNegativeInt.optional(),
    keepSystem: z.boolean({ error: expected('a boolean') }).optional(),
    partTokens: nonNegativeInt.optional(),
    startOn: z.literal('user', { error: expected('"user"') }).optional(),
    llm: llm.optional(),
    embedder: embedder.optional(),
  },
  { error: expected('an options object') },
);

/**
 * Validate compress options. Unknown keys pass through (the compressor may add its own, such as
 * `kernel`); strategy names are checked against the registry by the compressor, not here.
 * Throws {@link OptionsError} with one line: which option, what was expected, what was found.
 *
 * @example
 * parseCompressOptions({ budget: 2000, query: 'When is the deadline?' });
 * parseCompressOptions({ budget: -5 }); // OptionsError: budget: expected a positive integer, found number -5
 */
export function parseCompressOptions(input: unknown): CompressOptions {
  checkOptions(optionsSchema, input, 'options');
  return { ...(input as CompressOptions) };
}

/**
 * Check `input` against an options schema; the first issue becomes one OptionsError line, named by
 * its option, or by `what` when the whole value is wrong.
 * @example
 * checkOptions(optionsSchema, { budget: -5 }, 'options'); // OptionsError: budget: expected a positive integer, found number -5
 */
export function checkOptions(schema: z.ZodType, input: unknown, what: string): void {
  const result = schema.safeParse(input);
  if (result.success) return;
  const issue = result.error.issues[0];
  const message = formatIssue('', issue);
  throw new OptionsError(issue.path.length > 0 ? message : `${what}: ${message}`);
}
