/** @module tokens/custom — wraps a caller's token counter so a bad return value fails loudly. */

import { OptionsError, describe } from '../errors.js';
import type { TokenCounter } from '../types.js';

/**
 * Wrap a custom counter: every call must return a non-negative finite number, otherwise an
 * {@link OptionsError} names what it returned.
 *
 * @example
 * const count = checkedCounter((t) => Math.ceil(t.length / 4));
 * count('abcd'); // 1
 * checkedCounter(() => NaN)('x');
 * // OptionsError: tokenizer: expected the custom counter to return a non-negative finite
 * // number, found number NaN
 */
export function checkedCounter(fn: TokenCounter): TokenCounter {
  return (text: string) => {
    let n: unknown;
    try {
      n = fn(text);
    } catch (cause) {
      if (cause instanceof OptionsError) throw cause;
      throw new OptionsError(`tokenizer: expected the custom counter to return a number, found it throwing ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    }
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) {
      const expected = 'expected the custom counter to return a non-negative finite number';
      throw new OptionsError(`tokenizer: ${expected}, found ${describe(n)}`);
    }
    return n;
  };
}
