/** @module test/e2e/same-output — pith in real Chromium gives the same compress() output as Node, call for call. */
import { expect, test } from '@playwright/test';
import { compress } from '../../src/platform/node.js';
import type { CompressResult } from '../../src/types.js';
import { comparable, crossRuntimeCases } from '../fixtures/cross-runtime-cases.js';
import { serveStatic, type StaticServer } from './static-server.js';

type Pith = typeof import('../../src/index.js');

let server: StaticServer;
test.beforeAll(async () => {
  server = await serveStatic(new URL('../..', import.meta.url).pathname);
});
test.afterAll(async () => {
  await server?.close();
});

test('every case: messages and stats (all but the time taken) equal those of Node', async ({ page }) => {
  test.setTimeout(240_000);
  const cases = await crossRuntimeCases();
  await page.goto(`${server.url}/test/e2e/index.html`);
  await expect(page).toHaveTitle('pith ready');
  const inBrowser = await page.evaluate(async (cases) => {
    const pith = (window as unknown as { pith: Pith }).pith;
    const out: CompressResult[] = [];
    for (const c of cases) out.push(await pith.compress(c.messages, c.options));
    return out;
  }, cases);

  const differing: string[] = [];
  for (const [i, c] of cases.entries()) {
    const inNode = comparable(await compress(c.messages, c.options));
    if (JSON.stringify(comparable(inBrowser[i])) !== JSON.stringify(inNode)) differing.push(c.name);
    else expect(inNode.stats.compressedTokens).toBeLessThanOrEqual(c.options.budget);
  }
  expect(differing).toEqual([]);
  expect(inBrowser.some((r) => r.stats.relevance === 'lexical+static')).toBe(true);
  expect(cases.length).toBeGreaterThan(100);
});
