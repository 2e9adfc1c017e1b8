/** @module cli/format — the two request formats `pith compress` reads (OpenAI chat messages, an Anthropic Messages body) and the compression of each. */

import { compressAnthropic, type AnthropicBodyLike } from '../adapters/anthropic.js';
import { compress, OptionsError, type CompressOptions, type CompressStats, type Message } from '../platform/node.js';
import { developerAsSystem, developerBack } from '../validate/developer-role.js';
import { found } from './found.js';

/**
 * The formats `--format` (or a --jsonl line's `"format"`) names; the first is the default.
 * @example
 * FORMATS[0] // 'openai'
 */
const FORMATS = ['openai', 'anthropic'] as const;

/** A request format: `openai` (chat-completions messages) or `anthropic` (a Messages API body). */
export type Format = (typeof FORMATS)[number];

/**
 * Read a format name; nothing means `openai`. Throws {@link OptionsError} for any other value.
 * @example
 * checkFormat(undefined) // 'openai'
 * checkFormat('anthropic') // 'anthropic'
 * checkFormat('gemini') // OptionsError: format: expected one of openai, anthropic, found string "gemini"
 */
export function checkFormat(value: unknown): Format {
  if (value === undefined) return FORMATS[0];
  if (typeof value === 'string' && (FORMATS as readonly string[]).includes(value)) return value as Format;
  throw new OptionsError(`format: expected one of ${FORMATS.join(', ')}, found ${found(value)}`);
}

/** What one request holds once split from its document or line: the conversation, and `system` for `anthropic`. */
export interface FormatInput {
  messages: unknown;
  /** Anthropic's top-level system prompt (a string or text blocks); only with `anthropic`. */
  system?: unknown;
}

/**
 * What the CLI prints for a request: `system` (anthropic only, when the body has one or pith's
 * ledger joined it), `messages` in the request's own format, and pith's `stats`.
 * @example
 * const out: FormatOutput = { messages: [{ role: 'user', content: 'hi' }], stats };
 */
export interface FormatOutput {
  system?: unknown;
  messages: unknown[];
  stats: CompressStats;
}

/**
 * Compress one request in its format: `openai` through `compress()` (a `developer` message kept as
 * system and given back as `developer`), `anthropic` through `compressAnthropic()` (tool_use and
 * tool_result kept or dropped together, roles alternating, the ledger joined to `system`). The
 * messages are checked by the library: bad ones are an InputError naming where.
 * @example
 * await compressAs('anthropic', { system: 'Be brief.', messages: [{ role: 'user', content: 'hi' }] }, { budget: 300 })
 * // { system: 'Be brief.', messages: [{ role: 'user', content: 'hi' }], stats: {…} }
 */
export async function compressAs(format: Format, input: FormatInput, options: CompressOptions): Promise<FormatOutput> {
  if (format === 'openai') {
    const result = developerBack(await compress(developerAsSystem(input.messages) as Message[], options));
    return { messages: result.messages, stats: result.stats };
  }
  // The input holds only `system` and `messages`, so the adapter's answer is exactly { system?, messages, stats }.
  return compressAnthropic(input as AnthropicBodyLike, options);
}
