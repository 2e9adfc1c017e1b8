// withoutBareMarkers: a kept list marker whose item was dropped ('3.' alone on a line) leaves the selection.
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutBareMarkers } from '../../src/extract/bare-markers.js';
import { init } from '../../src/platform/node.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Units } from '../../src/extract/units.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const LIST = 'Potential issues:\n1. No built-in broadcast, so Redis pub/sub carries it.\n2. Scaling needs external state.\n3. A third item.';

/** Index of the unit whose text is `text` (the test fails loudly when the splitter changes). */
function unitIndex(units: Units, text: string): number {
  const s = units.analysis.sentences;
  for (let i = 0; i < s.count; i++) if (units.text.slice(s.start[i], s.end[i]) === text) return i;
  throw new Error(`no unit reads ${JSON.stringify(text)}`);
}

describe('withoutBareMarkers', () => {
  it('drops a marker whose item is not kept, keeps one whose item is, and leaves locked units alone', () => {
    const units = unitsOf(kernel, [{ role: 'user', content: LIST }]);
    const one = unitIndex(units, '1.');
    const two = unitIndex(units, '2.');
    const three = unitIndex(units, '3.');
    const n = units.analysis.sentences.count;
    const mask = new Uint8Array(n);
    mask[one] = 1; // its item (one + 1) is dropped
    mask[two] = mask[two + 1] = 1;
    mask[three] = 1; // its item is dropped, but the marker is locked
    const locked = new Uint8Array(n);
    locked[three] = 1;
    const out = withoutBareMarkers(mask, locked, units);
    expect(out[one]).toBe(0);
    expect([out[two], out[two + 1], out[three]]).toEqual([1, 1, 1]);
    expect(mask[one]).toBe(1); // the caller's mask is not changed
  });

  it('gives back the same mask when nothing changes', () => {
    const units = unitsOf(kernel, [{ role: 'user', content: LIST }]);
    const mask = new Uint8Array(units.analysis.sentences.count).fill(1);
    expect(withoutBareMarkers(mask, new Uint8Array(mask.length), units)).toBe(mask);
  });
});
