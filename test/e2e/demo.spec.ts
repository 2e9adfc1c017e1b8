/** @module test/e2e/demo — the playground in real Chromium: WASM loads cleanly, an example compresses, figures and probes show. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Response } from '@playwright/test';
import { loadScenarios } from '../../bench/scenarios/index.js';
import { compress } from '../../src/platform/node.js';
import type { Message } from '../../src/index.js';
import { contrast } from '../fixtures/contrast.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where the Playwright web server built the demo (vite.config.ts build.outDir). */
const SITE = join(ROOT, 'build', 'demo');

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(dir, join(rel, e.name)) : [join(rel, e.name)]);
}

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
  // No query: no query relevance figure, and the word vectors are never fetched.
  await expect(page.getByTestId('relevance')).toHaveCount(0);

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

  // A failing run shows its error alone: no figures or output of the run before, and the budget as typed.
  await page.fill('#budget', '');
  await page.click('#compress');
  await expect(page.locator('#error')).toContainText('budget: expected a positive integer, found string ""');
  await expect(page.locator('#figures')).toBeHidden();
  await expect(page.locator('#compressed > *')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('with a query the word vectors load once, from one URL, and the figures say lexical+static', async ({ page }) => {
  const problems = watchProblems(page);
  const vectors: Response[] = [];
  page.on('response', (r) => void (/vectors[-\w]*\.bin$/.test(r.url()) && vectors.push(r)));
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await page.selectOption('#example', 'support-chat');
  const query = await page.inputValue('#query');
  expect(query.length).toBeGreaterThan(0);
  await page.click('#compress');
  await expect(page.locator('#compressed')).toContainText('ORD-58213');
  await expect(page.locator('#probe-summary')).toContainText('no probes');

  const chat = JSON.parse(readFileSync(join(ROOT, 'examples', 'support-chat.json'), 'utf8'));
  const expected = await compress(chat.messages, { budget: 300, query, strategy: 'pith' });
  expect(expected.stats.relevance).toBe('lexical+static');
  await expect(page.getByTestId('relevance')).toHaveText(expected.stats.relevance!);
  expect(number(await page.getByTestId('tokens-after').textContent())).toBe(expected.stats.compressedTokens);

  // A second query-aware run reuses the loaded table: still one request.
  await page.selectOption('#strategy', 'extractive');
  await page.click('#compress');
  await expect(page.getByTestId('strategy-shown')).toHaveText('extractive · estimate');
  expect(vectors.map((r) => new URL(r.url()).pathname)).toEqual([expect.stringMatching(/^\/assets\/vectors-[-\w]+\.bin$/)]);
  expect(vectors[0].status()).toBe(200);
  expect(vectors[0].headers()['content-type']).toBe('application/octet-stream');
  expect(Number(vectors[0].headers()['content-length'])).toBe(statSync(join(ROOT, 'build', 'vectors.bin')).size);
  expect(problems).toEqual([]);
});

test('the built demo holds each binary once, as a file, and ships the one-file widget', () => {
  const files = filesUnder(SITE);
  const ort = files.filter((f) => /ort-wasm.*\.wasm$/.test(f));
  expect(ort).toHaveLength(1);
  expect(files.filter((f) => /vectors.*\.bin$/.test(f))).toHaveLength(1);
  expect(files.filter((f) => /pith.*\.wasm$/.test(f))).toHaveLength(1);
  // Nothing large is inlined into the page's JavaScript as a data: URL.
  for (const js of files.filter((f) => f.startsWith('assets') && f.endsWith('.js'))) {
    expect(readFileSync(join(SITE, js), 'utf8'), js).not.toMatch(/data:application\/(octet-stream|wasm)/);
  }
  expect(files).toContain(join('widget', 'dist', 'pith-chat.js'));
});

test('the playground links to the widget example, where <pith-chat> loads from the built script', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  // Leaving before the compress worker has fetched pith.wasm would abort that request.
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('link', { name: /pith-chat.* widget/ }).click();
  await expect(page).toHaveURL(/\/widget\/example\.html$/);
  await expect(page.locator('pith-chat[ready]')).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('LLM strategies are offered only while the local-model switch is on', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  const offered = () => page.locator('#strategy option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const before = await offered();
  expect(before).toContain('pith');
  expect(before).not.toContain('naive');
  await page.check('#local');
  const after = await offered();
  expect(after).toEqual(expect.arrayContaining([...before, 'naive', 'qtd', 'salience']));
  await page.selectOption('#strategy', 'naive');
  await page.uncheck('#local');
  expect(await offered()).toEqual(before);
  await expect(page.locator('#strategy')).toHaveValue('pith');
});

test('bad input gets a clear error', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');

  const error = page.locator('#error');
  await page.fill('#conversation', '{"messages": 3}');
  await page.click('#compress');
  await expect(error).toHaveText('INVALID_INPUT: expected an array of messages or { "messages": [...] }, found object');
  await page.fill('#conversation', '[{"role": "user", ');
  await page.click('#compress');
  await expect(error).toHaveText(/^INVALID_INPUT: expected JSON, found a syntax error: /);
  // An empty conversation is refused, not "compressed" to 0 → 0 tokens.
  await page.fill('#conversation', '[]');
  await page.click('#compress');
  await expect(error).toHaveText('INVALID_INPUT: expected at least one message to compress, found an empty conversation');
  await expect(page.locator('#figures')).toBeHidden();
  await page.fill('#conversation', JSON.stringify([{ role: 'user', content: 'Ship 45 units of EC-220 to Lyon by May 3.' }]));
  await page.fill('#budget', '-5');
  await page.click('#compress');
  await expect(error).toHaveText('INVALID_OPTIONS: budget: expected a positive integer, found number -5');
  // Text the number field cannot parse reads as '': the error names it as such, not as "".
  await page.fill('#budget', '');
  await page.locator('#budget').pressSequentially('1e400');
  await page.click('#compress');
  await expect(error).toHaveText('INVALID_OPTIONS: budget: expected a positive integer, found text that is not a number');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  expect(problems).toEqual([]);
});

test('a plain chat transcript pasted into the text area compresses like the same messages as JSON', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  const code = '```yaml\nUser: not a turn, a line of code\nrooms: 2\n```';
  const messages: Message[] = [
    { role: 'user', content: 'I need a hotel in Lisbon for 3 nights, May 12 to May 15, for two adults.' },
    { role: 'assistant', content: 'Sure — what is your budget, and which part of town do you prefer?' },
    { role: 'user', content: 'Under $600 in total. Alfama or Baixa, close to a metro station.\n\nNo ground-floor rooms, please.' },
    { role: 'assistant', content: `Three options fit. Hotel Astra in Baixa is $540 for 3 nights, 2 minutes from the metro. My booking request:\n${code}\nShall I book it?` },
    { role: 'user', content: 'Yes, book Hotel Astra. My loyalty number is LX-44817.' },
    { role: 'assistant', content: 'Done: Hotel Astra, May 12 to May 15, $540, confirmation HX-991. A room on the third floor was requested.' },
  ];
  const label = { user: 'User', assistant: 'Assistant' } as Record<string, string>;
  const transcript = messages.map((m) => `${label[m.role]}: ${m.content}`).join('\n\n');
  await page.fill('#conversation', transcript);
  await page.fill('#query', '');
  await page.selectOption('#strategy', 'pith');
  await page.fill('#budget', '60');
  await page.click('#compress');
  await expect(page.locator('#figures')).toBeVisible();
  await expect(page.locator('#error')).toBeHidden();
  // Six turns, the fenced "User:" line inside the fourth.
  await expect(page.locator('#original .msg')).toHaveCount(messages.length);
  const expected = await compress(messages, { budget: 60, strategy: 'pith' });
  const before = number(await page.getByTestId('tokens-before').textContent());
  const after = number(await page.getByTestId('tokens-after').textContent());
  expect(before).toBe(expected.stats.originalTokens);
  expect(after).toBe(expected.stats.compressedTokens);
  expect(after).toBeLessThan(before);
  await expect(page.getByTestId('pinned').locator('li')).toHaveText(expected.stats.pinnedFacts.length ? expected.stats.pinnedFacts : ['nothing pinned']);

  // Neither JSON nor a transcript: the error names both shapes and the first line.
  await page.fill('#conversation', 'Hello, I need a hotel in Lisbon.\nUser: hi');
  await page.click('#compress');
  await expect(page.locator('#error')).toHaveText(/^INVALID_INPUT: expected JSON \(an array of messages .*\) or a chat transcript .*, found "Hello, I need a hotel in Lisbon\." on line 1$/);
  expect(problems).toEqual([]);
});

test('keyboard and screen reader: Compress keeps the focus, the result is announced, small grey text is readable', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await page.focus('#compress');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(/^Compressed [\d,]+ → [\d,]+ estimate tokens \(budget [\d,]+, [\d.]+×\)\.$/);
  await expect(page.locator('#figures')).toBeVisible();
  // A disabled button would have dropped the focus to <body> mid-run.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('compress');
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('compress');
  // WCAG AA (4.5:1) for the 12–13px grey labels under the figures and the probe summary.
  for (const sel of ['.figure span', '#probe-summary', '.legend']) {
    const [fg] = await page.locator(sel).first().evaluate((el) => [getComputedStyle(el).color]);
    expect(contrast(fg, 'rgb(255, 255, 255)'), sel).toBeGreaterThanOrEqual(4.5);
  }
  expect(problems).toEqual([]);
});

test('the Query field is the query, and a loaded file replaces the last result', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await page.selectOption('#example', 'support-chat');
  await page.click('#compress');
  await expect(page.getByTestId('relevance')).toHaveText('lexical+static');
  // Cleared field: no query, even though the JSON in the text area still has one.
  await page.fill('#query', '');
  await page.click('#compress');
  await expect(page.getByTestId('strategy-shown')).toBeVisible();
  await expect(page.getByTestId('relevance')).toHaveCount(0);
  // JSON with a new query, pasted into the text area: its query fills the field.
  const messages = [{ role: 'user', content: 'Book 3 rooms at Hotel Astra, ref HX-991, for June 4.' }];
  await page.fill('#conversation', JSON.stringify({ query: 'Which hotel?', messages }));
  await page.locator('#conversation').blur();
  await expect(page.locator('#query')).toHaveValue('Which hotel?');
  await page.click('#compress');
  await expect(page.getByTestId('tokens-after')).toBeVisible();
  // A loaded file shows its conversation alone: the figures and output of the run before go.
  const file = { name: 'chat.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(messages)) };
  await page.setInputFiles('#file', file);
  await expect(page.locator('#original .msg')).toHaveCount(1);
  await expect(page.locator('#figures')).toBeHidden();
  await expect(page.locator('#compressed > *')).toHaveCount(0);
  await expect(page.locator('#pinned > *')).toHaveCount(0);
  await expect(page.locator('#query')).toHaveValue('');
  // The same file again (edited on disk) loads again: the input was reset.
  expect(await page.inputValue('#file')).toBe('');
  await page.setInputFiles('#file', { ...file, name: 'bad.json', buffer: Buffer.from('{oops') });
  await expect(page.locator('#error')).toHaveText(/^INVALID_INPUT: bad\.json: expected JSON, found a syntax error/);
  expect(problems).toEqual([]);
});

test('an exact tokenizer that cannot be fetched gives a typed error, and works once the network is back', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  // The cl100k encoding is its own chunk, fetched on first use: fail it as an offline browser would.
  let blocked = 0;
  await page.route(/cl100k/, (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  await page.selectOption('#example', 'support-desk-small');
  await page.selectOption('#strategy', 'pith');
  await page.selectOption('#tokenizer', 'cl100k');
  await page.fill('#budget', '1200');
  await page.click('#compress');
  await expect(page.locator('#error')).toHaveText(/^TOKENIZER_LOAD_FAILED: could not load the cl100k tokenizer: expected its encoding module, found \S/);
  expect(blocked).toBeGreaterThan(0);
  await expect(page.locator('#figures')).toBeHidden();

  await page.unroute(/cl100k/);
  await page.click('#compress');
  await expect(page.locator('#figures')).toBeVisible();
  await expect(page.getByTestId('strategy-shown')).toHaveText('pith · cl100k');
  await expect(page.locator('#error')).toBeHidden();
});
