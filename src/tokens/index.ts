/** @module tokens — picks the token counter for an option value: estimate, o200k, cl100k or custom. */

import { OptionsError, describe } from '../errors.js';
import type { Kernel } from '../kernel/types.js';
import type { TokenCounter, TokenizerName } from '../types.js';
import { loadBpeCounter } from './bpe.js';
import { checkedCounter } from './custom.js';

export { MESSAGE_OVERHEAD } from './overhead.js';
export { loadBpeCounter, type BpeName } from './bpe.js';
export { checkedCounter } from './custom.js';

/** A resolved counter and the name reported in `stats.tokenizer`. */
export interface ResolvedCounter {
  name: string;
  count: TokenCounter;
}

/**
 * Resolve the `tokenizer` option. `'estimate'` (the default) uses the kernel's fast o200k
 * estimate; `'o200k'` and `'cl100k'` load gpt-tokenizer on demand; a function is used as given,
 * checked on every call.
 *
 * @example
 * const { name, count } = await resolveCounter('o200k', kernel);
 * count('Ship 45 units to Lyon by May 3.'); // 11
 */
export async function resolveCounter(
  tokenizer: TokenizerName | TokenCounter | undefined,
  kernel: Kernel,
): Promise<ResolvedCounter> {
  if (tokenizer === undefined || tokenizer === 'estimate') {
    return { name: 'estimate', count: (text) => kernel.estimateTokens(text) };
  }
  if (tokenizer === 'o200k' || tokenizer === 'cl100k') {
    return { name: tokenizer, count: await loadBpeCounter(tokenizer) };
  }
  if (typeof tokenizer === 'function') return { name: 'custom', count: checkedCounter(tokenizer) };
  throw new OptionsError(
    `tokenizer: expected one of estimate, o200k, cl100k or a function, found ${describe(tokenizer)}`,
  );
}
