// WASM memory limits: arena blocks never run past 4 GiB or over live ones; an input too large for the kernel is a typed InputError, and the kernel works after it.
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { oracleKernel } from '../../src/kernel/load.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { PithExports } from '../../src/kernel/wasm-kernel.js';
import { freshWasmKernel } from './kernels.js';
import { builtTable } from './vector-tables.js';

let kernel: Kernel;
let x: PithExports;
const oracle = oracleKernel();
const SENTENCE = 'We decided to ship 45 units by May 3. ';

beforeAll(async () => {
  ({ kernel, exports: x } = await freshWasmKernel());
  const table = builtTable();
  kernel.loadVectors(table);
  oracle.loadVectors(table);
});

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return expect.unreachable('expected a throw');
};

describe('the arena near 4 GiB', () => {
  it('never hands out a block that ends past memory or lies over an earlier one', () => {
    x.arenaReset();
    const size = 2 ** 30 - 64; // the runtime's largest block
    const blocks: Array<[number, number]> = [];
    const error = (() => {
      try {
        for (let i = 0; i < 5; i++) {
          const p = x.arenaAlloc(size) >>> 0;
          blocks.push([p, p + size]);
        }
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(WebAssembly.RuntimeError); // out of memory, before the fourth block
    for (const [, end] of blocks) expect(end).toBeLessThanOrEqual(x.memory.buffer.byteLength);
    for (let i = 1; i < blocks.length; i++) expect(blocks[i][0]).toBeGreaterThanOrEqual(blocks[i - 1][1]);
  });
});

describe('inputs too large for WASM memory', () => {
  it('analyze() of 100M characters throws InputError, then small calls match the oracle (word vectors intact)', () => {
    const big = SENTENCE.repeat(Math.ceil(100e6 / SENTENCE.length));
    const e = thrown(() => kernel.analyze(big, Int32Array.of(0))) as InputError;
    expect(e).toBeInstanceOf(InputError);
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toMatch(/^the WASM kernel could not hold the input of analyze\(\): expected one whose working memory fits in WASM memory \(at most 4 GiB\), found 100000002 characters of text \(/);
    expect(e.cause).toBeInstanceOf(WebAssembly.RuntimeError);
    const text = 'Ship 45 units by May 3.\nRefund order ORD-1234 today.';
    expect(kernel.analyze(text, Int32Array.of(0))).toEqual(oracle.analyze(text, Int32Array.of(0)));
    const [starts, ends] = [Int32Array.of(0, 24), Int32Array.of(23, text.length)];
    const a = kernel.sentenceVectors(text, starts, ends);
    const b = oracle.sentenceVectors(text, starts, ends);
    expect(a.every((v, i) => Math.abs(v - b[i]) <= 1e-6)).toBe(true);
  });

  it('scan() of 300M characters (a block over 1 GiB) throws InputError naming the runtime abort', () => {
    const big = SENTENCE.repeat(Math.ceil(300e6 / SENTENCE.length));
    const e = thrown(() => kernel.scan(big)) as InputError;
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toContain('found 300000006 characters of text (pith.wasm aborted: Allocation too large (~lib/rt/stub.ts:');
    expect(kernel.scan('a b c').count).toBe(3);
  });
});
