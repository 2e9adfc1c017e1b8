/** @module test/e2e/compress — pith in real Chromium: the `browser` entry loads pith.wasm; compress fits the budget. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { CompressResult, Message } from '../../src/index.js';
import { serveStatic, type StaticServer } from './static-server.js';

type Pith = typeof import('../../src/index.js');
const chat = readFileSync(new URL('../../examples/support-chat.json', import.meta.url), 'utf8');
const messages = JSON.parse(chat).messages as Message[];
const BUDGET = 300;

let server: StaticServer;
test.beforeAll(async () => {
  server = await serveStatic(new URL('../..', import.meta.url).pathname);
});
test.afterAll(async () => {
  await server?.close();
});

test('compress runs on the WASM kernel and keeps the order ID within budget', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  const wasmResponse = page.waitForResponse((r) => r.url().endsWith('/build/pith.wasm'));

  await page.goto(`${server.url}/test/e2e/index.html`);
  await expect(page).toHaveTitle('pith ready');
  const { estimate, result } = await page.evaluate(async ({ messages, budget }) => {
    const pith = (window as unknown as { pith: Pith }).pith;
    const kernel = await pith.init();
    const estimate = kernel.estimateTokens('Ship 45 units to Lyon by May 3.');
    return { estimate, result: await pith.compress(messages, { budget }) };
  }, { messages, budget: BUDGET });

  const wasm = await wasmResponse;
  expect(wasm.status()).toBe(200);
  expect(wasm.headers()['content-type']).toBe('application/wasm');
  expect(problems).toEqual([]);
  expect(estimate).toBeGreaterThan(0);
  const out = result as CompressResult;
  expect(out.stats.originalTokens).toBeGreaterThan(BUDGET);
  expect(out.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
  expect(out.messages.map((m) => String(m.content)).join('\n')).toContain('ORD-58213');
});
