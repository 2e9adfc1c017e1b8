// select(): forced first, then value/cost greedy with index ties, zero-cost always, O(n) radix sort in WASM.
import { beforeAll, describe, expect, it } from 'vitest';
import { oracle } from '../../src/kernel/oracle/index.js';
import type { Kernel } from '../../src/kernel/types.js';
import { freshWasmKernel } from './kernels.js';

const kernels: Record<string, Kernel> = { oracle };
beforeAll(async () => {
  kernels.wasm = (await freshWasmKernel()).kernel;
});

const sel = (k: Kernel, v: number[], c: number[], f: number[], budget: number) =>
  Array.from(k.select(Float32Array.from(v), Int32Array.from(c), Uint8Array.from(f), budget));

describe.each(['oracle', 'wasm'])('%s select', (name) => {
  const k = () => kernels[name];

  it('chooses forced units even over budget, and counts their cost', () => {
    expect(sel(k(), [1, 9, 9], [50, 5, 5], [1, 0, 0], 10)).toEqual([1, 0, 0]);
    expect(sel(k(), [1, 9, 9], [5, 5, 5], [1, 0, 0], 10)).toEqual([1, 1, 0]);
  });

  it('ranks by value/cost, ties to the lower index, and skips what does not fit', () => {
    expect(sel(k(), [4, 4, 4], [2, 2, 2], [0, 0, 0], 4)).toEqual([1, 1, 0]);
    expect(sel(k(), [10, 1, 3], [8, 1, 4], [0, 0, 0], 6)).toEqual([0, 1, 1]);
    expect(sel(k(), [10, 1, 3], [8, 1, 4], [0, 0, 0], 9)).toEqual([1, 1, 0]);
  });

  it('always chooses zero-cost units with positive value', () => {
    expect(sel(k(), [1, 0, -1, 2], [0, 0, 0, 5], [0, 0, 0, 0], 0)).toEqual([1, 0, 0, 0]);
  });

  it('handles empty input and NaN values', () => {
    expect(sel(k(), [], [], [], 10)).toEqual([]);
    expect(sel(k(), [NaN, 1], [1, 1], [0, 0], 1)).toEqual([0, 1]);
  });

  it('sorts 200k units quickly', () => {
    const n = 200_000;
    const v = Float32Array.from({ length: n }, (_, i) => (i * 7919) % 1000);
    const c = Int32Array.from({ length: n }, (_, i) => 1 + (i % 13));
    const mask = k().select(v, c, new Uint8Array(n), n);
    let total = 0;
    for (let i = 0; i < n; i++) if (mask[i]) total += c[i];
    expect(total).toBeLessThanOrEqual(n);
  });
});
