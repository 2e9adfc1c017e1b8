/** @module test/wasm/kernels — loads the built WASM kernel for tests (fails clearly when build/pith.wasm is missing). */

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kernel } from '../../src/kernel/types.js';
import { createWasmKernel, type PithExports } from '../../src/kernel/wasm-kernel.js';
import { wasmImports } from '../../src/kernel/wasm-imports.js';

/** Path of the release binary. */
export const WASM_PATH = fileURLToPath(new URL('../../build/pith.wasm', import.meta.url));

/**
 * A fresh WASM kernel plus its raw exports (for memory checks), independent of init()'s singleton.
 * @example
 * const { kernel, exports } = await freshWasmKernel(); exports.memory.buffer.byteLength
 */
export async function freshWasmKernel(): Promise<{ kernel: Kernel; exports: PithExports }> {
  if (!existsSync(WASM_PATH)) {
    throw new Error(`expected the WASM binary at ${WASM_PATH}, found nothing: run \`npm run build:wasm\` first`);
  }
  const host = wasmImports();
  const { instance } = await WebAssembly.instantiate(readFileSync(WASM_PATH), host.imports);
  const exports = instance.exports as unknown as PithExports;
  host.bind(exports.memory);
  exports._initialize?.();
  return { kernel: createWasmKernel(exports), exports };
}
