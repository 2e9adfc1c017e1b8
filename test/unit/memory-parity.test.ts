/** @module test/unit/memory-parity — tiered memory re-created from its store before every call answers as one that never reloads. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import * as pith from '../../src/platform/node.js';
import type { MemoryStore } from '../../src/memory/store.js';
import { differingSteps, memoryParityScript, resultCounts, runMemorySteps, type StepResult } from '../fixtures/memory-parity.js';

const script = memoryParityScript();

/** The script on `store`, with a memory re-created from it before every step. */
async function reloadingEveryStep(store: MemoryStore): Promise<StepResult[]> {
  const out: StepResult[] = [];
  for (let i = 0; i < script.steps.length; i++) for (const r of await runMemorySteps(pith, store, script, i, i + 1)) out.push(r);
  return out;
}

describe('tiered memory: the same script, the same results, whatever the reloads', () => {
  it('in-memory (JSON) and IndexedDB (structured clone), re-created before every call, match a memory that never reloads', async () => {
    const live = await runMemorySteps(pith, pith.inMemoryStore(), script, 0, script.steps.length);
    expect(differingSteps(script, await reloadingEveryStep(pith.inMemoryStore()), live)).toEqual([]);
    expect(differingSteps(script, await reloadingEveryStep(pith.indexedDbStore({ name: 'pith-test-parity' })), live)).toEqual([]);
    expect(resultCounts(script)).toEqual({ context: 17, turn: 3, stats: 2, expand: 1, history: 1 });
  });
});
