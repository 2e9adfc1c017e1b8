/** @module test/e2e/memory-parity — tiered memory on real Chromium IndexedDB, reloaded midway, answers as Node's in-memory store does, call for call. */
import { expect, test, type Page } from '@playwright/test';
import * as node from '../../src/platform/node.js';
import { differingSteps, memoryParityScript, resultCounts, runMemorySteps, type MemoryScript, type StepResult } from '../fixtures/memory-parity.js';
import { serveStatic, type StaticServer } from './static-server.js';

let server: StaticServer;
test.beforeAll(async () => {
  server = await serveStatic(new URL('../..', import.meta.url).pathname);
});
test.afterAll(async () => {
  await server?.close();
});

/**
 * Run steps `from`–`to` in the page on `store` (an IndexedDB name, or none for the in-memory store),
 * with a memory re-created before every step when `eachStep`; results come back as JSON text.
 */
async function inPage(page: Page, script: MemoryScript, from: number, to: number, store?: string, eachStep = false): Promise<StepResult[]> {
  const json = await page.evaluate(
    async ({ source, script, from, to, store, eachStep }) => {
      const pith = (window as unknown as { pith: typeof node }).pith;
      const run = new Function(`return (${source})`)() as typeof runMemorySteps;
      const s = store === undefined ? pith.inMemoryStore() : pith.indexedDbStore({ name: store });
      if (!eachStep) return JSON.stringify(await run(pith, s, script, from, to));
      const out: StepResult[] = [];
      for (let i = from; i < to; i++) out.push(...(await run(pith, s, script, i, i + 1)));
      return JSON.stringify(out);
    },
    { source: runMemorySteps.toString(), script, from, to, store, eachStep },
  );
  return JSON.parse(json) as StepResult[];
}

test('IndexedDB across a page reload, and in-memory, give what Node gives: every context, turn, stats, expansion and history', async ({ page }) => {
  const script = memoryParityScript();
  const { reloadAt, steps } = script;
  const inNode = await runMemorySteps(node, node.inMemoryStore(), script, 0, steps.length);
  const store = node.inMemoryStore();
  const nodeReloaded = [...(await runMemorySteps(node, store, script, 0, reloadAt)), ...(await runMemorySteps(node, store, script, reloadAt, steps.length))];
  expect(differingSteps(script, nodeReloaded, inNode)).toEqual([]);

  await page.goto(`${server.url}/test/e2e/index.html`);
  await expect(page).toHaveTitle('pith ready');
  const inMemory = await inPage(page, script, 0, steps.length);
  // IndexedDB, one memory for each half, and one re-created from the database before every step.
  const [whole, each] = [`pith-parity-${Date.now()}`, `pith-parity-each-${Date.now()}`];
  const before = await inPage(page, script, 0, reloadAt, whole);
  const eachBefore = await inPage(page, script, 0, reloadAt, each, true);
  // A real reload: a new realm, a new connection; only the database carries the state over.
  await page.reload();
  await expect(page).toHaveTitle('pith ready');
  const after = await inPage(page, script, reloadAt, steps.length, whole);
  const eachAfter = await inPage(page, script, reloadAt, steps.length, each, true);

  expect(differingSteps(script, inMemory, inNode)).toEqual([]);
  expect(differingSteps(script, [...before, ...after], inNode)).toEqual([]);
  expect(differingSteps(script, [...eachBefore, ...eachAfter], inNode)).toEqual([]);
  // What was compared: 17 contexts (blind, with a question, refined, newest kept), 3 turns, 2 stats, an expansion, the history.
  expect(resultCounts(script)).toEqual({ context: 17, turn: 3, stats: 2, expand: 1, history: 1 });
  // Cold and evicted segments at the reload and at the end: their stored forms were read back too.
  const stats = inNode.flatMap((r) => (r !== null && 'stats' in r ? [r.stats] : []));
  expect(Math.min(stats[0].evicted, stats[0].cold, stats.at(-1)!.evicted, stats.at(-1)!.cold)).toBeGreaterThan(0);
});
