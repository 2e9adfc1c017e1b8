/** @module test/e2e/local-model — the playground's local-model switch in Chromium with WebGPU on: tiny-random-llama, served from ../shared/models, generates text and runs an LLM strategy. */
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { sharedModel } from '../fixtures/shared-models.js';

// The tiny model only has fp16 weights in a file its graph names model.onnx.data.
const PAGE = '/?model=tiny-random-llama&localModelPath=/models/&dtype=fp16&externalData=onnx/model.onnx.data';

let browser: Browser;
test.beforeAll(async () => {
  sharedModel('tiny-random-llama'); // throws a clear error when ../shared is missing
  const base = test.info().project.use.launchOptions ?? {};
  browser = await chromium.launch({ ...base, args: [...(base.args ?? []), '--enable-unsafe-webgpu'] });
});
test.afterAll(async () => {
  await browser?.close();
});

test('the local model runs in the page: WebGPU is asked first, text comes back, progress is shown', async ({ baseURL }) => {
  const page = await browser.newPage({ baseURL });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  // Count WebGPU adapter requests and record what the adapter offers.
  await page.addInitScript(() => {
    const gpu = (navigator as unknown as { gpu?: { requestAdapter: (...a: unknown[]) => Promise<{ features: Set<string> } | null> } }).gpu;
    if (!gpu) return;
    const original = gpu.requestAdapter.bind(gpu);
    const seen: string[] = [];
    (window as unknown as { __adapters: string[] }).__adapters = seen;
    gpu.requestAdapter = async (...args) => {
      const adapter = await original(...args);
      seen.push(adapter ? (adapter.features.has('shader-f16') ? 'f16' : 'no-f16') : 'none');
      return adapter;
    };
  });
  const ortWasm = page.waitForResponse((r) => /\/ort-wasm-simd-threaded\.asyncify[-\w]*\.wasm$/.test(r.url()));

  await page.goto(PAGE);
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await page.check('#local');
  await expect(page.locator('#model')).toHaveValue('tiny-random-llama');
  await expect(page.locator('#local-info')).toHaveText(/^WebGPU adapter: .+, (with|without) fp16/);
  // From here on, adapter requests come from the provider loading the model.
  await page.evaluate(() => ((window as unknown as { __adapters: string[] }).__adapters.length = 0));
  await page.click('#test-model');
  const output = page.getByTestId('generation');
  await expect(output).toHaveAttribute('data-done', /ok|error/, { timeout: 45_000 });
  const text = (await output.textContent()) ?? '';
  expect(await output.getAttribute('data-done'), text).toBe('ok');

  // Loading the model requested WebGPU and an adapter came back (SwiftShader here).
  const adapters = await page.evaluate(() => (window as unknown as { __adapters: string[] }).__adapters);
  expect(adapters.length).toBeGreaterThan(0);
  expect(adapters).not.toContain('none');
  // The provider runs on WebGPU when the adapter has fp16; otherwise it falls back to WASM, as documented.
  const device = await page.locator('#local-panel').getAttribute('data-device');
  expect(device).toBe(adapters.includes('f16') ? 'webgpu' : 'wasm');
  await expect(page.locator('#local-info')).toHaveText(`tiny-random-llama ready on ${device} (fp16)`);

  // The runtime came from the demo itself (its one copy under /assets/), as application/wasm; the model from /models/.
  expect(new URL((await ortWasm).url()).pathname).toMatch(/^\/assets\//);
  expect((await ortWasm).headers()['content-type']).toBe('application/wasm');
  const [header, generated] = text.split('\n');
  expect(header).toMatch(new RegExp(`^local:tiny-random-llama on ${device} \\(\\d+\\.\\d s\\):$`));
  expect(generated.trim().length).toBeGreaterThan(0);
  expect(Number(await page.locator('#local-panel').getAttribute('data-progress-events'))).toBeGreaterThan(3);
  expect(await page.locator('#download').evaluate((bar: HTMLProgressElement) => bar.value)).toBe(100);
  expect(problems).toEqual([]);
  await page.close();
});

test('an LLM strategy runs on the local model: the figures report its calls and the budget holds', async ({ baseURL }) => {
  const page = await browser.newPage({ baseURL });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await openNaiveRun(page);
  await page.click('#compress');
  // The model loads on the first LLM run; its text is gibberish, so this checks the plumbing only.
  await expect(page.getByTestId('strategy-shown')).toHaveText('naive · estimate', { timeout: 45_000 });
  await expect(page.locator('#error')).toBeHidden();
  await expect(page.locator('#local-info')).toHaveText(/^tiny-random-llama ready on (webgpu|wasm) \(fp16\)$/);

  expect(number(await page.getByTestId('tokens-before').textContent())).toBeGreaterThan(300);
  expect(number(await page.getByTestId('tokens-after').textContent())).toBeLessThanOrEqual(300);
  // "calls", then "(n failed)" and "→ pith" when the model's reply was unusable and pith took over.
  const calls = (await page.getByTestId('llm-calls').textContent()) ?? '';
  const [, made, failed, fallback] = /^(\d+)(?: \((\d+) failed\))?(?: → (\w+))?$/.exec(calls) ?? [];
  expect(Number(made), calls).toBeGreaterThanOrEqual(1);
  if (failed) expect(fallback, calls).toBe('pith');
  const [sent] = ((await page.getByTestId('llm-tokens').textContent()) ?? '').split('→').map(number);
  expect(sent).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await page.close();
});

test('Stop ends an LLM run while the model loads: a typed ABORTED error at once, and the next run works', async ({ baseURL }) => {
  const page = await browser.newPage({ baseURL });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // The model's files are held back until Stop has been pressed: the run is still loading the model.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route((url) => url.pathname.startsWith('/models/'), async (route) => {
    await held;
    await route.continue();
  });
  await openNaiveRun(page);
  await expect(page.locator('#stop')).toBeHidden();
  await page.click('#compress');
  await expect(page.locator('#stop')).toBeVisible();
  const pressed = Date.now();
  await page.click('#stop');
  await expect(page.locator('#error')).toHaveText('ABORTED: compress: expected to finish, found the call aborted by its signal');
  expect(Date.now() - pressed).toBeLessThan(2_000);
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#stop')).toBeHidden();
  await expect(page.getByTestId('strategy-shown')).toBeHidden();
  // The model finishes loading once its files come; the next run uses it.
  release();
  await page.click('#compress');
  await expect(page.getByTestId('strategy-shown')).toHaveText('naive · estimate', { timeout: 45_000 });
  await expect(page.locator('#error')).toBeHidden();
  expect(problems).toEqual([]);
  await page.close();
});

/** The playground with the support chat, the local model on, strategy `naive` and a 300-token budget, ready to compress. */
async function openNaiveRun(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
  await page.selectOption('#example', 'support-chat');
  await page.check('#local');
  await page.selectOption('#strategy', 'naive');
  await page.fill('#budget', '300');
}

const number = (text: string | null | undefined): number => Number((text ?? '').replace(/[^\d.]/g, ''));
