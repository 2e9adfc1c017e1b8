/** @module pith/vectors.bin — types of the word-vector table's subpath: what Workers bundlers (a "Data" rule) hand in. */

/**
 * The word-vector table's bytes, as wrangler imports a `.bin` file under
 * `[[rules]] type = "Data", globs = ["**\/*.bin"]`; pass it to `initVectors()`.
 * @example
 * import vectors from 'pith/vectors.bin';
 * import { initVectors } from 'pith';
 * await initVectors(vectors);
 */
declare const vectors: ArrayBuffer;
export default vectors;
