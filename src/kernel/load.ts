/** @module kernel/load — load-once WASM initialization through one shared promise, plus the typed guard. */

import { WasmError } from '../errors.js';
import { oracle } from './oracle/index.js';
import type { Kernel } from './types.js';
import { createWasmKernel, type PithExports } from './wasm-kernel.js';
import { resolveSource } from './source.js';

/**
 * A compiled `WebAssembly.Module`, named through `globalThis` so that these declarations also
 * compile without the DOM lib (Node projects on `lib: ["ES2022"]` + @types/node have no
 * `WebAssembly` namespace; there it reads `object`).
 */
type CompiledWasm = typeof globalThis extends { WebAssembly: { Module: { prototype: infer M } } } ? M : object;

/** What {@link init} accepts: a compiled module, the bytes, a URL, or a (pending) fetch Response. */
export type WasmSource = CompiledWasm | ArrayBuffer | ArrayBufferView | URL | Response | Promise<Response>;

let pending: Promise<Kernel> | undefined;
let ready: Kernel | undefined;
let defaultSource: (() => Promise<WasmSource>) | undefined;

/**
 * Sets where {@link init} loads the binary from when called without a source (the platform
 * entry files call this: node reads the file, the browser fetches it, workerd imports the module).
 * @example
 * setDefaultWasmSource(() => fs.readFile(new URL('../../build/pith.wasm', import.meta.url)));
 */
export function setDefaultWasmSource(source: () => Promise<WasmSource>): void {
  defaultSource = source;
}

const imports = {
  env: {
    abort(_msg: number, _file: number, line: number, column: number): never {
      throw new Error(`pith.wasm aborted at ${line}:${column}`);
    },
  },
};

async function instantiate(source: WasmSource | undefined): Promise<WebAssembly.Instance> {
  const s = await resolveSource(source, defaultSource, 'the WASM binary', 'pass one to init() or import a platform entry');
  if (s instanceof WebAssembly.Module) return WebAssembly.instantiate(s, imports);
  if (s instanceof ArrayBuffer || ArrayBuffer.isView(s)) {
    return (await WebAssembly.instantiate(s as BufferSource, imports)).instance;
  }
  throw new Error(`expected a WebAssembly.Module, bytes, URL or Response, found ${typeof s}`);
}

/**
 * Loads and instantiates pith.wasm once; every call shares one promise. A failed load can be
 * retried. Failures reject with `WasmError('WASM_LOAD_FAILED', …, { cause })`.
 * @example
 * const kernel = await init(); kernel.estimateTokens('hello')
 */
export function init(source?: WasmSource): Promise<Kernel> {
  pending ??= instantiate(source).then(
    (instance) => {
      const x = instance.exports as unknown as PithExports;
      x._initialize?.();
      ready = createWasmKernel(x);
      return ready;
    },
    (cause: unknown) => {
      pending = undefined;
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new WasmError('WASM_LOAD_FAILED', `could not load the WASM kernel: ${why}`, { cause });
    },
  );
  return pending;
}

/**
 * Same as {@link init}: the name used in the kernel contract's examples.
 * @example
 * const k = await loadKernel();
 */
export function loadKernel(source?: WasmSource): Promise<Kernel> {
  return init(source);
}

/**
 * The WASM kernel, once {@link init} has resolved; otherwise throws
 * `WasmError('WASM_NOT_INITIALIZED', 'WASM binary has not been initialized: call init() first')`.
 * @example
 * await init(); getKernel().scan('a b').count // 2
 */
export function getKernel(): Kernel {
  if (!ready) throw new WasmError('WASM_NOT_INITIALIZED', 'WASM binary has not been initialized: call init() first');
  return ready;
}

/**
 * True once {@link init} has resolved.
 * @example
 * if (!isInitialized()) await init();
 */
export function isInitialized(): boolean {
  return ready !== undefined;
}

/**
 * The plain-TS oracle kernel (same results, slower; needs no WASM).
 * @example
 * oracleKernel().estimateTokens('hello') // 2 (each span rounds up)
 */
export function oracleKernel(): Kernel {
  return oracle;
}
