/** @module kernel/oracle/vectors — the oracle kernel's vector methods over a table held in JS memory. */

import { assertSpans, assertText } from '../../inputs.js';
import type { Kernel } from '../../types.js';
import { assertMatrix, assertMmr, assertRows, requireVectors } from '../../vector-inputs.js';
import type { VectorTable } from '../../vector-table.js';
import { mmrOracle, pairSimilaritiesOracle, similaritiesOracle } from './select.js';
import { sentenceVectorsOracle } from './sentence.js';

let table: VectorTable | undefined;

type VectorMethods = Pick<Kernel, 'hasVectors' | 'vectorDims' | 'loadVectors' | 'sentenceVectors' | 'similarities' | 'pairSimilarities' | 'mmr'>;

/**
 * The vector half of the oracle {@link Kernel} (the table is shared, not copied).
 * @example
 * oracleVectors.loadVectors(parseVectorTable(bytes)); oracleVectors.vectorDims() // 100
 */
export const oracleVectors: VectorMethods = {
  hasVectors: () => table !== undefined,
  vectorDims: () => table?.dims ?? 0,
  loadVectors(t) {
    table = t;
  },
  sentenceVectors(text, starts, ends, options) {
    requireVectors(table !== undefined);
    assertText(text);
    assertSpans(starts, ends);
    return sentenceVectorsOracle(table!, text, starts, ends, options?.removeComponent ?? true);
  },
  similarities(query, vectors, dims) {
    assertRows(query, vectors, dims);
    return similaritiesOracle(query, vectors, dims);
  },
  pairSimilarities(vectors, dims) {
    assertMatrix(vectors, dims);
    return pairSimilaritiesOracle(vectors, dims);
  },
  mmr(query, vectors, dims, k, lambda) {
    assertRows(query, vectors, dims);
    assertMmr(k, lambda);
    return mmrOracle(query, vectors, dims, k, lambda);
  },
};
