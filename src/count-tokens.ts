/** @module count-tokens — count a conversation's tokens the way budgets count them. */
import { init } from './kernel/load.js';
import type { Kernel } from './kernel/types.js';
import { conversationTokens } from './text/measure.js';
import { resolveCounter } from './tokens/index.js';
import type { TokenCounter, TokenizerName } from './types.js';
import { parseMessages } from './validate/messages.js';

/**
 * Tokens of `messages` under a tokenizer: content plus MESSAGE_OVERHEAD per message, tool calls
 * and `partTokens` per non-text part, exactly as `compress` checks its budget.
 * @example
 * await countTokens(messages, { tokenizer: 'o200k' }) // 1234
 */
export async function countTokens(
  messages: unknown,
  options: { tokenizer?: TokenizerName | TokenCounter; partTokens?: number; kernel?: Kernel } = {},
): Promise<number> {
  const input = parseMessages(messages);
  const kernel = options.kernel ?? (await init());
  const { count } = await resolveCounter(options.tokenizer, kernel);
  return conversationTokens(input, { count, partTokens: options.partTokens ?? 85 });
}
