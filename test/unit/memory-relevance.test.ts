// The relevance evaluator: decay half-lives per content type, Wilson bound, weights and importance.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPE_WEIGHTS, HALF_LIVES, decay, wilsonLowerBound } from '../../src/platform/node.js';
import { resolveWeights, score } from '../../src/memory/relevance.js';
import type { Segment } from '../../src/memory/types.js';

const HOUR = 3_600_000;
const seg = (over: Partial<Segment> = {}): Segment => ({
  id: 's0', seq: 0, messages: [{ role: 'user', content: 'x' }], type: 'conversation', tier: 'warm', importance: 0,
  created: 0, lastAccessed: 0, accessCount: 0, helpful: 0, unhelpful: 0, level: 1, originalTokens: 10,
  compressedTokens: 3, entities: [], terms: [], counts: [], length: 0, uniqueness: 0, ...over,
});
const none = { query: 0, semantic: 0, entity: 0 };

describe('decay', () => {
  it('halves after one half-life of each content type, and system never decays', () => {
    expect(HALF_LIVES.working).toBe(5 * 60_000);
    expect(HALF_LIVES.conversation).toBe(HOUR);
    expect(HALF_LIVES.retrieved).toBe(24 * HOUR);
    expect(HALF_LIVES.code).toBe(3 * 24 * HOUR);
    expect(HALF_LIVES.docs).toBe(30 * 24 * HOUR);
    expect(HALF_LIVES['user-fact']).toBe(365 * 24 * HOUR);
    for (const h of Object.values(HALF_LIVES).filter(Number.isFinite)) {
      expect(decay(h, h)).toBeCloseTo(0.5, 10);
      expect(decay(2 * h, h)).toBeCloseTo(0.25, 10);
    }
    expect(decay(1e15, HALF_LIVES.system)).toBe(1);
    expect(decay(-5, HOUR)).toBe(1);
  });
});

describe('wilsonLowerBound', () => {
  it('matches the closed form and grows with evidence at the same share', () => {
    expect(wilsonLowerBound(9, 10)).toBeCloseTo(0.5958, 3);
    expect(wilsonLowerBound(0, 0)).toBe(0.5);
    expect(wilsonLowerBound(90, 100)).toBeGreaterThan(wilsonLowerBound(9, 10));
    expect(wilsonLowerBound(0, 10)).toBeCloseTo(0, 10);
    expect(wilsonLowerBound(10, 10)).toBeLessThan(1);
  });
});

describe('score', () => {
  const w = resolveWeights();
  it('uses the design-note weights for conversation', () => {
    expect(DEFAULT_TYPE_WEIGHTS.conversation).toEqual({ relevance: 0.3, recency: 0.45, reliability: 0.1, usage: 0.15 });
    for (const g of Object.values(DEFAULT_TYPE_WEIGHTS)) expect(g.relevance + g.recency + g.reliability + g.usage).toBeCloseTo(1, 10);
  });
  it('falls with age at the type half-life: a code segment outlives a conversation one', () => {
    const at = (type: Segment['type'], age: number) => score(seg({ type }), none, 0, age, w);
    expect(at('conversation', 0)).toBeGreaterThan(at('conversation', HOUR));
    expect(at('conversation', HOUR) - at('conversation', 10 * HOUR)).toBeGreaterThan(at('code', HOUR) - at('code', 10 * HOUR));
    expect(at('system', 0)).toBeCloseTo(at('system', 1e12), 10);
  });
  it('rises with query relevance, helpful usage and importance; weights override', () => {
    const base = score(seg(), none, 0, HOUR, w);
    expect(score(seg(), { ...none, query: 1 }, 0, HOUR, w)).toBeCloseTo(base + 0.3 * 0.45, 10);
    expect(score(seg({ helpful: 20 }), none, 0, HOUR, w)).toBeGreaterThan(base);
    expect(score(seg({ unhelpful: 20 }), none, 0, HOUR, w)).toBeLessThan(base);
    expect(score(seg({ importance: 1 }), none, 0, HOUR, w)).toBeCloseTo(base + (1 - base) * 0.5, 10);
    const queryOnly = resolveWeights({ types: { conversation: { relevance: 1, recency: 0, reliability: 0, usage: 0 } } });
    expect(score(seg(), { ...none, query: 1 }, 0, HOUR, queryOnly)).toBeCloseTo(0.45, 10);
  });
  it('with a query, a match outranks a segment that is only marked important, recent or salient', () => {
    const focused = { ...none, focused: true };
    const match = score(seg({ created: 0 }), { ...focused, query: 1 }, 0, 10 * HOUR, w);
    const marked = score(seg({ created: 10 * HOUR, importance: 1, salience: 1 }), focused, 0, 10 * HOUR, w);
    expect(match).toBeGreaterThan(marked);
    // Without a query the marker still lifts: it outranks an old segment.
    expect(score(seg({ importance: 1 }), none, 0, 10 * HOUR, w)).toBeGreaterThan(score(seg(), none, 0, 10 * HOUR, w) + 0.3);
    // The lift shrinks by the factor of the other groups: 0.5 × (1 − 0.9) / (1 − 0.3).
    const plain = score(seg(), focused, 0, HOUR, w);
    expect(score(seg({ importance: 1 }), focused, 0, HOUR, w)).toBeCloseTo(plain + (1 - plain) * 0.5 * (0.1 / 0.7), 10);
  });
});
