// collapseNearDuplicates: near-duplicate sentences keep one copy: the shorter, unless the other is a goal, constraint or decision.
import { beforeAll, describe, expect, it } from 'vitest';
import { allUnits, collapseNearDuplicates, vectorsOf } from '../../src/extract/semantic.js';
import { unitText } from '../../src/extract/units.js';
import { initVectors } from '../../src/platform/node.js';
import { corePriorities } from '../../src/pins/core.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await initVectors();
});

describe('collapseNearDuplicates', () => {
  // The user's goal and the assistant's shorter echo of it: near-duplicates in word-vector space.
  const messages: Message[] = [
    { role: 'user', content: 'I need to plan a graduation picnic for twelve people.' },
    { role: 'assistant', content: "I'll plan the graduation picnic for twelve." },
  ];

  async function collapsed(withCore: boolean): Promise<string[]> {
    const units = unitsOf(kernel, messages);
    const ids = allUnits(units);
    const rows = await vectorsOf(units, kernel, ids);
    if (!rows) throw new Error('expected the static word vectors to be loaded, found none');
    const value = new Float32Array(ids.length).fill(5);
    const core = withCore ? corePriorities(units, { phrases: true }) : undefined;
    expect(collapseNearDuplicates(kernel, rows, ids, units, value, 0.85, core)).toBe(1);
    return ids.filter((i) => value[i] < 1).map((i) => unitText(units, i));
  }

  it('drops the longer of two near-duplicates when neither is core', async () => {
    expect(await collapsed(false)).toEqual([messages[0].content]);
  });

  it('keeps the goal and drops the echo when the goal is core, even though the goal is longer', async () => {
    expect(await collapsed(true)).toEqual([messages[1].content]);
  });

  it('keeps both when two core sentences of different messages look alike: the later revises the earlier', async () => {
    const units = unitsOf(kernel, [
      { role: 'user', content: 'I want to design a task app. It needs to work on both iOS and Android, and sync across devices.' },
      { role: 'assistant', content: 'Noted.' },
      { role: 'user', content: "Actually, I've changed my mind. I want to focus on iOS only for now, and add Android later." },
    ]);
    const ids = allUnits(units);
    const rows = await vectorsOf(units, kernel, ids);
    if (!rows) throw new Error('expected the static word vectors to be loaded, found none');
    const core = corePriorities(units, { phrases: true });
    const find = (t: string) => ids.find((i) => unitText(units, i) === t)!;
    const original = find('It needs to work on both iOS and Android, and sync across devices.');
    const revision = find('I want to focus on iOS only for now, and add Android later.');
    expect(core[original] && core[revision]).toBeTruthy();
    const value = new Float32Array(ids.length).fill(5);
    collapseNearDuplicates(kernel, rows, ids, units, value, 0.85);
    expect(Math.min(value[original], value[revision])).toBeLessThan(1); // alike enough to collapse without the core
    value.fill(5);
    collapseNearDuplicates(kernel, rows, ids, units, value, 0.85, core);
    expect([value[original], value[revision]]).toEqual([5, 5]);
  });
});
