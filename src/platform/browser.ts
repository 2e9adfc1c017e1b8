/** @module platform/browser — browser entry: fetches build/pith.wasm beside the package, then re-exports the library. */

import { setDefaultWasmSource } from '../kernel/load.js';
import { setDefaultVectorsSource } from '../kernel/vectors-load.js';

setDefaultWasmSource(() => fetch(new URL('../../build/pith.wasm', import.meta.url)));
setDefaultVectorsSource(() => fetch(new URL('../../build/vectors.bin', import.meta.url)));

export * from '../index.js';
