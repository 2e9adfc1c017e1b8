/** @module platform/workerd — Cloudflare Workers entry: the bundler hands in a compiled WebAssembly.Module (never compiled from bytes here). */

import wasmModule from '../../build/pith.wasm';
import { setDefaultWasmSource } from '../kernel/load.js';

setDefaultWasmSource(() => Promise.resolve(wasmModule));

export * from '../index.js';
