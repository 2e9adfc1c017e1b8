/** @module test/worker/anthropic — `POST /v1/compress` with `"format": "anthropic"` in real workerd: an Anthropic body round trip, and its 400s. */
import { describe, expect, it } from 'vitest';
import { compressAnthropic } from '../../src/adapters/anthropic.js';
import chat from '../../examples/support-chat.json' with { type: 'json' };
import { expectApiRules, toolLoopBody, toolUses, type AnthropicBody } from '../fixtures/anthropic-body.js';
import { call, errorOf } from './helpers.js';

// Half of the 12 calls survive here (workerd has no default word vectors, so Node keeps others).
const BUDGET = 600;
const QUERY = 'Which hub does batch 2 leave from?';
const body = toolLoopBody(6);
const { system, messages } = body;

type Answer = AnthropicBody & { stats: { compressedTokens: number; originalTokens: number; budget: number } };

describe('POST /v1/compress with "format": "anthropic"', () => {
  it('answers { system, messages, stats }: within the budget, each tool_use with its tool_result, roles alternating', async () => {
    const response = await call('/v1/compress', { json: { format: 'anthropic', system, messages, budget: BUDGET, query: QUERY } });
    const out = (await response.json()) as Answer;
    expect(response.status, JSON.stringify(out).slice(0, 300)).toBe(200);
    expect(Object.keys(out)).toEqual(['system', 'messages', 'stats']);
    expect(out.stats.originalTokens).toBeGreaterThan(BUDGET);
    expect(out.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expectApiRules(out);
    expect(toolUses(out)).toBeGreaterThan(0);
    expect(toolUses(out)).toBeLessThan(toolUses(body));
    expect((out.system as unknown[])[0]).toEqual((system as unknown[])[0]);
    // The adapter called in this isolate gives the same body: the route adds parsing and JSON, nothing else.
    const direct = await compressAnthropic({ system, messages }, { budget: BUDGET, query: QUERY });
    expect({ system: out.system, messages: out.messages }).toEqual({ system: direct.system, messages: direct.messages });
  });

  it('a body that fits comes back as given; without system, none is added', async () => {
    const turn = [{ role: 'user', content: 'Where is ORD-58213?' }];
    const given = await call('/v1/compress', { json: { format: 'anthropic', system: 'Be brief.', messages: turn, budget: 300, query: 'ORD-58213' } });
    expect(given.status).toBe(200);
    expect(await given.json()).toMatchObject({ system: 'Be brief.', messages: turn });
    const bare = await call('/v1/compress', { json: { format: 'anthropic', messages: turn, budget: 300 } });
    expect(Object.keys((await bare.json()) as object)).toEqual(['messages', 'stats']);
  });

  it('"format": "openai" is the default: the same answer as without it', async () => {
    const [a, b] = await Promise.all([
      call('/v1/compress', { json: { messages: chat.messages, budget: 300 } }),
      call('/v1/compress', { json: { format: 'openai', messages: chat.messages, budget: 300 } }),
    ]);
    const [x, y] = (await Promise.all([a.json(), b.json()])) as Array<{ messages: unknown[]; stats: { durationMs?: number } }>;
    expect(a.status).toBe(200);
    expect(y.messages).toEqual(x.messages);
    expect({ ...y.stats, durationMs: 0 }).toEqual({ ...x.stats, durationMs: 0 });
  });

  it('400 INVALID_REQUEST for a bad format, a system without "format": "anthropic", or a system that is neither string nor blocks', async () => {
    const cases: Array<[unknown, string]> = [
      [{ format: 'gemini', messages, budget: 10 }, 'body.format: expected one of openai, anthropic, found string "gemini"'],
      [{ format: 7, messages, budget: 10 }, 'body.format: expected one of openai, anthropic, found number 7'],
      [{ system: 'Be brief.', messages: chat.messages, budget: 10 }, 'body.system: expected a top-level system only with "format": "anthropic", found string "Be brief." with format openai'],
      [{ format: 'openai', system: [], messages: chat.messages, budget: 10 }, 'body.system: expected a top-level system only with "format": "anthropic", found array with format openai'],
      [{ format: 'anthropic', system: 5, messages, budget: 10 }, 'body.system: expected a string or an array of text blocks, found number 5'],
    ];
    for (const [json, message] of cases) {
      const r = await call('/v1/compress', { json });
      expect(r.status, message).toBe(400);
      expect(await errorOf(r)).toEqual({ code: 'INVALID_REQUEST', message });
    }
    const typo = await call('/v1/compress', { json: { format: 'anthropic', messages, budget: 10, model: 'claude-sonnet-4-6' } });
    expect(await errorOf(typo)).toEqual({
      code: 'INVALID_REQUEST',
      message: 'body: expected only messages, budget, query, strategy, tokenizer, keepLast, keepSystem, partTokens, startOn, format, system, found model',
    });
  });

  it('400 INVALID_INPUT from the adapter for a body the Messages API would refuse, 422 for a budget too small', async () => {
    const tool = await call('/v1/compress', { json: { format: 'anthropic', messages: [{ role: 'user', content: 'hi' }, { role: 'tool', content: 'x' }], budget: 50 } });
    expect(tool.status).toBe(400);
    expect(await errorOf(tool)).toEqual({
      code: 'INVALID_INPUT',
      message: 'messages[1].role: expected user, assistant or system, found string "tool" (tool results go in a user message as tool_result blocks)',
    });
    const block = await call('/v1/compress', { json: { format: 'anthropic', system: [{ type: 'image' }], messages, budget: 50 } });
    expect(await errorOf(block)).toEqual({ code: 'INVALID_INPUT', message: 'system[0].type: expected "text", found string "image"' });
    const small = await call('/v1/compress', { json: { format: 'anthropic', system, messages, budget: 5 } });
    expect(small.status).toBe(422);
    expect((await errorOf(small)).code).toBe('BUDGET_UNSATISFIABLE');
  });
});
