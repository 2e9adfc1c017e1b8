/** @module test/unit/token-memo — the exact counters remember long texts: same counts, BPE run once, memory bounded. */
import { describe, expect, it } from 'vitest';
import { countTokens as exactO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { compress, type Message } from '../../src/platform/node.js';
import { loadBpeCounter } from '../../src/tokens/bpe.js';
import { memoizeCounter, type MemoCounter } from '../../src/tokens/memo.js';

/** A counter that counts words and how often it ran. */
function counting(): { count: (t: string) => number; runs: string[] } {
  const runs: string[] = [];
  return { runs, count: (t) => (runs.push(t), t.split(/\s+/).filter(Boolean).length) };
}

describe('memoizeCounter', () => {
  it('counts a long text once, a short one every time, and gives the counter\'s own answers', () => {
    const inner = counting();
    const count = memoizeCounter(inner.count, { minLength: 10 });
    const long = 'Ship 45 units to Lyon by May 3, please.';
    expect([count(long), count(long), count(long)]).toEqual([9, 9, 9]);
    expect(count('hi there')).toBe(2);
    expect(count('hi there')).toBe(2);
    expect(inner.runs).toEqual([long, 'hi there', 'hi there']);
    expect(count.size).toEqual({ entries: 1, chars: long.length });
  });

  it('holds at most maxChars characters, dropping the least recently used first', () => {
    const inner = counting();
    const count: MemoCounter = memoizeCounter(inner.count, { minLength: 1, maxChars: 35 });
    const [a, b, c] = ['alpha alpha alpha', 'bravo bravo', 'charlie charlie'];
    count(a); // 17 characters
    count(b); // 28
    count(a); // a is now the most recent
    count(c); // 43 > 35: b goes, a stays
    expect(count.size).toEqual({ entries: 2, chars: a.length + c.length });
    inner.runs.length = 0;
    count(a);
    count(b);
    expect(inner.runs).toEqual([b]);
    // A text longer than the whole memory is counted, never kept.
    const huge = 'word '.repeat(20);
    expect(count(huge)).toBe(20);
    expect(count.size.chars).toBeLessThanOrEqual(35);
  });

  it('o200k: the loaded counter agrees with gpt-tokenizer on texts seen once or many times', async () => {
    const count = await loadBpeCounter('o200k');
    const texts = [
      'The supplier has to be ISO 14001 certified, and the order ORD-58213 ships on May 3.',
      '注文番号は ORD-58213 です。５月３日に発送します。よろしくお願いいたします。',
      '```ts\nconst total = items.reduce((s, x) => s + x.price * x.qty, 0);\n```',
      'short',
    ];
    for (let round = 0; round < 3; round++) {
      for (const t of texts) expect(count(t)).toBe(exactO200k(t));
    }
    // The three long texts are remembered; 'short' is not.
    const { entries, chars } = (count as MemoCounter).size;
    expect(entries).toBeGreaterThanOrEqual(3);
    expect(chars).toBeGreaterThanOrEqual(texts.slice(0, 3).join('').length);
  });

  it('a chat compressed again with one more turn gives what a fresh count gives', async () => {
    const chat: Message[] = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `Turn ${i}: order ORD-${5800 + i} is ${10 + i} chairs for the Lyon office, delivered by May ${1 + (i % 28)}. The courier is Dalton Freight.`,
    }));
    const first = await compress(chat, { budget: 300, tokenizer: 'o200k' });
    const grown = [...chat, { role: 'user' as const, content: 'Which order is 25 chairs?' }];
    const again = await compress(grown, { budget: 300, tokenizer: 'o200k' });
    const byHand = grown.reduce((s, m) => s + exactO200k(String(m.content)) + 4, 0);
    expect(again.stats.originalTokens).toBe(byHand);
    expect(again.stats.compressedTokens).toBeLessThanOrEqual(300);
    expect(first.stats.compressedTokens).toBeLessThanOrEqual(300);
    const sent = again.messages.reduce((s, m) => s + exactO200k(String(m.content)) + 4, 0);
    expect(again.stats.compressedTokens).toBe(sent);
  });
});
