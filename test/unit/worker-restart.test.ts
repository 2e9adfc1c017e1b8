/** @module test/unit/worker-restart — a whole workerd restart (new Miniflare on the same storage directory) keeps every message. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFetch } from '../fixtures/local-fetch.js';
import { bundleWorker } from '../../bench/load/bundle-worker.js';
import { startLocalWorker } from '../../bench/load/local-worker.js';
import chat from '../../examples/support-chat.json' with { type: 'json' };

const TOKEN = 'restart-test-token';
const headers = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
type Msg = { role: string; content: string };

describe('Worker on workerd over a restart', () => {
  let dir: string;
  let scriptPath: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pith-worker-'));
    ({ scriptPath } = await bundleWorker(join(dir, 'bundle')));
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('every message appended before the restart is there after it, in order', async () => {
    const persistDir = join(dir, 'state');
    const messages = chat.messages as Msg[];
    const extra: Msg[] = Array.from({ length: 150 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}: order ORD-${10_000 + i}` }));
    const all = [...messages, ...extra];

    const first = await startLocalWorker({ token: TOKEN, persistDir, scriptPath });
    try {
      for (let i = 0; i < all.length; i += 25) {
        const r = await localFetch(new URL('/v1/conversations/restart-1/messages', first.url), {
          method: 'POST', headers, body: JSON.stringify({ messages: all.slice(i, i + 25) }),
        });
        expect(r.status, await r.clone().text()).toBe(201);
      }
      const other = await localFetch(new URL('/v1/conversations/restart-2/messages', first.url), {
        method: 'POST', headers, body: JSON.stringify({ messages: [{ role: 'user', content: 'second conversation' }] }),
      });
      expect(other.status).toBe(201);
    } finally {
      await first.dispose();
    }

    const second = await startLocalWorker({ token: TOKEN, persistDir, scriptPath });
    try {
      const get = (id: string, path: string) => fetch(new URL(`/v1/conversations/${id}/${path}`, second.url), { headers });
      const h = (await (await get('restart-1', 'messages')).json()) as { messages: Msg[]; stats: { messages: number; warm: number; cold: number } };
      expect(h.messages).toEqual(all);
      expect(h.stats.messages).toBe(all.length);
      expect(h.stats.warm + h.stats.cold).toBeGreaterThan(0); // tiered state came back too, not only the log
      const h2 = (await (await get('restart-2', 'messages')).json()) as { messages: Msg[] };
      expect(h2.messages).toEqual([{ role: 'user', content: 'second conversation' }]);
      const ctx = await get('restart-1', 'context?budget=400&query=ORD-10149');
      const body = (await ctx.json()) as { messages: Msg[] };
      expect(ctx.status).toBe(200);
      expect(JSON.stringify(body.messages)).toContain('ORD-10149');
    } finally {
      await second.dispose();
    }
  }, 120_000);

  it('a fresh storage directory starts empty (the test above is not reading a cache)', async () => {
    const w = await startLocalWorker({ token: TOKEN, persistDir: join(dir, 'empty'), scriptPath });
    try {
      const r = await localFetch(new URL('/v1/conversations/restart-1/messages', w.url), { headers });
      expect(((await r.json()) as { messages: Msg[] }).messages).toEqual([]);
    } finally {
      await w.dispose();
    }
  }, 60_000);
});
