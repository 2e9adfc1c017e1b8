/** @module tokens/bpe — exact OpenAI BPE counters (o200k, cl100k), loaded only when asked for. */

import type { TokenCounter } from '../types.js';
import { TokenizerError } from '../errors.js';
import { countWithLongRunsCut } from './long-runs.js';
import { memoizeCounter } from './memo.js';

/** Names of the exact BPE encodings pith can load. */
export type BpeName = 'o200k' | 'cl100k';

// Text that merely contains "<|endoftext|>" is user data, not a control token: count it as text.
const AS_TEXT = { disallowedSpecial: new Set<string>() };

const loaded = new Map<BpeName, Promise<TokenCounter>>();

async function load(name: BpeName): Promise<TokenCounter> {
  // Dynamic imports keep the encodings (≈1–2 MB each) out of browser bundles until requested.
  let mod: typeof import('gpt-tokenizer/encoding/o200k_base');
  try {
    mod =
      name === 'o200k'
        ? await import('gpt-tokenizer/encoding/o200k_base')
        : await import('gpt-tokenizer/encoding/cl100k_base');
  } catch (cause) {
    throw new TokenizerError(name, cause);
  }
  const exact = (text: string) => mod.countTokens(text, AS_TEXT);
  // One memory per encoding for the process: a chat compressed after every turn is counted once.
  return memoizeCounter((text: string) => countWithLongRunsCut(text, exact));
}

/**
 * Load an exact BPE counter once; later calls share the same promise. The counter remembers the
 * counts of texts of 32 characters or more (up to 4M characters, least recently used first out).
 * A failed load (an offline browser that cannot fetch the encoding's chunk, say) rejects with
 * {@link TokenizerError} and is tried again on the next call.
 *
 * @example
 * const count = await loadBpeCounter('o200k');
 * count('hello world'); // 2
 */
export function loadBpeCounter(name: BpeName): Promise<TokenCounter> {
  let counter = loaded.get(name);
  if (!counter) {
    counter = load(name);
    // A failed load (offline bundle chunk, say) must not poison later attempts.
    counter.catch(() => loaded.delete(name));
    loaded.set(name, counter);
  }
  return counter;
}
