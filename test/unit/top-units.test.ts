// topUnits: the cut-off shortcut picks exactly what a full sort would, ties by index.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topUnits } from '../../src/extract/semantic.js';

const fullSort = (value: Float32Array, top: number) => Array.from(value.keys()).sort((a, b) => value[b] - value[a] || a - b).slice(0, top);

describe('topUnits', () => {
  it('equals a full sort, best first with ties in index order, for any values and any top', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 600 }), fc.integer({ min: 1, max: 700 }), (ints, top) => {
        const value = Float32Array.from(ints, (x) => x / 7); // few distinct values: many ties
        expect(topUnits(value, top)).toEqual(fullSort(value, top));
      }),
      { numRuns: 300 },
    );
  });
  it('keeps the lower index among equal values at the cut', () => {
    expect(topUnits(Float32Array.of(1, 5, 3, 5, 3, 3), 3)).toEqual([1, 3, 2]);
  });
});
