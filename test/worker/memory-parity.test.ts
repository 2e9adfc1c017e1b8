/** @module test/worker/memory-parity — tiered memory on Durable Object storage, across an eviction, answers as the in-memory store does in the same workerd. */
import { env } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import vectors from '../../build/vectors.bin';
import * as pith from '../../src/platform/workerd.js';
import { durableStore } from '../../src/worker/durable-store.js';
import { differingSteps, memoryParityScript, resultCounts, runMemorySteps, type StepResult } from '../fixtures/memory-parity.js';
import { newId } from './helpers.js';

describe('tiered memory: Durable Object storage and the in-memory store', () => {
  it('every context, turn, stats, expansion and history match: a memory re-created each call, the object evicted midway (its RAM gone, its storage kept)', async () => {
    // The word vectors, as the Worker ranks with them: both memories embed alike either way.
    await pith.initVectors(vectors);
    const script = memoryParityScript();
    const { reloadAt, steps } = script;
    const inMemory = await runMemorySteps(pith, pith.inMemoryStore(), script, 0, steps.length);

    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(newId('memory-parity')));
    // One request per step, each with a memory created anew over the object's storage (as after a restart).
    const inObject: StepResult[] = [];
    for (let i = 0; i < steps.length; i++) {
      if (i === reloadAt) await evictDurableObject(stub);
      inObject.push(...(await runInDurableObject(stub, (_, state) => runMemorySteps(pith, durableStore(state.storage), script, i, i + 1))));
    }

    expect(differingSteps(script, inObject, inMemory)).toEqual([]);
    expect(resultCounts(script)).toEqual({ context: 17, turn: 3, stats: 2, expand: 1, history: 1 });
    // The run embedded (a lexical-only run would not guard how vectors are stored).
    const stored = await runInDurableObject(stub, (_, state) => state.storage.get<{ vector?: number[] }>('seg:s00000001'));
    expect(stored?.vector?.length).toBe(100);
  });
});
