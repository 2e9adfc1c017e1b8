// Exact BPE counting of long unbroken runs: cut into parts so the time stays linear.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { LONG_RUN, countWithLongRunsCut } from '../../src/tokens/long-runs.js';
import { loadBpeCounter } from '../../src/tokens/index.js';

const exact = (text: string) => countTokens(text);

/** Wraps a counter to record the longest run of one character class it was handed. */
function recording() {
  let longest = 0;
  const count = (text: string) => {
    for (const m of text.matchAll(/[\p{L}\p{M}]+|[^\s\p{L}\p{N}]+|\s+/gu)) {
      longest = Math.max(longest, m[0].length);
    }
    return exact(text);
  };
  return { count, longest: () => longest };
}

describe('countWithLongRunsCut', () => {
  it('gives the exact count of natural text, in one call', () => {
    const text = 'Ship 45 units to Lyon by May 3. '.repeat(200) + '日本語のテキスト。'.repeat(50);
    let calls = 0;
    const n = countWithLongRunsCut(text, (t) => (calls++, exact(t)));
    expect(n).toBe(exact(text));
    expect(calls).toBe(1);
  });

  it.each([
    ['letters', 'a'],
    ['spaces', ' '],
    ['punctuation', '='],
    ['Han', '中'],
    ['astral Han', '𠀀'],
    ['emoji with VS16 (one cl100k piece)', '❤️'],
  ])('never hands the counter a run of %s longer than LONG_RUN', (_, ch) => {
    const text = `start ${ch.repeat(5 * LONG_RUN + 7)} end`;
    const spy = recording();
    const n = countWithLongRunsCut(text, spy.count);
    expect(spy.longest()).toBeLessThanOrEqual(LONG_RUN);
    // Each cut may change the merges at its seam: at most one token per cut.
    const cuts = Math.floor((5 * LONG_RUN + 7) / LONG_RUN);
    expect(Math.abs(n - exact(text))).toBeLessThanOrEqual(cuts);
  });

  it('never cuts a surrogate pair', () => {
    const text = 'x' + '𠀀'.repeat(LONG_RUN);
    const parts: string[] = [];
    countWithLongRunsCut(text, (t) => (parts.push(t), exact(t)));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(text);
    // No part starts with a low surrogate or ends with a high one.
    for (const p of parts) expect(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(p)).toBe(false);
  });

  it('is what the o200k counter uses', async () => {
    const count = await loadBpeCounter('o200k');
    const text = 'b'.repeat(40 * LONG_RUN);
    expect(count(text)).toBe(countWithLongRunsCut(text, exact));
  });
});
