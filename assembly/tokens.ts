/** @module assembly/tokens — the per-call token table (struct of arrays in the arena) shared by importance and analysis. */

import { arenaAlloc } from './memory';

/** Token table columns (pointers into the arena) and row count. */
export let tokStart: usize = 0;
export let tokEnd: usize = 0;
export let tokKind: usize = 0;
export let tokType: usize = 0;
export let tokHash: usize = 0;
export let tokLex: usize = 0;
export let tokImp: usize = 0;
/** Dense term id of each token (-1: not a term, see isTerm). */
export let tokTerm: usize = 0;
/** The term ids of the term tokens in text order, and the first of each doc (plus the total). */
export let termList: usize = 0;
export let docTermFirst: usize = 0;
export let termListCount = 0;
/** First token of each doc, plus the total at index nDocs. */
export let docFirst: usize = 0;
export let tokCount = 0;

/**
 * Allocates a table for up to `cap` tokens over `nDocs` docs.
 * @example
 * allocTokens(len + 1, nDocs);
 */
export function allocTokens(cap: i32, nDocs: i32): void {
  const c = <usize>max(cap, 1);
  tokStart = arenaAlloc(<i32>(c << 2));
  tokEnd = arenaAlloc(<i32>(c << 2));
  tokHash = arenaAlloc(<i32>(c << 2));
  tokLex = arenaAlloc(<i32>(c << 2));
  tokImp = arenaAlloc(<i32>(c << 2));
  tokTerm = arenaAlloc(<i32>(c << 2));
  termList = arenaAlloc(<i32>(c << 2));
  docTermFirst = arenaAlloc((nDocs + 1) << 2);
  tokKind = arenaAlloc(<i32>c);
  tokType = arenaAlloc(<i32>c);
  docFirst = arenaAlloc((nDocs + 1) << 2);
  tokCount = 0;
  termListCount = 0;
}

/**
 * Sets the row count after a scan.
 * @example
 * setTokCount(n);
 */
export function setTokCount(n: i32): void {
  tokCount = n;
}

/**
 * Sets the length of the term list after a scan.
 * @example
 * setTermCount(nt);
 */
export function setTermCount(n: i32): void {
  termListCount = n;
}
