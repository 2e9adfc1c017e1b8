/** @module kernel/load — load-once WASM initialization through one shared promise, plus the typed guard. */

import { WasmError, describe } from '../errors.js';
import { oracle } from './oracle/index.js';
import type { Kernel } from './types.js';
import { createWasmKernel, type PithExports } from './wasm-kernel.js';
import { resolveSource } from './source.js';
import { wasmImports } from './wasm-imports.js';

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

/** The functions of the pith.wasm ABI ({@link PithExports}); a binary without one of them is not this version's kernel. */
const FUNCTIONS = [
  'arenaReset', 'arenaAlloc', 'estimate', 'estimateSpans', 'scan', 'sentences', 'pins', 'importance', 'analyze', 'select',
  'lexiconSize', 'lexWord', 'lexPair', 'vectorsReserve', 'vectorsLoad', 'vectorsDims', 'sentenceVectors', 'similarities', 'mmr',
] as const;

function checkExports(exports: Record<string, unknown>): PithExports {
  const missing: string[] = FUNCTIONS.filter((f) => typeof exports[f] !== 'function');
  if (!(exports.memory instanceof WebAssembly.Memory)) missing.unshift('memory');
  if (missing.length > 0) {
    throw new Error(`expected the exports of this version's pith.wasm, found a module without ${missing.join(', ')}`);
  }
  return exports as unknown as PithExports;
}

async function instantiate(s: unknown): Promise<Kernel> {
  const host = wasmImports();
  let instance: WebAssembly.Instance;
  if (s instanceof WebAssembly.Module) instance = await WebAssembly.instantiate(s, host.imports);
  else if (s instanceof ArrayBuffer || ArrayBuffer.isView(s)) instance = (await WebAssembly.instantiate(s as BufferSource, host.imports)).instance;
  else throw new Error(`expected a WebAssembly.Module, bytes, URL or Response, found ${describe(s)}`);
  const x = checkExports(instance.exports);
  host.bind(x.memory);
  x._initialize?.();
  return createWasmKernel(x);
}

/**
 * Loads and instantiates pith.wasm once; every call shares one promise (a later call's source is
 * not read). Any failure (no file, HTTP error, bytes that are not pith.wasm, a binary without this
 * version's exports) rejects with `WasmError('WASM_LOAD_FAILED', …, { cause })` naming the URL
 * when there is one, and the next call tries again.
 * @example
 * const kernel = await init(); kernel.estimateTokens('hello')
 */
export function init(source?: WasmSource): Promise<Kernel> {
  if (pending) return pending;
  let from: string | undefined;
  pending = (async () => {
    const resolved = await resolveSource(source, defaultSource, 'the WASM binary', 'pass one to init() or import a platform entry');
    from = resolved.from;
    return instantiate(resolved.data);
  })().then(
    (kernel) => (ready = kernel),
    (cause: unknown) => {
      pending = undefined;
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new WasmError('WASM_LOAD_FAILED', `could not load the WASM kernel${from ? ` from ${from}` : ''}: ${why}`, { cause });
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
