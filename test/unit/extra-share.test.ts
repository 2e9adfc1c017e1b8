// defaultExtraShare: the ledger's share of the free budget rises to 0.7 at 2,500 tokens, then holds 1,750 tokens until that is half the room.
import { describe, expect, it } from 'vitest';
import { defaultExtraShare } from '../../src/extract/fit.js';

describe('defaultExtraShare', () => {
  it('gives the best sentences most of a small room, then rises to 0.7 at 2,500 tokens', () => {
    expect(defaultExtraShare(150)).toBe(0.6);
    expect(defaultExtraShare(800)).toBe(0.5);
    expect(defaultExtraShare(1000)).toBeCloseTo(0.4);
    expect(defaultExtraShare(2500)).toBeCloseTo(0.7);
  });

  it('stops growing the ledger past 1,750 tokens until it is half the room', () => {
    expect(defaultExtraShare(3000) * 3000).toBeCloseTo(1750);
    expect(defaultExtraShare(3500)).toBeCloseTo(0.5);
    expect(defaultExtraShare(50_000)).toBe(0.5);
  });

  it('never falls, in tokens, as the room grows from 1,000 tokens, and never jumps', () => {
    let last = defaultExtraShare(1000) * 1000;
    for (let room = 1001; room <= 20_000; room++) {
      const tokens = defaultExtraShare(room) * room;
      expect(tokens).toBeGreaterThanOrEqual(last - 1e-6);
      expect(tokens - last).toBeLessThan(2);
      last = tokens;
    }
  });

  it('with a question, keeps half the room for the ranked sentences', () => {
    expect(defaultExtraShare(5000, true)).toBe(0.5);
    expect(defaultExtraShare(2500, true)).toBe(0.5);
  });
});
