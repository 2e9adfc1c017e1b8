// init()/getKernel(): the typed guard before init, load-once, and typed load failures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WasmError } from '../../src/errors.js';
import { getKernel, init, isInitialized, oracleKernel } from '../../src/kernel/load.js';
import { WASM_PATH } from './kernels.js';

describe('load', () => {
  it('throws WASM_NOT_INITIALIZED when the kernel is used before init()', () => {
    expect(isInitialized()).toBe(false);
    expect(() => getKernel()).toThrow(WasmError);
    expect(() => getKernel()).toThrow('WASM binary has not been initialized: call init() first');
    try {
      getKernel();
    } catch (e) {
      expect((e as WasmError).code).toBe('WASM_NOT_INITIALIZED');
    }
  });

  it('rejects bad bytes with WASM_LOAD_FAILED and a cause, and can be retried', async () => {
    const err = await init(new Uint8Array([1, 2, 3])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WasmError);
    expect((err as WasmError).code).toBe('WASM_LOAD_FAILED');
    expect((err as WasmError).cause).toBeDefined();
    expect(isInitialized()).toBe(false);
  });

  it('loads once through one shared promise (bytes, then a compiled module is ignored)', async () => {
    const bytes = readFileSync(WASM_PATH);
    const a = init(bytes);
    const b = init(new WebAssembly.Module(bytes));
    expect(a).toBe(b);
    const k = await a;
    expect(k.name).toBe('wasm');
    expect(getKernel()).toBe(k);
    expect(k.estimateTokens('hello world')).toBe(oracleKernel().estimateTokens('hello world'));
  });

  it('rejects non-string text with a typed error', () => {
    expect(() => getKernel().scan(42 as unknown as string)).toThrow('text must be a string, found number 42');
  });
});
