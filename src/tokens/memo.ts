/** @module tokens/memo — remembers exact BPE counts of longer texts, so a chat compressed again each turn is not counted again. */

import type { TokenCounter } from '../types.js';

/** Limits of {@link memoizeCounter}. */
export interface MemoOptions {
  /** Texts shorter than this are counted every time (a lookup would cost about as much). @default 32 */
  minLength?: number;
  /** Characters of the remembered texts, at most; the least recently used go first. @default 4_000_000 */
  maxChars?: number;
}

/** A counter that remembers, and what it holds. */
export interface MemoCounter extends TokenCounter {
  /** Texts remembered now, and their characters. */
  readonly size: { entries: number; chars: number };
}

/**
 * Wraps a pure counter (the same text always gives the same count) with a least-recently-used
 * memory of the counts of texts of at least `minLength` characters, holding at most `maxChars`
 * characters. A chat compressed again after each turn sends the same messages and sentences
 * again: their counts come back without running BPE over them.
 * @example
 * const count = memoizeCounter((t) => exactCount(t));
 * count(longMessage); // counted
 * count(longMessage); // remembered
 */
export function memoizeCounter(count: TokenCounter, options: MemoOptions = {}): MemoCounter {
  const minLength = options.minLength ?? 32;
  const maxChars = options.maxChars ?? 4_000_000;
  const memo = new Map<string, number>();
  let chars = 0;
  const counter = (text: string): number => {
    if (text.length < minLength || text.length > maxChars) return count(text);
    const known = memo.get(text);
    if (known !== undefined) {
      // Most recently used last: Map keeps insertion order, so eviction takes from the front.
      memo.delete(text);
      memo.set(text, known);
      return known;
    }
    const n = count(text);
    memo.set(text, n);
    chars += text.length;
    for (const [old] of memo) {
      if (chars <= maxChars) break;
      memo.delete(old);
      chars -= old.length;
    }
    return n;
  };
  return Object.defineProperty(counter, 'size', { get: () => ({ entries: memo.size, chars }) }) as MemoCounter;
}
