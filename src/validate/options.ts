/** @module validate/options — checks compress options at the public boundary. */

import * as z from 'zod';
import { OptionsError } from '../errors.js';
import type { CompressOptions } from '../types.js';
import { expected, formatIssue } from './format-issue.js';

/** Built-in tokenizer names accepted by the `tokenizer` option. */
export const TOKENIZER_NAMES = ['estimate', 'o200k', 'cl100k'] as const;

const isInt = (v: unknown, min: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min;

const positiveInt = z.custom<number>((v) => isInt(v, 1), { error: expected('a positive integer') });
const nonNegativeInt = z.custom<number>((v) => isInt(v, 0), {
  error: expected('a non-negative integer'),
});
const tokenizer = z.custom<CompressOptions['tokenizer']>(
  (v) => typeof v === 'function' || (TOKENIZER_NAMES as readonly unknown[]).includes(v),
  { error: expected(`one of ${TOKENIZER_NAMES.join(', ')} or a function`) },
);

const hasMethod = (name: string) => (v: unknown) =>
  typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)[name] === 'function';
const llm = z.custom<CompressOptions['llm']>(hasMethod('complete'), {
  error: expected('an LLM provider with a complete() method'),
});
const embedder = z.custom<CompressOptions['embedder']>(hasMethod('embed'), {
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
  const result = optionsSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = formatIssue('', issue);
    throw new OptionsError(issue.path.length > 0 ? message : `options: ${message}`);
  }
  return { ...(input as CompressOptions) };
}
