/** @module platform/node — Node entry: reads build/pith.wasm from disk (and any `file:` URL given to a loader), then re-exports the library. */

import { readFile } from 'node:fs/promises';
import { setDefaultWasmSource } from '../kernel/load.js';
import { setFileUrlReader } from '../kernel/source.js';
import { setDefaultVectorsSource } from '../kernel/vectors-load.js';

setFileUrlReader((url) => readFile(url));
setDefaultWasmSource(async () => new URL('../../build/pith.wasm', import.meta.url));
setDefaultVectorsSource(async () => new URL('../../build/vectors.bin', import.meta.url));

export * from '../index.js';
