/** @module platform/node — Node entry: reads build/pith.wasm from disk, then re-exports the library. */

import { readFile } from 'node:fs/promises';
import { setDefaultWasmSource } from '../kernel/load.js';
import { setDefaultVectorsSource } from '../kernel/vectors-load.js';

setDefaultWasmSource(() => readFile(new URL('../../build/pith.wasm', import.meta.url)));
setDefaultVectorsSource(() => readFile(new URL('../../build/vectors.bin', import.meta.url)));

export * from '../index.js';
