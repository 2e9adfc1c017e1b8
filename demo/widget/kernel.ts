/** @module demo/widget/kernel — loads pith.wasm for the widget from the URL the bundler gives it (inlined in the one-file build). */
import { init, type Kernel } from '../../src/index.js';

/**
 * Loads the kernel once from the widget's own copy of pith.wasm, before any compression. The
 * widget imports the library's barrel, not the browser entry, so the optional word vectors
 * (megabytes) stay out of the one-file build.
 * @example
 * await loadKernel(); // then compress() and countTokens() run on the WASM kernel
 */
export function loadKernel(): Promise<Kernel> {
  return init(new URL('../../build/pith.wasm', import.meta.url));
}
