// emergencyCut: forced units that cannot all fit keep priority first, then value per token, within the room; inside compress, a cut unit returns when the room grows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emergencyCut } from '../../src/extract/emergency-cut.js';
import { compress, countTokens, type Message } from '../../src/platform/node.js';

describe('emergencyCut', () => {
  // units: 0 goal (priority 4), 1 cheap stock rule, 2 decision with facts, 3 not forced
  const forced = Uint8Array.of(1, 1, 1, 0);
  const order = {
    cost: Int32Array.of(10, 10, 20, 5),
    value: Float32Array.of(8, 4, 30, 99),
    priority: Uint8Array.of(4, 3, 3, 0),
    message: Int32Array.of(0, 5, 9, 12),
  };

  it('keeps every forced unit when they fit', () => {
    expect(Array.from(emergencyCut(forced, order, 40))).toEqual([1, 1, 1, 0]);
  });

  it('keeps the decision worth more per token over the cheaper stock rule, after the higher priority', () => {
    expect(Array.from(emergencyCut(forced, order, 30))).toEqual([1, 0, 1, 0]);
    // the goal outranks both; what is left fits only the cheap rule
    expect(Array.from(emergencyCut(forced, order, 25))).toEqual([1, 1, 0, 0]);
  });

  it('among equal priority and value per token, keeps the newest', () => {
    const even = { ...order, value: Float32Array.of(8, 10, 20, 0), priority: Uint8Array.of(3, 3, 3, 0) };
    expect(Array.from(emergencyCut(forced, even, 20))).toEqual([0, 0, 1, 0]);
  });

  it('never exceeds the room, keeps only forced units, and is deterministic', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ f: fc.boolean(), c: fc.integer({ min: 1, max: 40 }), v: fc.integer({ min: 0, max: 50 }), p: fc.integer({ min: 0, max: 5 }) }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 300 }),
        (rows, room) => {
          const f = Uint8Array.from(rows, (r) => (r.f ? 1 : 0));
          const o = { cost: Int32Array.from(rows, (r) => r.c), value: Float32Array.from(rows, (r) => r.v), priority: Uint8Array.from(rows, (r) => r.p), message: Int32Array.from(rows, (_, i) => i) };
          const out = emergencyCut(f, o, room);
          const total = rows.reduce((t, r, i) => t + (f[i] ? r.c : 0), 0);
          const used = rows.reduce((t, r, i) => t + (out[i] ? r.c : 0), 0);
          expect(rows.every((_, i) => !out[i] || f[i])).toBe(true);
          if (total > room) expect(used).toBeLessThanOrEqual(room);
          else expect(Array.from(out)).toEqual(Array.from(f));
          expect(Array.from(emergencyCut(f, o, room))).toEqual(Array.from(out));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the emergency cut inside compress', () => {
  // A short task whose goal sentence is near-duplicated by the assistant's echo (so it is worth little per
  // token) and a long last turn that leaves little room: the first fit attempt is too small for both
  // task sentences, the next attempts grow into the slack.
  const goal = 'I need to plan a graduation picnic for 12 people.';
  const rule = 'The budget is $250 and it must be on Sunday.';
  const messages: Message[] = [
    { role: 'system', content: 'You are an event planning assistant helping organize a graduation picnic.' },
    { role: 'user', content: `${goal} ${rule}` },
    { role: 'assistant', content: "I'll help you plan the graduation picnic. Let me research venue options and food within your budget." },
    { role: 'assistant', content: "Found options: Riverside meadow ($40), Town square lawn ($25), Aunt's garden (free). Food: Taco bar ($90), Sandwich trays ($70), Potluck ($30)." },
    { role: 'assistant', content: 'Based on my research, I recommend the town square lawn ($25) with a taco bar ($90). This totals $115, well within your $250 budget. The lawn can hold 12 people comfortably and is open on Sundays.' },
    { role: 'user', content: 'Perfect! That sounds great. Can you write a checklist for supplies?' },
  ];

  it('brings a cut goal back when the target grows into room that holds it', async () => {
    const budget = 144;
    expect(await countTokens(messages)).toBeGreaterThan(budget);
    const { messages: out, stats } = await compress(messages, { budget });
    const text = out.map((m) => m.content).join('\n');
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    expect(text).toContain(rule);
    expect(text).toContain(goal); // the old cut kept cutting from its first, smallest attempt
  });
});
