/** @module test/worker/compress — pith in real workerd: `workerd` condition, imported WASM module. */
import { describe, expect, it } from 'vitest';
import { compress, countTokens, init, type CompressResult, type Message } from 'pith';
import wasm from '../../build/pith.wasm';
import chat from '../../examples/support-chat.json' with { type: 'json' };
import { call } from './helpers.js';

const messages = chat.messages as Message[];
const BUDGET = 300;
const text = (r: CompressResult) => r.messages.map((m) => String(m.content)).join('\n');

describe('pith on workerd', () => {
  it('runs in workerd, where compiling WASM from bytes is forbidden', async () => {
    expect(navigator.userAgent).toBe('Cloudflare-Workers');
    const empty = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    await expect(WebAssembly.compile(empty)).rejects.toThrow();
  });

  it('init() loads the kernel from the imported WebAssembly.Module', async () => {
    expect(wasm).toBeInstanceOf(WebAssembly.Module);
    const kernel = await init();
    expect(kernel.estimateTokens('Ship 45 units to Lyon by May 3.')).toBeGreaterThan(0);
  });

  it('compress fits the budget and keeps the order ID', async () => {
    const result = await compress(messages, { budget: BUDGET });
    expect(result.stats.originalTokens).toBeGreaterThan(BUDGET);
    expect(result.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(await countTokens(result.messages)).toBeLessThanOrEqual(BUDGET);
    expect(text(result)).toContain('ORD-58213');
  });

  it('the Worker answers POST /v1/compress with the compressed conversation', async () => {
    const response = await call('/v1/compress', { json: { messages, budget: BUDGET } });
    const body = (await response.json()) as CompressResult;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(text(body)).toContain('ORD-58213');
  });
});
