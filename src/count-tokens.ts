/** @module count-tokens — count a conversation's tokens the way budgets count them. */
import { init } from './kernel/load.js';
import type { Kernel } from './kernel/types.js';
import { conversationTokens } from './text/measure.js';
import { resolveCounter } from './tokens/index.js';
import type { TokenCounter, TokenizerName } from './types.js';
import { parseMessages } from './validate/messages.js';
import { parseCountTokensOptions } from './validate/options.js';

/** Options of {@link countTokens}. */
export interface CountTokensOptions {
  /** @default 'estimate' */
  tokenizer?: TokenizerName | TokenCounter;
  /** Tokens per non-text part. @default 85 */
  partTokens?: number;
  kernel?: Kernel;
}

/**
 * Tokens of `messages` under a tokenizer: content plus MESSAGE_OVERHEAD per message, tool calls
 * and `partTokens` per non-text part, exactly as `compress` checks its budget. Options are checked
 * as compress checks them (an OptionsError names a bad one).
 * @example
 * await countTokens(messages, { tokenizer: 'o200k' }) // 1234
 * await countTokens(messages, { partTokens: -50 }) // OptionsError: partTokens: expected a non-negative integer, found number -50
 */
export async function countTokens(messages: unknown, options: CountTokensOptions = {}): Promise<number> {
  const input = parseMessages(messages);
  options = parseCountTokensOptions<CountTokensOptions>(options);
  const kernel = options.kernel ?? (await init());
  const { count } = await resolveCounter(options.tokenizer, kernel);
  return conversationTokens(input, { count, partTokens: options.partTokens ?? 85 });
}
