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

  it('cuts between words so each chunk fits; a word over the limit stands alone', () => {
    expect(chunkByTokens('aaa bbb ccc ddd', 2, count)).toEqual([
      { text: 'aaa bbb ', tokens: 2 },
      { text: 'ccc ddd', tokens: 2 },
    ]);
    expect(chunkByTokens('aa bbbbbbbbbbbb cc', 2, count)).toEqual([
      { text: 'aa ', tokens: 1 },
      { text: 'bbbbbbbbbbbb ', tokens: 4 },
      { text: 'cc', tokens: 1 },
    ]);
  });

  it('for any text and limit: chunks join back to the text (less leading space) and fit unless one word is over', () => {
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
            if (c.tokens > limit) expect(c.text.trim()).not.toMatch(/\s/);
          }
        }
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
