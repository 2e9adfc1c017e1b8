/** @module test/unit/same-output-workerd — the Worker in real workerd gives the same compress() output as Node, call for call. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFetch } from '../fixtures/local-fetch.js';
import { bundleWorker } from '../../bench/load/bundle-worker.js';
import { startLocalWorker } from '../../bench/load/local-worker.js';
import { compress } from '../../src/platform/node.js';
import type { CompressResult } from '../../src/types.js';
import { comparable, crossRuntimeCases, type RuntimeCase } from '../fixtures/cross-runtime-cases.js';

const TOKEN = 'same-output-token';

describe('same input, same output: workerd and Node', () => {
  let dir: string;
  let worker: Awaited<ReturnType<typeof startLocalWorker>>;
  let cases: RuntimeCase[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pith-same-'));
    const { scriptPath } = await bundleWorker(join(dir, 'bundle'));
    worker = await startLocalWorker({ token: TOKEN, scriptPath });
    cases = await crossRuntimeCases();
  }, 180_000);
  afterAll(async () => {
    await worker?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('every case: messages and stats (all but the time taken) are equal', async () => {
    const differing: string[] = [];
    for (const c of cases) {
      const r = await localFetch(new URL('/v1/compress', worker.url), {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: c.messages, ...c.options }),
      });
      expect(r.status, `${c.name}: ${await r.clone().text()}`).toBe(200);
      const inWorkerd = comparable((await r.json()) as CompressResult);
      const inNode = comparable(await compress(c.messages, c.options));
      if (JSON.stringify(inWorkerd) !== JSON.stringify(inNode)) differing.push(c.name);
      else expect(inWorkerd.stats.compressedTokens).toBeLessThanOrEqual(c.options.budget);
    }
    expect(differing).toEqual([]);
    expect(cases.length).toBeGreaterThan(100);
  }, 300_000);

  it('the Free-plan entry (src/worker/lexical.ts) ships no word vectors and says it ranks by words', async () => {
    const { scriptPath, outDir } = await bundleWorker(join(dir, 'lexical'), 'lexical');
    expect(await readdir(outDir)).not.toContain('vectors.bin');
    const lexical = await startLocalWorker({ token: TOKEN, scriptPath });
    try {
      const c = cases.find((x) => x.options.query && x.options.strategy === 'pith')!;
      const r = await localFetch(new URL('/v1/compress', lexical.url), {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: c.messages, ...c.options }),
      });
      const body = (await r.json()) as CompressResult;
      expect(r.status).toBe(200);
      expect(body.stats.relevance).toBe('lexical');
      expect(body.stats.compressedTokens).toBeLessThanOrEqual(c.options.budget);
    } finally {
      await lexical.dispose();
    }
  }, 180_000);
});
