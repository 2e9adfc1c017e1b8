/** @module test/wasm/vector-tables — the built word-vector table and small synthetic ones for vector tests. */

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeVectors } from '../../scripts/encode-vectors.js';
import { parseVectorTable, type VectorTable } from '../../src/kernel/vector-table.js';

/** Path of build/vectors.bin. */
export const VECTORS_PATH = fileURLToPath(new URL('../../build/vectors.bin', import.meta.url));

/**
 * The built table (fails clearly when `npm run build:vectors` has not run).
 * @example
 * builtTable().dims // 100
 */
export function builtTable(): VectorTable {
  if (!existsSync(VECTORS_PATH)) {
    throw new Error(`expected the word vectors at ${VECTORS_PATH}, found nothing: run \`npm run build:vectors\` first`);
  }
  return parseVectorTable(readFileSync(VECTORS_PATH));
}

/**
 * A 6-dimensional table of a few words with one-hot-like vectors (no component), ranks 1…n.
 * @example
 * tinyTable().count // 6
 */
export function tinyTable(): VectorTable {
  const words = ['alpha', 'beta', 'gamma', 'not', 'do', 'state-of-the-art'];
  const vector = (i: number) => Array.from({ length: 6 }, (_, d) => (d === i ? 1 : 0.01 * d));
  return parseVectorTable(encodeVectors(words.map((word, i) => ({ word, rank: 1000 + i, vector: vector(i) })), { component: false, vocabulary: 100_000 }));
}
