// The WASM kernel agrees with the plain-TS oracle on random input (ints exact, floats ±1e-4).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { oracle } from '../../src/kernel/oracle/index.js';
import { lexiconEntries } from '../../src/kernel/oracle/lexicon.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { PithExports } from '../../src/kernel/wasm-kernel.js';
import { diffKernels } from '../fuzz/compare.js';
import { PIECES } from '../fuzz/core.js';
import { freshWasmKernel } from './kernels.js';

let wasm: Kernel;
let raw: PithExports;
beforeAll(async () => {
  ({ kernel: wasm, exports: raw } = await freshWasmKernel());
});

const soup = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 80 })
  .map((parts) => parts.join(' '));
const anyText = fc.oneof(soup, fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 200 }));
const input = anyText.chain((text) =>
  fc.record({
    text: fc.constant(text),
    docs: fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 5 }).map((d) => Int32Array.from([0, ...d.sort((a, b) => a - b)])),
    options: fc.record({
      query: fc.option(soup, { nil: undefined }),
      technicalBoost: fc.constantFrom(1, 1.5),
      errorBoost: fc.constantFrom(1, 2),
    }),
  }),
);

/** Both kernels agree on texts drawn from `texts`, each cut into up to four docs at random, default options. */
function agreeOn(texts: fc.Arbitrary<string>, numRuns: number): void {
  const cases = texts.chain((text) =>
    fc.record({
      text: fc.constant(text),
      docs: fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 3 }).map((d) => Int32Array.from([0, ...d.sort((a, b) => a - b)])),
      options: fc.constant({}),
    }),
  );
  fc.assert(
    fc.property(cases, (c) => {
      expect(diffKernels(wasm, oracle, c)).toBeNull();
    }),
    { numRuns },
  );
}

describe('wasm vs oracle', () => {
  it('agree on every export for random input', () => {
    fc.assert(
      fc.property(input, (c) => {
        expect(diffKernels(wasm, oracle, c)).toBeNull();
      }),
      { numRuns: 1500 },
    );
  });

  it('agree on templated text (few words, many repeats: boilerplate shares near the df threshold)', () => {
    const word = fc.constantFrom('we', 'ship', 'the', 'order', 'to', 'Ana', '42', '7.5', 'v2', '`x`', ',');
    const sentence = fc.array(word, { minLength: 1, maxLength: 9 }).map((w) => `${w.join(' ')}.`);
    // Sentences drawn from a small pool repeat word for word; fresh ones share its grams.
    const parts = fc.array(sentence, { minLength: 1, maxLength: 4 }).chain((pool) =>
      fc.array(fc.oneof(fc.constantFrom(...pool), sentence), { minLength: 1, maxLength: 40 }),
    );
    agreeOn(parts.map((picked) => picked.join(' ')), 500);
  });

  it('agree on run-on text (clause breaks past 400 characters, among periods, line breaks and fences)', () => {
    // Stops are rare, so units run long.
    const piece = fc.oneof(
      { arbitrary: fc.constantFrom('alpha beta gamma', 'delta, ', 'eps; ', ',x', ', ', ';\t', 'e.g. ', 'v1.2 ', '3,5 ', '`c`', 'Ünïcode'), weight: 150 },
      { arbitrary: fc.constantFrom('. ', '\n', '\n\n', '```\n', 'z!'), weight: 1 },
    );
    agreeOn(fc.array(piece, { minLength: 60, maxLength: 400, size: 'max' }).map((parts) => parts.join(' ')), 300);
  });

  it('agree on markdown containers (fences after quote and list markers, setext underlines, dotted abbreviations)', () => {
    // Glued without spaces, so markers, fences and line breaks meet in every order.
    const piece = fc.constantFrom(
      '\n', '\r\n', '\n\n', '> ', '>', '- ', '* ', '1. ', '12) ', '  ', '   ', '\t', '```', '````', '~~~', '```py', '`', 'code',
      'The', ' is ', 'U.S.A.', 'Ph.D.', 'Jan. ', '5', '.', ' ', '---', '===', '|', 'x', 'e.g.', 'Wrap in ``` now.',
    );
    agreeOn(fc.array(piece, { minLength: 1, maxLength: 60 }).map((parts) => parts.join('')), 1500);
  });

  it('have the same lexicon', () => {
    const { words, pairs } = lexiconEntries();
    expect(raw.lexiconSize()).toBe(words.length);
    for (const [hash, entry] of words) expect([hash, raw.lexWord(hash) >>> 0]).toEqual([hash, entry]);
    for (const [hash, entry] of pairs) expect([hash, raw.lexPair(hash) >>> 0]).toEqual([hash, entry]);
  });
});
