/** @module test/e2e/widget — `<pith-chat>` on the example page of the built demo: the one-file widget talks to a real local endpoint and survives a reload. */
import { createServer } from 'node:http';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { bundleWorker } from '../../bench/load/bundle-worker.js';
import { startLocalWorker } from '../../bench/load/local-worker.js';
import { countTokens } from '../../src/platform/node.js';
import type { Message } from '../../src/types.js';
import type { PithChat } from '../../demo/widget/pith-chat.js';
import { startLlmServer, type LlmServer } from '../fixtures/llm-server.js';
import { contrast } from '../fixtures/contrast.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Served by the Playwright web server (vite preview of the built demo, widget copied in).
const PAGE = '/widget/example.html';
const BUDGET = 160;

/** What the model endpoint received in one chat request. */
interface Received {
  messages: Message[];
  model: string;
  authorization?: string;
}

/** The chat requests the model server got since the last reset. */
const received = (): Received[] =>
  model.requests.map((r) => ({ messages: r.body.messages, model: r.body.model, authorization: r.headers.authorization }));

const REPLIES = [
  'Thanks! Order NW-40417 ships from our Lyon warehouse within two working days, so it will reach you well before May 3. You will get a tracking link by email once the parcel leaves.',
  'Yes. The Ridgeline 40L has a roll-top closure and a PFC-free coated 210D ripstop shell, which keeps gear dry in steady rain; for a five-day trek in wet weather we still recommend a pack liner for your sleeping bag.',
  'Your order number is NW-40417, and it arrives before May 3.',
];
const QUESTIONS = [
  'Hi, I ordered the Ridgeline in moss green, order NW-40417. I need it by May 3 for a trip.',
  'Can I use it for a five-day trek in wet weather?',
  'What was my order number again?',
];

let model: LlmServer;

test.beforeAll(async () => {
  // A real OpenAI-compatible server on 127.0.0.1 with CORS, as Ollama or llama.cpp answer pages.
  model = await startLlmServer(() => REPLIES[model.requests.length - 1] ?? 'ok');
});
test.afterAll(async () => {
  await model?.close();
});
test.beforeEach(() => {
  model.requests.length = 0;
});

/** Opens the example page, points the widget at the local model and waits until its history loaded. */
async function openExample(page: Page, attributes: Record<string, string> = {}): Promise<void> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  // The page loads the one-file build, exactly as a third-party site would.
  const script = page.waitForResponse((r) => r.url().endsWith('/widget/dist/pith-chat.js'));
  await page.goto(PAGE);
  expect((await script).status()).toBe(200);
  await expect(page.locator('pith-chat[ready], pith-chat .error:not([hidden])')).toBeAttached().catch((e: Error) => {
    throw new Error(`the widget did not load: ${problems.join('; ') || e.message}`, { cause: e });
  });
  expect(await page.locator('pith-chat .error').textContent()).toBe('');
  await page.locator('pith-chat').evaluate((el, attrs) => {
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  }, { endpoint: model.url, ...attributes });
  expect(problems).toEqual([]);
}

async function ask(page: Page, text: string, replies: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('pith-chat li.msg.assistant:not(.pending)')).toHaveCount(replies);
}

test('sends only the compressed context to the endpoint and restores the history after a reload', async ({ page }) => {
  await openExample(page, { budget: String(BUDGET), 'api-key': 'sk-local-test' });
  const system = (await page.locator('pith-chat').getAttribute('system'))!;
  for (const [i, q] of QUESTIONS.entries()) await ask(page, q, i + 1);

  // What the endpoint received: three calls, the last one compressed to the budget.
  expect(received()).toHaveLength(3);
  const last = received()[2];
  expect(last.model).toBe('qwen2.5:0.5b');
  expect(last.authorization).toBe('Bearer sk-local-test');
  expect(last.messages[0]).toEqual({ role: 'system', content: system });
  expect(last.messages.at(-1)).toEqual({ role: 'user', content: QUESTIONS[2] });
  const full: Message[] = [{ role: 'system', content: system }];
  QUESTIONS.forEach((q, i) => full.push({ role: 'user', content: q }, { role: 'assistant', content: REPLIES[i] }));
  full.pop(); // the third reply did not exist yet when the third request went out
  const fullTokens = await countTokens(full);
  const sentTokens = await countTokens(last.messages);
  expect(fullTokens).toBeGreaterThan(BUDGET);
  expect(sentTokens).toBeLessThanOrEqual(BUDGET);
  expect(last.messages.map((m) => String(m.content)).join('\n')).toContain('NW-40417');

  // What the page shows: the reply, and the saving of that request.
  await expect(page.locator('pith-chat li.msg.assistant').last()).toHaveText(REPLIES[2]);
  const saved = page.locator('pith-chat .saved');
  await expect(saved).toContainText(`${fullTokens - sentTokens} tokens saved`);
  await expect(saved).toHaveAttribute('data-sent', String(sentTokens));
  await expect(saved).toHaveAttribute('data-original', String(fullTokens));

  // After a reload the whole conversation comes back from IndexedDB, verbatim and in order, with no request.
  await page.reload();
  await expect(page.locator('pith-chat[ready]')).toBeAttached();
  const shown = page.locator('pith-chat li.msg');
  await expect(shown).toHaveText(QUESTIONS.flatMap((q, i) => [q, REPLIES[i]]));
  expect(await shown.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.role))).toEqual(
    ['user', 'assistant', 'user', 'assistant', 'user', 'assistant'],
  );
  expect(model.requests).toHaveLength(3);
});

test('vectors="…": the widget ranks by words alone until it has the table, loads it once, and names a table that cannot load', async ({ page }) => {
  const table = await readFile(join(ROOT, 'build/vectors.bin'));
  let served = 0;
  await page.route('**/cdn/pith-vectors.bin', (route) => {
    served++;
    return route.fulfill({ status: 200, body: table, contentType: 'application/octet-stream' });
  });
  await page.route('**/cdn/missing.bin', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await openExample(page, { budget: String(BUDGET), conversation: 'vectors-test' });
  await page.evaluate(() => {
    const w = window as unknown as { relevance: Array<string | undefined> };
    w.relevance = [];
    document.querySelector('pith-chat')!.addEventListener('pith-reply', (e) => {
      w.relevance.push((e as CustomEvent<{ stats: { relevance?: string } }>).detail.stats.relevance);
    });
  });
  const relevance = () => page.evaluate(() => (window as unknown as { relevance: Array<string | undefined> }).relevance);

  // Without the attribute: words only (the first turn has no history to rank).
  await ask(page, QUESTIONS[0], 1);
  await ask(page, QUESTIONS[1], 2);
  expect(await relevance()).toEqual([undefined, 'lexical']);

  // A table that cannot load: one line naming it, and nothing goes to the model.
  await page.locator('pith-chat').evaluate((el) => el.setAttribute('vectors', '/cdn/missing.bin'));
  await expect(page.getByRole('alert')).toContainText('could not load the word vectors: expected HTTP 200');
  await expect(page.getByRole('alert')).toContainText('/cdn/missing.bin, found 404');
  await page.getByRole('textbox', { name: 'Message' }).fill(QUESTIONS[2]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('/cdn/missing.bin');
  expect(model.requests).toHaveLength(2);

  // The table: loaded once, and the history is ranked by meaning too.
  await page.locator('pith-chat').evaluate((el) => el.setAttribute('vectors', '/cdn/pith-vectors.bin'));
  await expect(page.locator('pith-chat li.msg')).toHaveCount(4);
  await ask(page, QUESTIONS[2], 3);
  await ask(page, 'And the colour I picked?', 4);
  expect(await relevance()).toEqual([undefined, 'lexical', 'lexical+static', 'lexical+static']);
  expect(served).toBe(1);
  expect(model.requests).toHaveLength(4);
});

test('a failing endpoint shows a typed error and keeps the question', async ({ page }) => {
  await openExample(page, { endpoint: model.url.replace('/v1', '/missing') });
  await page.getByRole('textbox', { name: 'Message' }).fill('Is the hip belt removable?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('expected HTTP 2xx');
  await expect(page.getByRole('alert')).toContainText('found 404');
  await page.reload();
  await expect(page.locator('pith-chat li.msg')).toHaveText(['Is the hip belt removable?']);
});

test('a bad budget attribute is refused with "expected …, found …" before anything is sent', async ({ page }) => {
  await openExample(page);
  for (const budget of ['-5', '1e300']) {
    await page.locator('pith-chat').evaluate((el, b) => el.setAttribute('budget', b), budget);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText(`pith-chat: budget must be a positive integer, found "${budget}"`);
  }
  expect(model.requests).toHaveLength(0);
});

test('an endpoint that never answers times out with one line, and the widget takes the next question', async ({ page }) => {
  // A real server on 127.0.0.1 that accepts the request (CORS preflight included) and never replies.
  const silent = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') res.end();
  });
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  const port = (silent.address() as { port: number }).port;
  try {
    await openExample(page, { endpoint: `http://127.0.0.1:${port}/v1`, timeout: '800' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Is the hip belt removable?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText('within 800 ms, found none (timed out)');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  } finally {
    silent.closeAllConnections();
    await new Promise((done) => silent.close(done));
  }
});

test('api="worker": the pith Worker in workerd keeps and compresses the conversation; the model gets the context', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const token = 'widget-test-token';
  const bundleDir = join(tmpdir(), `pith-widget-worker-${process.pid}`);
  const { scriptPath } = await bundleWorker(bundleDir);
  const worker = await startLocalWorker({ token, scriptPath, allowedOrigins: baseURL! });
  try {
    const endpoint = worker.url.href.replace(/\/$/, '');
    await openExample(page, {
      api: 'worker', endpoint, 'api-key': token, 'llm-endpoint': model.url, 'llm-api-key': 'sk-model',
      budget: String(BUDGET), conversation: 'worker-test',
    });
    const asked: URL[] = [];
    page.on('request', (r) => r.url().includes('/context?') && asked.push(new URL(r.url())));
    const system = (await page.locator('pith-chat').getAttribute('system'))!;
    for (const [i, q] of QUESTIONS.entries()) await ask(page, q, i + 1);

    // Each turn asks the Worker for a context fitted by sentence, within the budget left.
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const url of asked) {
      expect(url.searchParams.get('refine')).toBe('true');
      expect(Number(url.searchParams.get('budget'))).toBeLessThan(BUDGET);
    }
    expect(received()).toHaveLength(3);
    const last = received()[2];
    expect(last.authorization).toBe('Bearer sk-model');
    expect(last.messages[0]).toEqual({ role: 'system', content: system });
    expect(last.messages.at(-1)).toEqual({ role: 'user', content: QUESTIONS[2] });
    expect(await countTokens(last.messages)).toBeLessThanOrEqual(BUDGET);
    await expect(page.locator('pith-chat .saved')).toContainText('tokens saved');

    // The Worker holds the whole conversation, verbatim; the browser keeps its own copy for the view.
    const stored = await fetch(`${endpoint}/v1/conversations/worker-test/messages`, { headers: { authorization: `Bearer ${token}` } });
    const { messages } = (await stored.json()) as { messages: Message[] };
    const expected = QUESTIONS.flatMap((q, i) => [q, REPLIES[i]]);
    expect(messages.map((m) => m.content)).toEqual(expected);
    await page.reload();
    await page.locator('pith-chat').evaluate((el) => el.setAttribute('conversation', 'worker-test'));
    await expect(page.locator('pith-chat li.msg')).toHaveText(expected);
  } finally {
    await worker.dispose();
    await rm(bundleDir, { recursive: true, force: true });
  }
});

test('theme="dark" switches the palette inside the shadow root, and the Send button stays readable', async ({ page }) => {
  await openExample(page);
  const background = () => page.locator('pith-chat .chat').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');
  const send = page.getByRole('button', { name: 'Send' });
  const colours = () => send.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(contrast(...((await colours()) as [string, string]))).toBeGreaterThanOrEqual(4.5);
  await page.locator('pith-chat').evaluate((el) => el.setAttribute('theme', 'dark'));
  expect(await background()).toBe('rgb(22, 27, 34)');
  // WCAG AA for 14px text: white on the dark accent was 2.9:1.
  expect(contrast(...((await colours()) as [string, string]))).toBeGreaterThanOrEqual(4.5);
});

test('on a 375px phone: HTML stays text, right-to-left text reads right to left, long words and long errors wrap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  const html = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> **bold** <b>hi</b>';
  let fail = false;
  const server = await startLlmServer(() => (fail ? { status: 502, body: `upstream:${'x'.repeat(300)}` } : html));
  try {
    await openExample(page, { endpoint: server.url });
    const hebrew = 'שלום, מתי ההזמנה שלי תגיע?';
    const longWord = 'W'.repeat(300);
    for (const text of [hebrew, `你好，世界。${longWord}`]) await page.locator('pith-chat').evaluate((el: PithChat, t) => el.send(t), text);
    const items = page.locator('pith-chat li.msg');
    await expect(items).toHaveText([hebrew, html, `你好，世界。${longWord}`, html]);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('pith-chat li.msg img, pith-chat li.msg script, pith-chat li.msg b').count()).toBe(0);
    // Each message takes its direction from its text (dir="auto"), and so does the input box.
    expect(await items.first().evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    expect(await items.nth(1).evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('dir', 'auto');
    // Nothing is wider than the phone: not the page, not a message, not the error line.
    const overflows = (sel: string) => page.locator(sel).evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(await overflows('pith-chat li.msg')).toBe(0);
    fail = true;
    await page.locator('pith-chat').evaluate((el: PithChat) => el.send('and now?'));
    await expect(page.getByRole('alert')).toContainText('found 502: upstream:xxx');
    expect(await overflows('pith-chat .error')).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await server.close();
  }
});

test('a conversation id with spaces around it keeps its history across a reload (and clear() empties it)', async ({ page }) => {
  await openExample(page, { conversation: ' spaced ' });
  await ask(page, QUESTIONS[0], 1);
  await page.reload();
  const chat = page.locator('pith-chat');
  await chat.evaluate((el, url) => el.setAttribute('endpoint', url), model.url);
  await chat.evaluate((el) => el.setAttribute('conversation', ' spaced '));
  await expect(page.locator('pith-chat li.msg')).toHaveText([QUESTIONS[0], REPLIES[0]]);
  await chat.evaluate((el: PithChat) => el.clear());
  await page.reload();
  await chat.evaluate((el, url) => el.setAttribute('endpoint', url), model.url);
  await chat.evaluate((el) => el.setAttribute('conversation', ' spaced '));
  await ask(page, QUESTIONS[1], 1);
  await expect(page.locator('pith-chat li.msg')).toHaveText([QUESTIONS[1], REPLIES[1]]);
});

test('screenshot for the README (PITH_SCREENSHOTS=1)', async ({ page }) => {
  test.skip(!process.env.PITH_SCREENSHOTS, 'set PITH_SCREENSHOTS=1 to write docs/widget.png');
  await page.setViewportSize({ width: 1200, height: 760 });
  await openExample(page, { budget: String(BUDGET) });
  for (const [i, q] of QUESTIONS.entries()) await ask(page, q, i + 1);
  await page.screenshot({ path: `${ROOT}docs/widget.png` });
});
