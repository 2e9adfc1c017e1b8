// Short fuzz: 20k random inputs through every WASM export (invariants; oracle agreement on a sample).
import { describe, expect, it } from 'vitest';
import { oracle } from '../../src/kernel/oracle/index.js';
import { diffKernels } from '../fuzz/compare.js';
import { adversarialTexts, checkCase, runFuzz } from '../fuzz/core.js';
import { freshWasmKernel } from './kernels.js';

describe('fuzz (short)', () => {
  it('20k random inputs: no trap, offsets in bounds and ordered, agrees with the oracle', async () => {
    const { kernel } = await freshWasmKernel();
    const stats = runFuzz(kernel, oracle, { cases: 20_000, seed: 12345, compareEvery: 10, diff: diffKernels });
    expect(stats.failures).toEqual([]);
    expect(stats.cases).toBe(20_000);
  });

  it('adversarial inputs (small scale) pass the same checks', async () => {
    const { kernel } = await freshWasmKernel();
    for (const [name, text] of adversarialTexts(0.05).filter(([n]) => !n.startsWith('10 MB'))) {
      const c = { text, docs: Int32Array.of(0, text.length >> 1), options: { query: 'fix' } };
      expect(() => checkCase(kernel, c), name).not.toThrow();
      expect(diffKernels(kernel, oracle, c), name).toBeNull();
    }
  });
});
