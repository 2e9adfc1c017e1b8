/** @module assembly/lexicon — the fixed word lists as static hash tables (the same text as src/kernel/oracle/lexicon.ts). */

import { pairHash, wordHash } from './hash';

// Word-type lists in precedence order; WordType values 0, 8, 5, 6, 3.
const QUESTION = 'who what when where why how which whom whose';
const FILLER = 'um uh uhm er erm hmm basically actually really just very literally totally kinda sorta anyway honestly simply quite somewhat okay ok yeah oh ah';
const CONNECTOR = 'and or but because however therefore thus hence so although though while whereas also then moreover furthermore meanwhile otherwise since unless until yet nor plus besides instead';
const COMMON = "the a an is are was were be been being am of to in on at by for with from as into about than that this these those it its it's i i'm i've i'll me my we we're we'll our us you you're your he she him they they're them their his her there here do does did have has had can could would should will shall may might not no yes if up out off some any all each more most such own same too again once let's";
const ACTION = 'fix deploy send book buy cancel create delete update add remove install run build test check review merge schedule call email order pay refund ship release revert restart configure implement migrate upgrade rollback debug investigate verify confirm reserve submit approve reject escalate assign document refactor';

/** Entry bits (see Lex in the oracle). */
export const TYPE_MASK: u32 = 15;
export const NO_TYPE: u32 = 15;
export const LEX_KEY: u32 = 1 << 4;
export const LEX_CONSTRAINT: u32 = 1 << 5;
export const LEX_DECISION: u32 = 1 << 6;
export const LEX_GOAL: u32 = 1 << 7;
export const LEX_CORRECTION: u32 = 1 << 8;
export const LEX_ERROR: u32 = 1 << 9;
export const LEX_CHANGE: u32 = 1 << 10;
export const LEX_TO: u32 = 1 << 11;
export const LEX_NOT: u32 = 1 << 12;
export const LEX_BUT: u32 = 1 << 13;
export const LEX_HTTP: u32 = 1 << 14;

const KEY = 'error errors success successful fix fixed todo decided decision must never always deadline budget required important critical warning failed failure note agreed constraint constraints bug blocker resolved priority requirement requirements urgent exception crash';
const CONSTRAINT = "must never always required mandatory cannot can't don't shouldn't mustn't won't only forbidden maximum minimum";
const DECISION = 'decided decide chose chosen agreed settled opted selected final decision';
const GOAL = 'goal goals objective objectives aim';
const CORRECTION = 'actually instead correction wrong mistake';
const ERROR = 'error errors exception exceptions failed failure failures fail fails failing traceback panic panicked crash crashed crashes fatal segfault stack';
const CHANGE = 'change changed changing update updated move moved reschedule rescheduled switch switched postpone postponed';
const HTTP = 'status http https code returned returns returning response responded got received server request';

const PAIR_CONSTRAINT = 'at most,at least,no more,no later';
const PAIR_DECISION = "going with,we'll use,will use,settled on";
const PAIR_GOAL = 'trying to,want to,wants to,need to,needs to,plan to,planning to,aim to';
const PAIR_CORRECTION = 'scratch that,instead of';

/** Abbreviations whose period does not end a sentence (see src/kernel/oracle/sentences.ts). */
const ABBREVIATIONS = 'dr mr mrs ms prof st vs etc e.g i.e u.s u.k a.m p.m inc ltd jr sr approx fig cf al vol dept est mt ca';
/** Abbreviations whose period ends no sentence only before a number: "No. 5", "ext. 7035", "pp. 12", "Jan. 5", "sec. 4.2.1". */
const NUMBER_ABBREVIATIONS = 'no nr ext tel p pp apt ste sec ch jan feb mar apr jun jul aug sep sept oct nov dec';

const WORD_CAP = 2048;
const PAIR_CAP = 256;
const ABBR_CAP = 128;
const WORD_KEYS = memory.data(WORD_CAP * 4);
const WORD_VALS = memory.data(WORD_CAP * 4);
const PAIR_KEYS = memory.data(PAIR_CAP * 4);
const PAIR_VALS = memory.data(PAIR_CAP * 4);
const ABBR_KEYS = memory.data(ABBR_CAP * 4);
const NUM_ABBR_KEYS = memory.data(ABBR_CAP * 4);
let wordCount = 0;

function slot(keys: usize, cap: i32, h: u32): usize {
  let i = <i32>(h & <u32>(cap - 1));
  for (;;) {
    const p = keys + (<usize>i << 2);
    const k = load<u32>(p);
    if (k == h || k == 0) return p;
    i = (i + 1) & (cap - 1);
  }
  return 0; // not reached: the loop returns
}

function strHash(s: string, from: i32, to: i32): u32 {
  return wordHash(changetype<usize>(s), from, to);
}

/** Calls add(hash) per space-separated word of s, through the table. */
function addWords(s: string, type: u32, flag: u32): void {
  let i = 0;
  const n = s.length;
  while (i < n) {
    let j = i;
    while (j < n && s.charCodeAt(j) != 32) j++;
    const h = strHash(s, i, j);
    const p = slot(WORD_KEYS, WORD_CAP, h);
    const vp = p - WORD_KEYS + WORD_VALS;
    if (load<u32>(p) == 0) {
      store<u32>(p, h);
      store<u32>(vp, NO_TYPE);
      wordCount++;
    }
    let v = load<u32>(vp);
    if (type != NO_TYPE && (v & TYPE_MASK) == NO_TYPE) v = (v & ~TYPE_MASK) | type;
    store<u32>(vp, v | flag);
    i = j + 1;
  }
}

function addPairs(s: string, flag: u32): void {
  let i = 0;
  const n = s.length;
  while (i < n) {
    let sp = i;
    while (s.charCodeAt(sp) != 32) sp++;
    let j = sp + 1;
    while (j < n && s.charCodeAt(j) != 44) j++;
    const h = pairHash(strHash(s, i, sp), strHash(s, sp + 1, j));
    const p = slot(PAIR_KEYS, PAIR_CAP, h);
    store<u32>(p, h);
    store<u32>(p - PAIR_KEYS + PAIR_VALS, load<u32>(p - PAIR_KEYS + PAIR_VALS) | flag);
    i = j + 1;
  }
}

function addAbbrevs(s: string, keys: usize): void {
  let i = 0;
  const n = s.length;
  while (i < n) {
    let j = i;
    while (j < n && s.charCodeAt(j) != 32) j++;
    const h = strHash(s, i, j);
    store<u32>(slot(keys, ABBR_CAP, h), h);
    i = j + 1;
  }
}

function build(): void {
  addWords(QUESTION, 0, 0);
  addWords(FILLER, 8, 0);
  addWords(CONNECTOR, 5, 0);
  addWords(COMMON, 6, 0);
  addWords(ACTION, 3, 0);
  addWords(KEY, NO_TYPE, LEX_KEY);
  addWords(CONSTRAINT, NO_TYPE, LEX_CONSTRAINT);
  addWords(DECISION, NO_TYPE, LEX_DECISION);
  addWords(GOAL, NO_TYPE, LEX_GOAL);
  addWords(CORRECTION, NO_TYPE, LEX_CORRECTION);
  addWords(ERROR, NO_TYPE, LEX_ERROR);
  addWords(CHANGE, NO_TYPE, LEX_CHANGE);
  addWords('to', NO_TYPE, LEX_TO);
  addWords('not', NO_TYPE, LEX_NOT);
  addWords('but', NO_TYPE, LEX_BUT);
  addWords(HTTP, NO_TYPE, LEX_HTTP);
  addPairs(PAIR_CONSTRAINT, LEX_CONSTRAINT);
  addPairs(PAIR_DECISION, LEX_DECISION);
  addPairs(PAIR_GOAL, LEX_GOAL);
  addPairs(PAIR_CORRECTION, LEX_CORRECTION);
  addAbbrevs(ABBREVIATIONS, ABBR_KEYS);
  addAbbrevs(NUMBER_ABBREVIATIONS, NUM_ABBR_KEYS);
}
build();

/**
 * Lexicon entry of a word hash (low 4 bits the word type, 15 = none; then LEX_* bits).
 * @example
 * lexWord(wordHash(t, s, e)) & LEX_CONSTRAINT
 */
export function lexWord(h: u32): u32 {
  const p = slot(WORD_KEYS, WORD_CAP, h);
  return load<u32>(p) == 0 ? NO_TYPE : load<u32>(p - WORD_KEYS + WORD_VALS);
}

/**
 * Flags of a word-pair hash, 0 when not listed.
 * @example
 * lexPair(pairHash(a, b))
 */
export function lexPair(h: u32): u32 {
  const p = slot(PAIR_KEYS, PAIR_CAP, h);
  return load<u32>(p) == 0 ? 0 : load<u32>(p - PAIR_KEYS + PAIR_VALS);
}

/**
 * True when the hash is a listed abbreviation.
 * @example
 * isAbbrevHash(wordHash(t, k, dot))
 */
export function isAbbrevHash(h: u32): bool {
  return load<u32>(slot(ABBR_KEYS, ABBR_CAP, h)) == h;
}

/**
 * True when the hash is an abbreviation listed as ending no sentence before a number ("ext. 7035").
 * @example
 * isNumberAbbrevHash(wordHash(t, k, dot))
 */
export function isNumberAbbrevHash(h: u32): bool {
  return load<u32>(slot(NUM_ABBR_KEYS, ABBR_CAP, h)) == h;
}

/**
 * Number of distinct listed words (parity check with the oracle).
 * @example
 * lexiconSize() // ≈ 300
 */
export function lexiconSize(): i32 {
  return wordCount;
}
