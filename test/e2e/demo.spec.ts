/** @module test/e2e/demo — the playground in real Chromium: WASM loads cleanly, an example compresses, figures and probes show. */
import { expect, test, type Page } from '@playwright/test';
import { loadScenarios } from '../../bench/scenarios/index.js';
import { compress } from '../../src/platform/node.js';

/** Console errors, page errors, failed requests and HTTP errors seen by a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  return problems;
}

const number = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

test('the playground loads pith.wasm as application/wasm and compresses a benchmark example', async ({ page }) => {
  const problems = watchProblems(page);
  const wasm = page.waitForResponse((r) => /\/pith[-\w]*\.wasm$/.test(r.url()));
  await page.goto('/');
  expect((await wasm).status()).toBe(200);
  expect((await wasm).headers()['content-type']).toBe('application/wasm');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');

  await page.selectOption('#example', 'support-desk-small');
  await page.selectOption('#strategy', 'pith');
  await page.selectOption('#tokenizer', 'o200k');
  await page.fill('#budget', '1200');
  await page.click('#compress');
  await expect(page.locator('#figures')).toBeVisible();

  const before = number(await page.getByTestId('tokens-before').textContent());
  const after = number(await page.getByTestId('tokens-after').textContent());
  expect(before).toBeGreaterThan(1200);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThanOrEqual(1200);
  expect(number(await page.getByTestId('ratio').textContent())).toBeCloseTo(before / after, 1);
  await expect(page.getByTestId('time')).toHaveText(/^\d+\.\d ms$/);
  await expect(page.getByTestId('strategy-shown')).toHaveText('pith · o200k');

  // The page shows what the library computes for the same input: same input → same output.
  const scenario = loadScenarios({ small: true }).find((s) => s.id === 'support-desk-small')!;
  const expected = await compress(scenario.messages, { budget: 1200, strategy: 'pith', tokenizer: 'o200k' });
  expect(after).toBe(expected.stats.compressedTokens);
  const pinned = page.getByTestId('pinned').locator('li');
  await expect(pinned).toHaveCount(expected.stats.pinnedFacts.length);
  await expect(pinned).toHaveText(expected.stats.pinnedFacts);

  const probes = page.getByTestId('probes').locator('li');
  await expect(probes).toHaveCount(scenario.probes.length);
  const passed = await page.locator('#probes li.pass').count();
  expect(passed).toBeGreaterThan(0);
  await expect(page.locator('#probe-summary')).toHaveText(`${passed} of ${scenario.probes.length} probes survive`);

  // Sentences of the original are tagged kept / dropped; the ledger is marked in the output.
  expect(await page.locator('#original span.kept').count()).toBeGreaterThan(0);
  expect(await page.locator('#original span.dropped').count()).toBeGreaterThan(0);
  await expect(page.locator('#compressed .ledger')).toHaveCount(expected.stats.pinnedFacts.length > 0 ? 1 : 0);
  expect(problems).toEqual([]);
});

test('a pasted conversation compresses; bad JSON gets a clear error', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await page.selectOption('#example', 'support-chat');
  await page.click('#compress');
  await expect(page.locator('#compressed')).toContainText('ORD-58213');
  await expect(page.locator('#probe-summary')).toContainText('no probes');

  await page.fill('#conversation', '{"messages": 3}');
  await page.click('#compress');
  await expect(page.locator('#error')).toHaveText('expected an array of messages or { "messages": [...] }, found object');
  await page.fill('#conversation', JSON.stringify([{ role: 'user', content: 'Ship 45 units of EC-220 to Lyon by May 3.' }]));
  await page.fill('#budget', '-5');
  await page.click('#compress');
  await expect(page.locator('#error')).toHaveText('INVALID_OPTIONS: budget: expected a positive integer, found number -5');
  expect(problems).toEqual([]);
});
