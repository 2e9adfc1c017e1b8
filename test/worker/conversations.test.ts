/** @module test/worker/conversations — append, history, context and delete on one Durable Object per conversation, in real workerd. */
import { env } from 'cloudflare:workers';
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { countTokens, type Message } from 'pith';
import chat from '../../examples/support-chat.json' with { type: 'json' };
import { handle } from '../../src/worker/handle.js';
import { MAX_VALUE_BYTES } from '../../src/worker/durable-store.js';
import { call, errorOf, newId, TOKEN } from './helpers.js';

const messages = chat.messages as Message[];
type Context = { messages: Message[]; stats: { tokens: number } };
const text = (ms: Message[]) => ms.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');

async function append(id: string, batch: Message[]) {
  const r = await call(`/v1/conversations/${id}/messages`, { json: { messages: batch } });
  return { status: r.status, body: (await r.json()) as { ids: string[]; appended: number } };
}
async function history(id: string): Promise<Message[]> {
  const r = await call(`/v1/conversations/${id}/messages`);
  expect(r.status).toBe(200);
  return ((await r.json()) as { messages: Message[] }).messages;
}

describe('conversations', () => {
  it('append → history → context → delete round trip', async () => {
    const id = newId('round-trip');
    const first = await append(id, messages.slice(0, 5));
    expect(first.status).toBe(201);
    expect(first.body.appended).toBe(5);
    expect(new Set(first.body.ids).size).toBe(5);
    const second = await append(id, messages.slice(5));
    expect(second.body.appended).toBe(messages.length - 5);
    // appended counts messages, whatever the number of segments they make.
    const long = await append(newId('long'), [{ role: 'user', content: 'The order is ORD-5821 for 45 units. '.repeat(400) }]);
    expect(long.body.appended).toBe(1);

    expect(await history(id)).toEqual(messages);

    const ctx = await call(`/v1/conversations/${id}/context?budget=300&query=${encodeURIComponent('final quantity?')}`);
    expect(ctx.status).toBe(200);
    const body = (await ctx.json()) as Context & { stats: { relevance?: string } };
    expect(await countTokens(body.messages)).toBeLessThanOrEqual(300);
    expect(body.stats.relevance).toBe('lexical+static'); // the memory ranks with the Worker's word vectors
    expect(body.messages[0]).toEqual(messages[0]); // the system prompt, verbatim
    expect(body.messages.at(-1)).toEqual(messages.at(-1)); // the newest turn, verbatim
    const roomy = (await (await call(`/v1/conversations/${id}/context?budget=100000`)).json()) as Context;
    expect(text(roomy.messages)).toContain('ORD-58213');

    const del = await call(`/v1/conversations/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ deleted: true });
    expect(await history(id)).toEqual([]);
    const after = (await (await call(`/v1/conversations/${id}/context?budget=300`)).json()) as Context;
    expect(after.messages).toEqual([]);
  });

  it('a context parameter given twice is a 400, not the last one silently', async () => {
    const id = newId('twice');
    await append(id, messages.slice(0, 3));
    const r = await call(`/v1/conversations/${id}/context?budget=5&budget=100`);
    expect(r.status).toBe(400);
    const body = (await r.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'INVALID_REQUEST', message: 'query.budget: expected it once, found it twice ("5", "100")' });
  });

  it('context refined by sentence, from the pool asked for', async () => {
    const id = newId('refine');
    await append(id, messages);
    const q = `query=${encodeURIComponent('final quantity?')}`;
    for (const extra of ['refine=true', 'refine=true&pool=2000']) {
      const r = await call(`/v1/conversations/${id}/context?budget=300&${q}&${extra}`);
      const body = (await r.json()) as Context & { stats: { poolTokens?: number } };
      expect(r.status, JSON.stringify(body)).toBe(200);
      expect(await countTokens(body.messages)).toBeLessThanOrEqual(300);
      expect(body.stats.poolTokens).toBeGreaterThan(300);
      expect(body.messages.at(-1)).toEqual(messages.at(-1));
    }
    const small = await call(`/v1/conversations/${id}/context?budget=300&refine=true&pool=100`);
    expect(small.status).toBe(400);
    expect(await errorOf(small)).toEqual({ code: 'INVALID_OPTIONS', message: 'pool: expected an integer of at least the budget (300), found number 100' });
  });

  it('context respects every budget, counted the way budgets count', async () => {
    const id = newId('budget');
    await append(id, messages);
    const full = await countTokens(messages);
    for (const budget of [200, 300, 500, full + 50]) {
      const r = await call(`/v1/conversations/${id}/context?budget=${budget}`);
      const body = (await r.json()) as Context;
      expect(r.status, JSON.stringify(body)).toBe(200);
      expect(await countTokens(body.messages)).toBeLessThanOrEqual(budget);
      expect(body.stats.tokens).toBeLessThanOrEqual(budget);
    }
    const tiny = await call(`/v1/conversations/${id}/context?budget=20`);
    if (tiny.status === 200) {
      expect(await countTokens(((await tiny.json()) as Context).messages)).toBeLessThanOrEqual(20);
    } else {
      expect(tiny.status).toBe(422);
      expect((await errorOf(tiny)).code).toBe('BUDGET_UNSATISFIABLE');
    }
  });

  it('one append of 300 messages (more keys than one documented storage call takes) survives a restart and deletes whole', async () => {
    const id = newId('many');
    const many: Message[] = Array.from({ length: 300 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `note ${i}: bin B-${1000 + i}` }));
    const r = await append(id, many);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await history(id)).toEqual(many);
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(id));
    await evictDurableObject(stub);
    expect(await history(id)).toEqual(many);
    expect((await call(`/v1/conversations/${id}`, { method: 'DELETE' })).status).toBe(200);
    await evictDurableObject(stub);
    expect(await history(id)).toEqual([]);
  });

  it('conversations are separate Durable Objects', async () => {
    const a = newId('a');
    const b = newId('b');
    await append(a, [{ role: 'user', content: 'alpha only' }]);
    await append(b, [{ role: 'user', content: 'beta only' }]);
    expect(text(await history(a))).toBe('alpha only');
    expect(text(await history(b))).toBe('beta only');
  });

  it('concurrent appends to one conversation keep every message exactly once', async () => {
    const id = newId('concurrent');
    const batches = Array.from({ length: 16 }, (_, i) => [
      { role: 'user' as const, content: `message ${i}a` },
      { role: 'assistant' as const, content: `message ${i}b` },
    ]);
    const results = await Promise.all(batches.map((batch) => append(id, batch)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const all = (await history(id)).map((m) => m.content);
    expect(all).toHaveLength(32);
    expect(new Set(all).size).toBe(32);
    for (let i = 0; i < 16; i++) expect(all.indexOf(`message ${i}b`)).toBe(all.indexOf(`message ${i}a`) + 1);
  });

  it('a Durable Object restart keeps every message', async () => {
    const id = newId('restart');
    await append(id, messages.slice(0, 4));
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(id));
    await evictDurableObject(stub);
    await append(id, messages.slice(4));
    await evictDurableObject(stub);
    expect(await history(id)).toEqual(messages);
  });

  it('400 for bad appends and context queries; nothing is stored from a bad append', async () => {
    const id = newId('bad');
    // An empty append stores nothing, as memory.add([]) does.
    const empty = await call(`/v1/conversations/${id}/messages`, { json: { messages: [] } });
    expect(empty.status).toBe(201);
    expect(await empty.json()).toEqual({ ids: [], appended: 0 });
    const bad = await call(`/v1/conversations/${id}/messages`, {
      json: { messages: [{ role: 'user', content: 'ok' }, { role: 'user', content: 7 }] },
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toEqual({
      code: 'INVALID_INPUT',
      message: 'messages[1].content: expected a string or an array of parts, found number 7',
    });
    expect(await history(id)).toEqual([]);
    for (const [qs, message] of [
      ['', 'query.budget: expected a positive integer, found nothing'],
      ['?budget=0', 'query.budget: expected a positive integer, found string "0"'],
      ['?budget=12.5', 'query.budget: expected a positive integer, found string "12.5"'],
      ['?budget=100&limit=3', 'query: expected only budget, query, refine, pool, found limit'],
      ['?budget=100&refine=yes', 'query.refine: expected true or false, found string "yes"'],
      ['?budget=100&refine=true&pool=-5', 'query.pool: expected a positive integer, found string "-5"'],
    ]) {
      const r = await call(`/v1/conversations/${id}/context${qs}`);
      expect(r.status, qs).toBe(400);
      expect(await errorOf(r)).toEqual({ code: 'INVALID_REQUEST', message });
    }
  });

  it('413 when tool results appended one request at a time would make their segment pass the 2 MB value limit; nothing of it is stored', async () => {
    const id = newId('tool-growth');
    // One tool call and its results are one segment: each result joins it. Bodies of 1 MiB (the default limit).
    const env1MiB = { ...(env as object), MAX_BODY_BYTES: '1048576' } as never;
    const append1MiB = (batch: unknown[]) =>
      handle(new Request(`https://pith.test/v1/conversations/${id}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: batch }),
      }), env1MiB);
    const calls = [0, 1, 2].map((i) => ({ id: `c${i}`, type: 'function', function: { name: 'rows', arguments: '{}' } }));
    expect((await append1MiB([{ role: 'user', content: 'Export the rows.' }, { role: 'assistant', content: null, tool_calls: calls }])).status).toBe(201);
    const rows = (i: number) => Array.from({ length: 12_000 }, (_, k) => `Row ${i}-${k}: item ${k * 7} shipped to Lyon on day ${k % 30}.`).join('\n');
    for (const i of [0, 1]) expect((await append1MiB([{ role: 'tool', tool_call_id: `c${i}`, content: rows(i) }])).status).toBe(201);
    const third = await append1MiB([{ role: 'tool', tool_call_id: 'c2', content: rows(2) }]);
    expect(third.status).toBe(413);
    const e = await errorOf(third);
    expect(e.code).toBe('PAYLOAD_TOO_LARGE');
    expect(e.message).toMatch(new RegExp(`^conversation storage: expected each stored segment .* to take at most ${MAX_VALUE_BYTES} bytes, found \\d+ bytes at "seg:s\\d+"$`));
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(id));
    const kept = await history(id);
    expect(kept.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool']);
    await evictDurableObject(stub);
    expect(await history(id)).toEqual(kept);
    expect((await append(id, [{ role: 'user', content: 'Just the totals, then.' }])).status).toBe(201);
  });

  it('a history over the 32 MiB limit of one RPC value, and a context as large, still come back whole (was a 500)', async () => {
    const id = newId('over-32mib');
    const env1MiB = { ...(env as object), MAX_BODY_BYTES: '1048576' } as never;
    const part = (i: number) => `Part ${i}. ` + 'z'.repeat(1_040_000);
    for (let i = 0; i < 33; i++) {
      const r = await handle(new Request(`https://pith.test/v1/conversations/${id}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: part(i) }] }),
      }), env1MiB);
      expect(r.status).toBe(201);
    }
    const all = await history(id);
    expect(all).toHaveLength(33);
    expect(all[32].content).toBe(part(32));
    const r = await call(`/v1/conversations/${id}/context?budget=100000000`);
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Type')).toBe('application/json');
    expect(((await r.json()) as Context).messages).toHaveLength(33);
  }, 120_000);

  it('413 applies to appends too', async () => {
    const r = await call(`/v1/conversations/${newId('big')}/messages`, {
      json: { messages: [{ role: 'user', content: 'x'.repeat(70_000) }] },
    });
    expect(r.status).toBe(413);
  });
});
