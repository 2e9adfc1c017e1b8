// Budget allocation, query types, section order and compression triggers.
import { describe, expect, it } from 'vitest';
import { allocateBudget, SECTION_NAMES } from '../../src/budget/allocate.js';
import { orderSections } from '../../src/budget/order.js';
import { presetFor } from '../../src/budget/presets.js';
import { analyzeOptionsFor, detectQueryType, QUERY_TYPES } from '../../src/budget/query-type.js';
import { shouldCompress } from '../../src/budget/should-compress.js';
import { OptionsError } from '../../src/errors.js';

describe('allocateBudget', () => {
  it('sums exactly to the budget for every query type and many budgets', () => {
    for (const t of QUERY_TYPES) {
      for (const b of [1, 7, 100, 512, 999, 4000, 128_000]) {
        const a = allocateBudget(b, t);
        expect(SECTION_NAMES.reduce((s, n) => s + a[n], 0)).toBe(b);
        for (const n of SECTION_NAMES) expect(a[n]).toBeGreaterThanOrEqual(0);
      }
    }
  });
  it('uses the base ratios for chat-neutral shares and shifts them by query type', () => {
    const code = allocateBudget(10_000, 'code');
    const recall = allocateBudget(10_000, 'recall');
    expect(code.project).toBeGreaterThan(recall.project);
    expect(recall.history).toBeGreaterThan(code.history);
    expect(code.query).toBeGreaterThanOrEqual(2500); // the rest, plus rounding leftovers
    expect(code.query).toBeLessThan(2510);
  });
  it('rejects a bad budget with a typed error', () => {
    expect(() => allocateBudget(-5)).toThrowError(OptionsError);
    expect(() => allocateBudget(-5)).toThrowError('budget: expected a positive integer, found -5');
  });
});

describe('detectQueryType', () => {
  it.each([
    ['Why does it crash with TypeError: x is undefined?', 'debug'],
    ['Refactor the parseConfig() function', 'code'],
    ['What did I say my budget was earlier?', 'recall'],
    ['What is on the roadmap for the next sprint?', 'project'],
    ['Compare the trade-offs of the two hotels', 'reasoning'],
    ['Pretend you are a pirate captain', 'roleplay'],
    ['hello there', 'chat'],
    [undefined, 'chat'],
  ])('%s → %s', (q, t) => expect(detectQueryType(q)).toBe(t));
  it('boosts technical tokens for code and errors for debug', () => {
    expect(analyzeOptionsFor('refactor parseConfig()').technicalBoost).toBeGreaterThan(1);
    expect(analyzeOptionsFor('why does it crash').errorBoost).toBeGreaterThan(1);
    expect(analyzeOptionsFor('hi')).toMatchObject({ technicalBoost: 1, errorBoost: 1 });
  });
});

describe('orderSections', () => {
  it('puts system first, query last and the lowest priority in the middle', () => {
    const order = orderSections(['query', 'history', 'project', 'retrieved', 'userFacts', 'workingMemory', 'system'], 'chat');
    expect(order[0]).toBe('system');
    expect(order.at(-1)).toBe('query');
    expect(order[order.length - 2]).toBe('history'); // top chat priority sits next to the query
    expect(order[1]).toBe('userFacts'); // second priority opens the middle
    const mid = order.slice(1, -1);
    expect(mid[Math.floor(mid.length / 2)]).toBe('project'); // lowest priority in the middle
  });
});

describe('shouldCompress', () => {
  it('codex: 90% of window minus reserve', () => {
    expect(shouldCompress(107_999, 128_000, { kind: 'codex', outputReserve: 8_000 }).compress).toBe(false);
    expect(shouldCompress(108_000, 128_000, { kind: 'codex', outputReserve: 8_000 }).compress).toBe(true);
  });
  it('fraction 0.5 and 0.83', () => {
    expect(shouldCompress(499, 1000, { kind: 'fraction', fraction: 0.5 }).compress).toBe(false);
    expect(shouldCompress(830, 1000, { kind: 'fraction', fraction: 0.83 }).compress).toBe(true);
  });
  it('skips when savings are under 10%', () => {
    const trigger = { kind: 'fraction', fraction: 0.5 } as const;
    expect(shouldCompress(900, 1000, { kind: 'savings', trigger, expectedTokens: 850 }).compress).toBe(false);
    expect(shouldCompress(900, 1000, { kind: 'savings', trigger, expectedTokens: 700 }).compress).toBe(true);
  });
});

describe('presets', () => {
  it('knows the small local models', () => {
    expect(presetFor('Qwen2.5-1.5B')?.budget).toBe(512);
    expect(presetFor('qwen2.5-3b')?.budget).toBe(256);
    expect(presetFor('nope')).toBeUndefined();
  });
});
