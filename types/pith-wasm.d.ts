/** @module pith/pith.wasm — types of the kernel binary's subpath: what Workers bundlers (wrangler's CompiledWasm rule) hand in. */

/**
 * The compiled kernel, as wrangler and workerd import a `.wasm` file; pass it to `init()`.
 * @example
 * import wasm from 'pith/pith.wasm';
 * import { init } from 'pith';
 * await init(wasm);
 */
declare const wasm: WebAssembly.Module;
export default wasm;
