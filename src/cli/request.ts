/** @module cli/request — turns flags, an input document or a JSONL line into validated options. */

import { InputError, OptionsError, STRATEGY_NAMES, type CompressOptions } from '../platform/node.js';
import type { CliFlags } from './args.js';
import { found as describe } from './found.js';
import { integerFlag } from './integer-flag.js';
import { REQUEST_BODY_KEYS } from './request-body-keys.js';

/** Option values before validation (from flags or JSON). */
export type RawOptions = Record<string, unknown>;

const TOKENIZERS = ['estimate', 'o200k', 'cl100k'];
/**
 * Keys a JSONL request line may carry besides `messages`.
 * @example
 * REQUEST_OPTION_KEYS.includes('budget') // true
 */
export const REQUEST_OPTION_KEYS = [
  'budget',
  'query',
  'strategy',
  'tokenizer',
  'keepLast',
  'keepSystem',
  'partTokens',
  'startOn',
] as const;

/**
 * Options given on the command line, without the unset ones; integer flags are read exactly
 * (an {@link OptionsError} quotes a bad one as typed).
 * @example
 * flagOptions({ budget: '300', jsonl: false, pretty: false }) // { budget: 300 }
 */
export function flagOptions(flags: CliFlags): RawOptions {
  const raw: RawOptions = {
    budget: integerFlag('budget', flags.budget, 1),
    query: flags.query,
    strategy: flags.strategy,
    tokenizer: flags.tokenizer,
    keepLast: integerFlag('keepLast', flags.keepLast, 0),
  };
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];
  return raw;
}

const isInt = (v: unknown, min: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min;

/**
 * Check what the CLI can check before reading input — budget, keepLast, tokenizer (by name only:
 * no functions on a command line) and strategy (against the registry). `compress` validates the
 * rest with the same wording. Throws {@link OptionsError}.
 * @example
 * checkOptions({ budget: 300, strategy: 'pith' }) // { budget: 300, strategy: 'pith' }
 */
export function checkOptions(raw: RawOptions): CompressOptions {
  const { budget, keepLast, tokenizer, strategy } = raw;
  if (!isInt(budget, 1)) {
    throw new OptionsError(`budget: expected a positive integer, found ${describe(budget)}`);
  }
  if (keepLast !== undefined && !isInt(keepLast, 0)) {
    throw new OptionsError(`keepLast: expected a non-negative integer, found ${describe(keepLast)}`);
  }
  if (tokenizer !== undefined && !TOKENIZERS.includes(tokenizer as string)) {
    throw new OptionsError(
      `tokenizer: expected one of ${TOKENIZERS.join(', ')}, found ${describe(tokenizer)}`,
    );
  }
  if (strategy !== undefined && !STRATEGY_NAMES.includes(strategy as string)) {
    throw new OptionsError(
      `strategy: expected one of ${STRATEGY_NAMES.join(', ')}, found ${describe(strategy)}`,
    );
  }
  return raw as unknown as CompressOptions;
}

/**
 * Check command-line defaults before any input is read (budget may come later, per JSONL line).
 * @example
 * checkDefaults({ tokenizer: 'gpt2' }) // OptionsError: tokenizer: expected one of estimate, o200k, cl100k, found string "gpt2"
 */
export function checkDefaults(raw: RawOptions): void {
  checkOptions(raw.budget === undefined ? { ...raw, budget: 1 } : raw);
}

// Keys the whole input document may carry: its options come from flags (a --jsonl line takes more).
const DOCUMENT_KEYS = ['messages', 'query'] as const;

function refuseUnknownKeys(object: object, allowed: readonly string[], readPast: readonly string[] = []): void {
  const unknown = Object.keys(object).find((k) => !allowed.includes(k) && !readPast.includes(k));
  if (unknown !== undefined) {
    const also = readPast.length ? ' (or a key of an OpenAI chat-completions request, such as model)' : '';
    throw new InputError(
      `unknown key ${JSON.stringify(unknown)}: expected one of ${allowed.join(', ')}${also}`,
    );
  }
}

/**
 * What the input document must be, for error messages.
 * @example
 * EXPECTED_DOCUMENT // 'expected a JSON array of messages or { "messages": [...] }'
 */
export const EXPECTED_DOCUMENT = 'expected a JSON array of messages or { "messages": [...] }';

/**
 * Split the input document: a JSON array of messages, or `{ "messages": [...], "query"?: "..." }`.
 * An OpenAI chat-completions request body passes too: its own keys (`model`, `temperature`,
 * `tools`, … see {@link REQUEST_BODY_KEYS}) are read past. Other keys are refused, as on a --jsonl
 * line, so a "budget" or "qeury" cannot pass silently.
 * @example
 * splitDocument({ messages: [], query: 'deadline?' }) // { messages: [], query: 'deadline?' }
 * splitDocument({ model: 'gpt-4o', messages: [] }) // { messages: [] }
 * splitDocument({ messages: [], budget: 5 })
 * // InputError: unknown key "budget": expected one of messages, query (or a key of an OpenAI
 * // chat-completions request, such as model)
 */
export function splitDocument(doc: unknown): { messages: unknown; query?: unknown } {
  if (Array.isArray(doc)) return { messages: doc };
  if (doc !== null && typeof doc === 'object' && 'messages' in doc) {
    refuseUnknownKeys(doc, DOCUMENT_KEYS, REQUEST_BODY_KEYS);
    const { messages, query } = doc as { messages: unknown; query?: unknown };
    return query === undefined ? { messages } : { messages, query };
  }
  const what = doc !== null && typeof doc === 'object' ? 'an object without "messages"' : describe(doc);
  throw new InputError(`${EXPECTED_DOCUMENT}, found ${what}`);
}

/**
 * Split one JSONL request `{ "messages", "budget"?, … }` over the command-line defaults (the line
 * wins). Unknown keys are refused so a typo such as "budjet" cannot pass silently.
 * @example
 * splitRequest({ messages: [], budget: 50 }, { budget: 300 }) // { messages: [], options: { budget: 50 } }
 */
export function splitRequest(
  line: unknown,
  defaults: RawOptions,
): { messages: unknown; options: RawOptions } {
  if (line === null || typeof line !== 'object' || Array.isArray(line)) {
    throw new InputError(
      `expected a request object { "messages": [...], "budget": N }, found ${describe(line)}`,
    );
  }
  refuseUnknownKeys(line, ['messages', ...REQUEST_OPTION_KEYS]);
  if (!('messages' in line)) {
    throw new InputError('messages: expected an array of messages, found nothing');
  }
  const { messages, ...options } = line as RawOptions;
  return { messages, options: { ...defaults, ...options } };
}
