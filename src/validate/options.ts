/** @module validate/options — checks compress options at the public boundary. */

import * as z from 'zod';
import { isAbortSignal } from '../abortable.js';
import { OptionsError } from '../errors.js';
import type { StrategyKnobs } from '../strategies/knobs.js';
import type { CompressOptions } from '../types.js';
import { expected, expectedInt, formatIssue, found } from './format-issue.js';

/**
 * Built-in tokenizer names accepted by the `tokenizer` option.
 * @example
 * TOKENIZER_NAMES.includes('o200k') // true
 */
export const TOKENIZER_NAMES = ['estimate', 'o200k', 'cl100k'] as const;

const isInt = (v: unknown, min: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min;

/**
 * Option schemas shared with the memory options (validate/memory-options).
 * @example
 * z.object({ hotTokens: positiveInt.optional(), partTokens: nonNegativeInt.optional(), tokenizer: tokenizer.optional() })
 */
export const positiveInt = z.custom<number>((v) => isInt(v, 1), { error: expectedInt('a positive integer') });
/**
 * An integer of at least 0 (`partTokens`, `keepLast`).
 * @example
 * nonNegativeInt.safeParse(0).success // true; nonNegativeInt.safeParse(-1).success // false
 */
export const nonNegativeInt = z.custom<number>((v) => isInt(v, 0), {
  error: expectedInt('a non-negative integer'),
});
/**
 * A share or weight: a number from 0 to 1 (NaN, negatives and strings would silently break every score).
 * @example
 * fraction.safeParse(0.2).success // true; fraction.safeParse(-5).success // false
 */
export const fraction = z.custom<number>((v) => typeof v === 'number' && v >= 0 && v <= 1, { error: expected('a number from 0 to 1') });
/**
 * A finite number of at least 0 (a factor that may exceed 1).
 * @example
 * nonNegativeNumber.safeParse(2.5).success // true; nonNegativeNumber.safeParse(Infinity).success // false
 */
export const nonNegativeNumber = z.custom<number>((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, {
  error: expected('a finite number of at least 0'),
});
/**
 * A tokenizer: one of the built-in names or a counting function.
 * @example
 * tokenizer.safeParse('o200k').success // true; tokenizer.safeParse('gpt2').success // false
 */
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

/** An AbortSignal (from any realm: checked by shape). */
const abortSignal = z.custom<AbortSignal>(isAbortSignal, { error: expected('an AbortSignal') });

const TIERED_KNOBS = ['hotShare', 'warmFactor', 'coldFactor', 'threshold', 'refine', 'pool'] as const;

/** The knobs of the `tiered` strategy (`TieredKnobs`): each one checked, unknown ones an error. */
const tieredKnobs = z.strictObject(
  {
    hotShare: fraction.optional(),
    warmFactor: nonNegativeNumber.optional(),
    coldFactor: nonNegativeNumber.optional(),
    threshold: fraction.optional(),
    refine: z.boolean({ error: expected('a boolean') }).optional(),
    pool: positiveInt.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `expected only ${TIERED_KNOBS.join(', ')}, found ${issue.keys.join(', ')}` : expected('an object of tiered knobs')(issue),
  },
);

const optionsShape = {
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
  signal: abortSignal.optional(),
  tiered: tieredKnobs.optional(),
};

const optionsSchema = z.looseObject(optionsShape, { error: expected('an options object') }).superRefine((o, ctx) => {
  // The pool the sentences are selected from holds at least what they are fitted to (checked where tiered runs).
  const pool = o.tiered?.pool;
  if (o.strategy === 'tiered' && pool !== undefined && pool < o.budget) {
    ctx.addIssue({ code: 'custom', path: ['tiered', 'pool'], input: pool, message: `expected an integer of at least the budget (${o.budget}), found ${found(pool)}` });
  }
});

/**
 * Validate compress options. A key compress() does not read is an error naming the key it
 * resembles (`keeplast` → `keepLast`); strategy names are checked against the registry by the
 * compressor, not here. The knobs of `tiered` are checked here, unknown knobs included (as the
 * memory's `weights`).
 * Throws {@link OptionsError} with one line: which option, what was expected, what was found.
 *
 * @example
 * parseCompressOptions({ budget: 2000, query: 'When is the deadline?' });
 * parseCompressOptions({ budget: -5 }); // OptionsError: budget: expected a positive integer, found number -5
 */
export function parseCompressOptions(input: unknown): CompressOptions {
  checkOptions(optionsSchema, input, 'options');
  checkKnownKeys(input as Record<string, unknown>);
  return { ...(input as CompressOptions) };
}

/** The knobs of each strategy that has some, by its name (`StrategyKnobs`); the check below keeps the list whole. */
const KNOB_KEYS = ['tiered', 'codex', 'hierarchical', 'amem', 'observations', 'hybrid', 'salience', 'rlm', 'qpb', 'qtd'] as const satisfies readonly (keyof StrategyKnobs)[];
const KNOB_KEYS_WHOLE: Exclude<keyof StrategyKnobs, (typeof KNOB_KEYS)[number]> extends never ? true : never = true;

/**
 * Every top-level key compress() reads: its options, each strategy's knobs, and the advanced
 * `kernel` override.
 * @example
 * COMPRESS_OPTION_KEYS.includes('keepLast') // true
 */
export const COMPRESS_OPTION_KEYS: readonly string[] = [...new Set([...Object.keys(optionsShape), ...(KNOB_KEYS_WHOLE ? KNOB_KEYS : []), 'kernel'])];

/** A key that is not read would be silently ignored: a typo (`keeplast`) is an error that names the key it resembles. */
function checkKnownKeys(input: Record<string, unknown>): void {
  for (const key of Object.keys(input)) {
    if (COMPRESS_OPTION_KEYS.includes(key)) continue;
    const like = closestKey(key);
    throw new OptionsError(`options: expected only ${COMPRESS_OPTION_KEYS.join(', ')}, found ${key}${like ? ` (did you mean ${like}?)` : ''}`);
  }
}

/** The known key that `key` most resembles: the same letters in another case, or one edit away (two for a key of eight letters or more). */
function closestKey(key: string): string | undefined {
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of COMPRESS_OPTION_KEYS) {
    const d = k.toLowerCase() === lower ? 0 : editDistance(lower, k.toLowerCase(), bestDistance);
    if (d < bestDistance) (best = k), (bestDistance = d);
  }
  return bestDistance <= (key.length >= 8 ? 2 : 1) ? best : undefined;
}

/** Levenshtein distance of two short strings, stopped at `cap`. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return Math.min(prev[b.length], cap);
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

/** The options of `countTokens`: the counting options of compress, checked the same way. */
const countTokensSchema = z.looseObject(
  { tokenizer: tokenizer.optional(), partTokens: nonNegativeInt.optional() },
  { error: expected('an options object') },
);

/**
 * Validate `countTokens` options (`tokenizer`, `partTokens`; unknown keys such as `kernel` pass
 * through). Throws {@link OptionsError} as {@link parseCompressOptions} does.
 * @example
 * parseCountTokensOptions({ tokenizer: 'o200k' });
 * parseCountTokensOptions({ partTokens: -50 }); // OptionsError: partTokens: expected a non-negative integer, found number -50
 */
export function parseCountTokensOptions<T extends Pick<CompressOptions, 'tokenizer' | 'partTokens'>>(input: unknown): T {
  checkOptions(countTokensSchema, input, 'options');
  return input as T;
}
