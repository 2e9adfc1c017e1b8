// Tier upkeep after each add(): kept from pass to pass, it reads only what changed, and moves what a full pass moves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { init } from '../../src/platform/node.js';
import { buildSegment } from '../../src/memory/build-segment.js';
import { lowestFirst } from '../../src/memory/lowest-first.js';
import { maintainTiers, type MaintainInput } from '../../src/memory/maintain.js';
import { resolveWeights } from '../../src/memory/relevance.js';
import { SegmentIndex } from '../../src/memory/search-index.js';
import { TierIndex } from '../../src/memory/tier-index.js';
import type { Segment } from '../../src/memory/types.js';
import type { Message } from '../../src/types.js';
import { fullPassTiers } from '../fixtures/full-pass-tiers.js';

const kernel = await init();
const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
const weights = resolveWeights();
const WORDS = 'ship lyon units invoice deadline remember gate code 4412 order eta march budget alice server deploy'.split(' ');

/** A memory's segments as add() grows them, with the index buildSegment reads. */
function growing() {
  const segments: Segment[] = [];
  const index = new SegmentIndex();
  let seq = 0;
  return {
    segments,
    /** Build a hot segment as add() does; with `at`, the seq of the newest one it replaces. */
    add(messages: Message[], now: number, at = seq++): Segment {
      const s = buildSegment({ messages }, at, { kernel, measure, index, now });
      index.add(s);
      segments.push(s);
      return s;
    },
  };
}

const input = (now: number, over: Partial<MaintainInput> = {}): MaintainInput => ({ hotTokens: 60, warmTokens: 40, coldTokens: 200, kernel, measure, weights, now, ...over });

describe('TierIndex', () => {
  it('reads a bounded number of segments per pass however many are stored (no quadratic replay)', () => {
    const g = growing();
    let reads = 0;
    // Every element read of the array, by index or by any array method (filter, at, iteration), counts.
    const counted = new Proxy(g.segments, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const tiers = new TierIndex(counted);
    const perPass: number[] = [];
    for (let i = 0; i < 1500; i++) {
      const now = i * 60_000;
      // A system note every 10 messages: the previous one ages (it stays pinned while it is the newest).
      const m: Message = i % 10 === 9 ? { role: 'system', content: `Current time: ${i}.` } : { role: i % 2 ? 'assistant' : 'user', content: `${WORDS[i % WORDS.length]} item${i}` };
      g.add([m], now);
      reads = 0;
      maintainTiers(counted, input(now, { coldTokens: 1e9 }), tiers);
      perPass.push(reads);
    }
    const tiersNow = { hot: 0, warm: 0, cold: 0 };
    for (const s of g.segments) if (s.tier !== 'evicted') tiersNow[s.tier]++;
    expect(tiersNow.warm).toBeGreaterThan(0);
    expect(tiersNow.cold).toBeGreaterThan(1000); // every pass demoted and moved segments
    // A full pass reads every stored segment (1,500 by the end); this one the new segment and the newest few.
    expect(Math.max(...perPass)).toBeLessThanOrEqual(4);
    expect(perPass.reduce((a, b) => a + b, 0)).toBeLessThan(5 * perPass.length);
  });

  it('moves what a pass over every segment moves, in the same order, to the same stored state', () => {
    const message = fc.record({
      kind: fc.constantFrom('user', 'assistant', 'system', 'call', 'result', 'result'),
      // A tool call that says it is a system message: the pinned note that tool results replace.
      pinned: fc.boolean(),
      words: fc.integer({ min: 1, max: 40 }),
      seed: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 60 }), fc.integer({ min: 10, max: 120 }), fc.integer({ min: 5, max: 120 }), fc.integer({ min: 5, max: 400 }), (steps, hot, warm, cold) => {
        const kept = growing();
        const fresh = growing();
        const tiers = new TierIndex(kept.segments);
        const limits = { hotTokens: hot, warmTokens: warm, coldTokens: cold };
        steps.forEach((step, i) => {
          const now = (i + 1) * 60_000;
          const text = Array.from({ length: step.words }, (_, k) => WORDS[(step.seed + k * 7) % WORDS.length]).join(' ') + '.';
          const last = kept.segments.at(-1);
          const open = last?.tier === 'hot' && last.messages.at(-1)?.tool_calls ? `call_${last.seq}` : undefined;
          if (step.kind === 'result' && open) {
            // Tool results join the newest segment: it is replaced by one holding both.
            const joined = [...last!.messages, { role: 'tool', tool_call_id: open, content: text } as Message];
            tiers.forget(last!);
            for (const side of [kept, fresh]) side.segments.pop(), side.add(structuredClone(joined), now, last!.seq);
          } else {
            const m: Message =
              step.kind === 'call'
                ? { role: 'assistant', content: text, tool_calls: [{ id: `call_${kept.segments.length}`, type: 'function', function: { name: 'lookup', arguments: '{}' } }], ...(step.pinned ? { memoryType: 'system' } : {}) }
                : { role: step.kind === 'result' ? 'user' : step.kind, content: text };
            for (const side of [kept, fresh]) side.add([structuredClone(m)], now);
          }
          const order: string[][] = [[], []];
          const a = maintainTiers(kept.segments, input(now, { ...limits, before: (s) => order[0].push(s.id) }), tiers);
          const b = fullPassTiers(fresh.segments, input(now, { ...limits, before: (s) => order[1].push(s.id) }));
          expect(order[0]).toEqual(order[1]);
          expect(a.map((s) => s.id)).toEqual(b.map((s) => s.id));
          expect(JSON.parse(JSON.stringify(kept.segments))).toEqual(JSON.parse(JSON.stringify(fresh.segments)));
        });
      }),
      { numRuns: 40 },
    );
  });
});

describe('lowestFirst', () => {
  it('yields what a stable sort by score, then seq, gives for members in memory order (NaN included)', () => {
    const scores = fc.array(fc.oneof(fc.constantFrom(0, 0.5, 1, Infinity, -Infinity, NaN), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 40 });
    fc.assert(
      fc.property(scores, fc.boolean(), (vs, shuffled) => {
        const members = vs.map((_, i) => ({ seq: i }) as Segment);
        const sorted = members.map((s, i) => ({ s, v: vs[i] })).sort((a, b) => a.v - b.v || a.s.seq - b.s.seq).map((x) => x.s.seq);
        // Without NaN the order is total: any member order gives it.
        const given = shuffled && !vs.some(Number.isNaN) ? [...members].reverse() : members;
        const givenScores = Float64Array.from(given, (s) => vs[s.seq]);
        expect([...lowestFirst(given, givenScores)].map((s) => s.seq)).toEqual(sorted);
      }),
    );
  });
});
