/** @module tokens/custom — wraps a caller's token counter so a bad return value fails loudly. */

import { OptionsError, describe } from '../errors.js';
import type { TokenCounter } from '../types.js';

/**
 * The largest count a custom counter may return (counts are kept in 32-bit integer arrays).
 * @example
 * MAX_CUSTOM_COUNT // 2147483647
 */
export const MAX_CUSTOM_COUNT = 2 ** 31 - 1;

/**
 * Wrap a custom counter: every call must return a non-negative finite number below 2^31,
 * otherwise an {@link OptionsError} names what it returned. A fraction is rounded up, so every
 * count is a whole number of tokens and a sum of counts never falls short of the counter's own
 * total (`t => t.length / 4` counts 'abcde' as 2).
 *
 * @example
 * const count = checkedCounter((t) => t.length / 4);
 * count('abcde'); // 2
 * checkedCounter(() => NaN)('x');
 * // OptionsError: tokenizer: expected the custom counter to return a non-negative finite
 * // number, found number NaN
 * checkedCounter(() => 1e12)('x');
 * // OptionsError: tokenizer: expected a count below 2147483648, found number 1000000000000
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
    const whole = Math.ceil(n);
    if (whole > MAX_CUSTOM_COUNT) throw new OptionsError(`tokenizer: expected a count below 2147483648, found ${describe(n)}`);
    return whole;
  };
}
