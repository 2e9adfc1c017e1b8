// chunkByTokens: word-aligned slices that fit a token limit, in order, losing nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkByTokens } from '../../src/embed/chunk-by-tokens.js';

/** A counter that charges one token per 3 characters of each word, at least one per word. */
const count = (text: string): number =>
  text.split(/\s+/).filter(Boolean).reduce((n, w) => n + Math.ceil(w.length / 3), 0);

describe('chunkByTokens', () => {
  it('keeps a text that fits as one chunk, whitespace and all', () => {
    expect(chunkByTokens('  ship 45 units  ', 10, count)).toEqual([{ text: '  ship 45 units  ', tokens: 5 }]);
  });

  it('cuts between words so each chunk fits; a word over the limit is cut inside it', () => {
    expect(chunkByTokens('aaa bbb ccc ddd', 2, count)).toEqual([
      { text: 'aaa bbb ', tokens: 2 },
      { text: 'ccc ddd', tokens: 2 },
    ]);
    expect(chunkByTokens('aa bbbbbbbbbbbb cc', 2, count)).toEqual([
      { text: 'aa ', tokens: 1 },
      { text: 'bbbbbb', tokens: 2 },
      { text: 'bbbbbb ', tokens: 2 },
      { text: 'cc', tokens: 1 },
    ]);
  });

  it('cuts a run of text without spaces (CJK) into parts that fit, never inside a surrogate pair', () => {
    // One token per code point, as a WordPiece tokenizer reads CJK characters.
    const perChar = (t: string): number => [...t.replace(/\s/g, '')].length;
    const cjk = '数据库服务器故障'.repeat(100); // 800 characters, no space
    const chunks = chunkByTokens(`${cjk} 完了`, 300, perChar);
    expect(chunks.map((c) => c.tokens)).toEqual([300, 300, 202]);
    expect(chunks.map((c) => c.text).join('')).toBe(`${cjk} 完了`);
    const emoji = '😀🎉'.repeat(10);
    const parts = chunkByTokens(emoji, 3, perChar);
    expect(parts.map((c) => c.tokens)).toEqual([3, 3, 3, 3, 3, 3, 2]);
    for (const c of parts) expect(c.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    // A single character over the limit is the only chunk that may exceed it.
    expect(chunkByTokens('ab', 1, (t) => 2 * t.length)).toEqual([{ text: 'a', tokens: 2 }, { text: 'b', tokens: 2 }]);
  });

  it('for any text and limit: chunks join back to the text (less leading space) and every chunk fits', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    const space = fc.constantFrom(' ', '  ', '\n', '\t ');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, space), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (pairs, limit) => {
        const text = pairs.map(([w, s]) => w + s).join('');
        const chunks = chunkByTokens(text, limit, count);
        if (count(text) <= limit) {
          expect(chunks).toEqual([{ text, tokens: count(text) }]);
        } else {
          expect(chunks.map((c) => c.text).join('')).toBe(text.trimStart());
          for (const c of chunks) {
            expect(c.tokens).toBe(count(c.text));
            expect(c.tokens).toBeLessThanOrEqual(limit);
          }
        }
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
