/** @module embed/types — the one interface every embedder implements (static vectors, Transformers.js, Workers AI). */

/** Options of one {@link Embedder.embed} call. */
export interface EmbedOptions {
  /** Abort a slow embedding call (remote or model-backed embedders). */
  signal?: AbortSignal;
}

/**
 * Turns texts into unit-length vectors; cosine similarity is then a dot product.
 * @example
 * const [a, b] = await embedder.embed(['book a flight', 'reserve a plane ticket']);
 * let cos = 0; for (let i = 0; i < a.length; i++) cos += a[i] * b[i];
 */
export interface Embedder {
  /** Stable name for stats and reports, e.g. 'static', 'transformers:Xenova/all-MiniLM-L6-v2'. */
  readonly name: string;
  /** Length of every vector returned. */
  readonly dimensions: number;
  /** One unit-length vector per text, in input order (an empty text gives a zero vector). */
  embed(texts: readonly string[], options?: EmbedOptions): Promise<Float32Array[]>;
}
