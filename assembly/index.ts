/** @module assembly/index — the WASM ABI: raw pointers and lengths, numbers only (re-exports only). */

export { arenaAlloc, arenaReset } from './memory';
export { estimate, estimateSpans, importance, pins, scan } from './api';
export { analyze, sentences } from './analyze';
export { select } from './select';
export { lexiconSize, lexPair, lexWord } from './lexicon';
export { vectorsDims, vectorsLoad, vectorsReserve } from './vectors/table';
export { sentenceVectors } from './vectors/sentence';
export { mmr, similarities } from './vectors/select';
