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

describe('wasm vs oracle', () => {
  it('agree on every export for random input', () => {
    fc.assert(
      fc.property(input, (c) => {
        expect(diffKernels(wasm, oracle, c)).toBeNull();
      }),
      { numRuns: 1500 },
    );
  });

  it('have the same lexicon', () => {
    const { words, pairs } = lexiconEntries();
    expect(raw.lexiconSize()).toBe(words.length);
    for (const [hash, entry] of words) expect([hash, raw.lexWord(hash) >>> 0]).toEqual([hash, entry]);
    for (const [hash, entry] of pairs) expect([hash, raw.lexPair(hash) >>> 0]).toEqual([hash, entry]);
  });
});
