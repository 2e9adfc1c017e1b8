/** @module demo/screenshots — writes docs/demo.png and docs/demo-local-model.png from the built demo (npm run demo:screenshots; docs/widget.png: PITH_SCREENSHOTS=1 npx playwright test widget). */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const OUT = new URL('../docs/', import.meta.url).pathname;
const LOCAL = '?model=tiny-random-llama&localModelPath=/models/&dtype=fp16&externalData=onnx/model.onnx.data';

mkdirSync(OUT, { recursive: true });
const server = await preview({ preview: { port: 0, strictPort: false } });
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('expected vite preview to print a local URL, found none');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-unsafe-webgpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1180 }, deviceScaleFactor: 1 });
  await page.goto(url);
  await page.waitForSelector('body[data-state=ready]');
  await page.selectOption('#example', 'support-desk-small');
  await page.selectOption('#tokenizer', 'o200k');
  await page.fill('#budget', '1200');
  // A probe's question as the query: selection turns query-aware (the figures say lexical+static).
  await page.fill('#query', 'How many cartons were broken on arrival?');
  await page.click('#compress');
  await page.waitForSelector('#figures:not([hidden])');
  await page.screenshot({ path: `${OUT}demo.png` });
  console.log(`wrote ${OUT}demo.png`);

  await page.goto(url + LOCAL);
  await page.waitForSelector('body[data-state=ready]');
  await page.check('#local');
  await page.click('#test-model');
  await page.waitForSelector('#generation[data-done]', { timeout: 60_000 });
  // An LLM strategy on the tiny random model: its summary is gibberish; the figures show the calls.
  await page.selectOption('#example', 'support-chat');
  await page.selectOption('#strategy', 'naive');
  await page.click('#compress');
  await page.waitForSelector('[data-testid=llm-calls]', { timeout: 60_000 });
  await page.screenshot({ path: `${OUT}demo-local-model.png` });
  console.log(`wrote ${OUT}demo-local-model.png`);
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
