/** @module test/unit/memory-error-parity — tiered memory and the Worker's conversation routes (real workerd) answer each bad request alike, and each good edge the same. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFetch } from '../fixtures/local-fetch.js';
import { bundleWorker } from '../../bench/load/bundle-worker.js';
import { startLocalWorker } from '../../bench/load/local-worker.js';
import { createMemory, inMemoryStore, type Memory } from '../../src/platform/node.js';
import {
  LIBRARY_ONLY,
  MEMORY_BAD_REQUESTS,
  MEMORY_EDGE_REQUESTS,
  STORED,
  transported,
  WORKER_ONLY,
  type MemoryBadRequest,
  type MemoryEdgeRequest,
  type OneSided,
} from '../fixtures/memory-bad-requests.js';
import { expectLibraryRefused, workerStatus, type Answer } from '../fixtures/refused-alike.js';

// What "agree" means here:
// - Code. The Worker answers the library's code (status 400, 422 for BUDGET_UNSATISFIABLE), or INVALID_REQUEST when
//   its schema (src/worker/schemas.ts) caught the value before memory ran: that stands for INVALID_INPUT on
//   `body.messages` and INVALID_OPTIONS on a query parameter.
// - Message. Byte for byte the library's when memory refused it. When the schema did, the library's behind `body.` or
//   `query.`, changed only where the transport forces it (`transported()` in the fixture): a body holds an array of
//   messages only (the library also takes one message); a query string carries text only (`found string "1.5"` where
//   the library, called with the number the text denotes, says `found number 1.5`; `true or false` for a boolean) and
//   only the Worker's four parameters (the library also takes keepNewest and system).
// - A refused append stores nothing, on either side.
// - Good input: the same messages and stats (but durationMs), and the same history. The Durable Object's clock is
//   Date.now, the library's too, read a second or two apart: each edge conversation stays in the hot tier (which
//   takes its segments whatever their age), and with a query a score's recency share moves by ~1e-3 in that time,
//   so scores are compared to 0.005 and everything else exactly.

const TOKEN = 'memory-error-parity-token';

type WorkerAnswer = { status: number; body: { error?: { code: string; message: string } } & Record<string, unknown> };
type Result = { messages: unknown; stats: Record<string, unknown> };

async function settle(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A memory on its own in-memory store, holding `stored`. */
async function memoryWith(stored: unknown[]): Promise<Memory> {
  const memory = await createMemory({ store: inMemoryStore() });
  if (stored.length) await memory.add(stored as never);
  return memory;
}

/** Run `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

type Scored = { score?: number };
/** The answer as JSON, without durationMs and each segment's score (compared apart, see {@link sameScores}). */
const withoutTime = (r: Result) => {
  const segments = (r.stats.segments as Scored[] | undefined)?.map(({ score: _, ...s }) => s);
  return JSON.parse(JSON.stringify({ messages: r.messages, stats: { ...r.stats, durationMs: 0, ...(segments ? { segments } : {}) } }));
};
/** Scores agree to 0.005: a segment's recency share moves by about 1e-3 in the seconds between the two clocks. */
function sameScores(worker: Result, library: Result): void {
  const scores = (r: Result) => ((r.stats.segments as Scored[] | undefined) ?? []).map((s) => s.score ?? 0);
  const [w, l] = [scores(worker), scores(library)];
  expect(w.length).toBe(l.length);
  w.forEach((x, i) => expect(x).toBeCloseTo(l[i], 2));
}

describe('bad input: tiered memory and the Worker conversation routes agree', () => {
  let dir: string;
  let dispose = async () => {};
  const lib = new Map<string, Answer & { history?: unknown }>();
  const worker = new Map<string, WorkerAnswer & { history?: WorkerAnswer }>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pith-memory-error-parity-'));
    const { scriptPath } = await bundleWorker(join(dir, 'bundle'));
    const w = await startLocalWorker({ token: TOKEN, scriptPath });
    dispose = w.dispose;
    const call = async (method: string, path: string, body?: unknown): Promise<WorkerAnswer> => {
      const r = await localFetch(new URL(path, w.url), {
        method,
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: r.status, body: (await r.json()) as WorkerAnswer['body'] };
    };
    const ask = async (id: string, c: { messages?: unknown; query?: string; stored?: unknown[] }): Promise<WorkerAnswer & { history?: WorkerAnswer }> => {
      if (c.query === undefined) {
        const out = await call('POST', `/v1/conversations/${id}/messages`, { messages: c.messages });
        return { ...out, history: await call('GET', `/v1/conversations/${id}/messages`) };
      }
      const seeded = await call('POST', `/v1/conversations/${id}/messages`, { messages: c.stored ?? [STORED] });
      if (seeded.status !== 201) throw new Error(`seeding ${id}: ${JSON.stringify(seeded.body)}`);
      return call('GET', `/v1/conversations/${id}/context?${c.query}`);
    };
    const library = async (c: { messages?: unknown; query?: string; options?: unknown; stored?: unknown[] }) => {
      if (c.query === undefined && c.messages !== undefined) {
        const memory = await memoryWith([]);
        return { ...(await settle(() => memory.add(c.messages as never))), history: await memory.history() };
      }
      const memory = await memoryWith(c.stored ?? [STORED]);
      return settle(() => memory.context(c.options as never));
    };
    const edge = async (c: MemoryEdgeRequest, id: string) => {
      for (const batch of c.batches) {
        const out = await call('POST', `/v1/conversations/${id}/messages`, { messages: batch });
        if (out.status !== 201) return worker.set(c.name, out);
      }
      worker.set(c.name, { ...(await call('GET', `/v1/conversations/${id}/context?${c.query}`)), history: await call('GET', `/v1/conversations/${id}/messages`) });
    };
    const edgeLibrary = async (c: MemoryEdgeRequest) => {
      const memory = await memoryWith([]);
      for (const batch of c.batches) await memory.add(batch as never);
      const answer = await settle(() => memory.context(c.options as never));
      lib.set(c.name, { ...answer, history: { messages: await memory.history(), stats: await memory.stats() } });
    };
    const both = [...MEMORY_BAD_REQUESTS, ...WORKER_ONLY];
    await Promise.all([
      pool(both, 8, async (c, i) => void worker.set(c.name, await ask(`bad-${i}`, c))),
      pool(MEMORY_EDGE_REQUESTS, 4, async (c, i) => void (await edge(c, `edge-${i}`))),
      (async () => {
        for (const c of [...both, ...LIBRARY_ONLY]) lib.set(c.name, await library(c));
        for (const c of MEMORY_EDGE_REQUESTS) await edgeLibrary(c);
      })(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('the table covers appends and contexts', () => {
    expect(MEMORY_BAD_REQUESTS.length + LIBRARY_ONLY.length + WORKER_ONLY.length).toBeGreaterThanOrEqual(25);
  });

  it.each(MEMORY_BAD_REQUESTS.map((c) => [c.name, c] as const))('%s', (_name, c: MemoryBadRequest) => {
    const l = lib.get(c.name)!;
    expectLibraryRefused(l, c.code, c.message);

    const w = worker.get(c.name)!;
    expect(w.status, JSON.stringify(w.body)).toBe(workerStatus(c.code));
    const we = w.body.error!;
    if (we.code === 'INVALID_REQUEST') {
      const root = c.query === undefined ? 'body' : 'query';
      expect(c.code).toBe(root === 'body' ? 'INVALID_INPUT' : 'INVALID_OPTIONS');
      expect(c.worker, 'the fixture differs from the library by more than the transport').toBe(transported(root, c.message));
      expect(we.message).toBe(c.worker);
    } else {
      expect(c.worker).toBe(c.message);
      expect(we).toEqual({ code: c.code, message: c.message });
    }
    if (c.query === undefined) {
      expect((l as { history?: unknown }).history, 'the library stored part of it').toEqual([]);
      expect(w.history?.body.messages, 'the Worker stored part of it').toEqual([]);
    }
  });

  it.each(LIBRARY_ONLY.map((c) => [c.name, c] as const))('library only: %s', (_name, c: OneSided) => {
    const l = lib.get(c.name)!;
    expectLibraryRefused(l, c.code, c.message);
  });

  it.each(WORKER_ONLY.map((c) => [c.name, c] as const))('only the Worker refuses %s, by its documented limit', (_name, c: OneSided) => {
    const l = lib.get(c.name)!;
    expect(l.ok, String((l as { error?: unknown }).error)).toBe(true);
    const w = worker.get(c.name)!;
    expect({ status: w.status, ...w.body.error }).toEqual({ status: c.status, code: c.code, message: c.message });
    if (c.query === undefined) expect(w.history?.body.messages).toEqual([]);
  });

  it.each(MEMORY_EDGE_REQUESTS.map((c) => [c.name, c] as const))('%s: the same answer', (_name, c: MemoryEdgeRequest) => {
    const l = lib.get(c.name)!;
    expect(l.ok, String((l as { error?: unknown }).error)).toBe(true);
    const w = worker.get(c.name)!;
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect(withoutTime(w.body as unknown as Result)).toEqual(withoutTime((l as { value: Result }).value));
    sameScores(w.body as unknown as Result, (l as { value: Result }).value);
    expect(w.history?.body).toEqual(JSON.parse(JSON.stringify(l.history)));
  });
});
