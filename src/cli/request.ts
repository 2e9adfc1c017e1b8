/** @module cli/request — turns flags, an input document or a JSONL line into validated options. */

import { InputError, OptionsError, STRATEGY_NAMES, type CompressOptions } from '../platform/node.js';
import type { CliFlags } from './args.js';
import { checkFormat, type Format, type FormatInput } from './format.js';
import { found as describe } from './found.js';
import { safeIntegerWanted } from '../validate/format-issue.js';
import { integerFlag } from './integer-flag.js';
import { ANTHROPIC_BODY_KEYS, REQUEST_BODY_KEYS } from './request-body-keys.js';

/** Option values before validation (from flags or JSON). */
export type RawOptions = Record<string, unknown>;

const TOKENIZERS = ['estimate', 'o200k', 'cl100k'];
/**
 * Keys a JSONL request line may carry besides `messages` (and `system`, with `"format": "anthropic"`).
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
  'format',
] as const;

/**
 * Options given on the command line, without the unset ones; integer flags are read exactly
 * (an {@link OptionsError} quotes a bad one as typed). `format` rides along, unchecked, until
 * {@link takeFormat} takes it out.
 * @example
 * flagOptions({ budget: '300', jsonl: false, pretty: false }) // { budget: 300 }
 * flagOptions({ format: 'anthropic', jsonl: true, pretty: false }) // { format: 'anthropic' }
 */
export function flagOptions(flags: CliFlags): RawOptions {
  const raw: RawOptions = {
    budget: integerFlag('budget', flags.budget, 1),
    query: flags.query,
    strategy: flags.strategy,
    tokenizer: flags.tokenizer,
    keepLast: integerFlag('keepLast', flags.keepLast, 0),
    format: flags.format,
  };
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];
  return raw;
}

const isInt = (v: unknown, min: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min;

// What compress() says of a bad integer option: a number past 2^53 - 1 is told the bound.
const notInt = (name: string, what: string, v: unknown): OptionsError =>
  new OptionsError(`${name}: expected ${safeIntegerWanted(what, v)}, found ${describe(v)}`);

/**
 * Check what the CLI can check before reading input — budget, keepLast, tokenizer (by name only:
 * no functions on a command line) and strategy (against the registry). `compress` validates the
 * rest with the same wording. Throws {@link OptionsError}.
 * @example
 * checkOptions({ budget: 300, strategy: 'pith' }) // { budget: 300, strategy: 'pith' }
 */
export function checkOptions(raw: RawOptions): CompressOptions {
  const { budget, keepLast, tokenizer, strategy } = raw;
  if (!isInt(budget, 1)) throw notInt('budget', 'a positive integer', budget);
  if (keepLast !== undefined && !isInt(keepLast, 0)) throw notInt('keepLast', 'a non-negative integer', keepLast);
  if (tokenizer !== undefined && !TOKENIZERS.includes(tokenizer as string)) {
    throw new OptionsError(
      `tokenizer: expected one of ${TOKENIZERS.join(', ')}, found ${describe(tokenizer)}`,
    );
  }
  // A name that is not a string is wrong as compress() says, before it is an unknown name.
  if (strategy !== undefined && typeof strategy !== 'string') {
    throw new OptionsError(`strategy: expected a strategy name (string), found ${describe(strategy)}`);
  }
  if (strategy !== undefined && !STRATEGY_NAMES.includes(strategy)) {
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
 * checkDefaults({ format: 'gemini' }) // OptionsError: format: expected one of openai, anthropic, found string "gemini"
 */
export function checkDefaults(raw: RawOptions): void {
  const { options } = takeFormat(raw);
  checkOptions(options.budget === undefined ? { ...options, budget: 1 } : options);
}

/**
 * Take `format` out of options (it says how to read the messages; compress() never sees it),
 * checked: nothing means `openai`. Throws {@link OptionsError} for an unknown format.
 * @example
 * takeFormat({ budget: 300, format: 'anthropic' }) // { format: 'anthropic', options: { budget: 300 } }
 * takeFormat({ budget: 300 }) // { format: 'openai', options: { budget: 300 } }
 */
export function takeFormat(raw: RawOptions): { format: Format; options: RawOptions } {
  const { format, ...options } = raw;
  return { format: checkFormat(format), options };
}

// Keys the whole input document may carry: its options come from flags (a --jsonl line takes more).
const DOCUMENT_KEYS = ['messages', 'query'] as const;

// `readPast` are the keys of `request` (a request body) that pass unread; `system` names the way to
// read a top-level "system", which only an Anthropic body has.
function refuseUnknownKeys(
  object: object,
  allowed: readonly string[],
  readPast: { keys: readonly string[]; request: string } | undefined,
  system: string,
): void {
  const unknown = Object.keys(object).find((k) => !allowed.includes(k) && !readPast?.keys.includes(k));
  if (unknown !== undefined) {
    const also = readPast ? ` (or a key of ${readPast.request}, such as model)` : '';
    const hint = unknown === 'system' && !allowed.includes('system') ? `; a top-level "system" is read with ${system}` : '';
    throw new InputError(
      `unknown key ${JSON.stringify(unknown)}: expected one of ${allowed.join(', ')}${also}${hint}`,
    );
  }
}

const OPENAI_REQUEST = { keys: REQUEST_BODY_KEYS, request: 'an OpenAI chat-completions request' };
const ANTHROPIC_REQUEST = { keys: ANTHROPIC_BODY_KEYS, request: 'an Anthropic Messages request' };

/**
 * What the input document must be, for error messages.
 * @example
 * EXPECTED_DOCUMENT // 'expected a JSON array of messages or { "messages": [...] }'
 */
export const EXPECTED_DOCUMENT = 'expected a JSON array of messages or { "messages": [...] }';

/**
 * What the input document must be with `--format anthropic`, for error messages.
 * @example
 * EXPECTED_ANTHROPIC_DOCUMENT // 'expected an Anthropic Messages body { "system"?, "messages": [...] } or a JSON array of messages'
 */
export const EXPECTED_ANTHROPIC_DOCUMENT = 'expected an Anthropic Messages body { "system"?, "messages": [...] } or a JSON array of messages';

/**
 * Split the input document: a JSON array of messages, or `{ "messages": [...], "query"?: "..." }`.
 * An OpenAI chat-completions request body passes too: its own keys (`model`, `temperature`,
 * `tools`, … see {@link REQUEST_BODY_KEYS}) are read past. Other keys are refused, as on a --jsonl
 * line, so a "budget" or "qeury" cannot pass silently. With `format` `anthropic` the document is an
 * Anthropic Messages body: `system` is read too, and its other keys ({@link ANTHROPIC_BODY_KEYS})
 * are read past.
 * @example
 * splitDocument({ messages: [], query: 'deadline?' }) // { messages: [], query: 'deadline?' }
 * splitDocument({ model: 'gpt-4o', messages: [] }) // { messages: [] }
 * splitDocument({ model: 'claude-sonnet-4-6', system: 'Be brief.', messages: [] }, 'anthropic') // { messages: [], system: 'Be brief.' }
 * splitDocument({ messages: [], budget: 5 })
 * // InputError: unknown key "budget": expected one of messages, query (or a key of an OpenAI
 * // chat-completions request, such as model)
 */
export function splitDocument(doc: unknown, format: Format = 'openai'): FormatInput & { query?: unknown } {
  const anthropic = format === 'anthropic';
  if (Array.isArray(doc)) return { messages: doc };
  if (doc !== null && typeof doc === 'object' && 'messages' in doc) {
    const keys = anthropic ? ['system', ...DOCUMENT_KEYS] : DOCUMENT_KEYS;
    refuseUnknownKeys(doc, keys, anthropic ? ANTHROPIC_REQUEST : OPENAI_REQUEST, '--format anthropic');
    const { messages, query, system } = doc as { messages: unknown; query?: unknown; system?: unknown };
    return { messages, ...(system === undefined ? {} : { system }), ...(query === undefined ? {} : { query }) };
  }
  const what = doc !== null && typeof doc === 'object' ? 'an object without "messages"' : describe(doc);
  throw new InputError(`${anthropic ? EXPECTED_ANTHROPIC_DOCUMENT : EXPECTED_DOCUMENT}, found ${what}`);
}

/**
 * Split one JSONL request `{ "messages", "budget"?, … }` over the command-line defaults (the line
 * wins, `format` too). Unknown keys are refused so a typo such as "budjet" cannot pass silently;
 * `system` is a key only when the line's format is `anthropic`.
 * @example
 * splitRequest({ messages: [], budget: 50 }, { budget: 300 })
 * // { format: 'openai', input: { messages: [] }, options: { budget: 50 } }
 * splitRequest({ system: 'Be brief.', messages: [] }, { budget: 300, format: 'anthropic' })
 * // { format: 'anthropic', input: { messages: [], system: 'Be brief.' }, options: { budget: 300 } }
 */
export function splitRequest(
  line: unknown,
  defaults: RawOptions,
): { format: Format; input: FormatInput; options: RawOptions } {
  if (line === null || typeof line !== 'object' || Array.isArray(line)) {
    throw new InputError(
      `expected a request object { "messages": [...], "budget": N }, found ${describe(line)}`,
    );
  }
  const { messages, system, ...own } = line as RawOptions;
  const { format, options } = takeFormat({ ...defaults, ...own });
  const keys = format === 'anthropic' ? ['messages', 'system', ...REQUEST_OPTION_KEYS] : ['messages', ...REQUEST_OPTION_KEYS];
  refuseUnknownKeys(line, keys, undefined, '"format": "anthropic"');
  if (!('messages' in line)) {
    throw new InputError('messages: expected an array of messages, found nothing');
  }
  return { format, input: { messages, ...(system === undefined ? {} : { system }) }, options };
}
