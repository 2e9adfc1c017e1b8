/** @module kernel/oracle/lexicon — the fixed word lists behind word types and sentence flags (identical text in assembly/lexicon.ts). */

import { WordType } from '../types.js';
import { pairHash, wordHash } from './hash.js';

/**
 * Word-type lists in precedence order (a word keeps the first type it gets).
 * @example
 * TYPE_LISTS[0][1].split(' ')[0] // 'who'
 */
export const TYPE_LISTS: ReadonlyArray<readonly [number, string]> = [
  [WordType.QUESTION, 'who what when where why how which whom whose'],
  [WordType.FILLER, 'um uh uhm er erm hmm basically actually really just very literally totally kinda sorta anyway honestly simply quite somewhat okay ok yeah oh ah'],
  [WordType.CONNECTOR, 'and or but because however therefore thus hence so although though while whereas also then moreover furthermore meanwhile otherwise since unless until yet nor plus besides instead'],
  [WordType.COMMON, "the a an is are was were be been being am of to in on at by for with from as into about than that this these those it its it's i i'm i've i'll me my we we're we'll our us you you're your he she him they they're them their his her there here do does did have has had can could would should will shall may might not no yes if up out off some any all each more most such own same too again once let's"],
  [WordType.ACTION, 'fix deploy send book buy cancel create delete update add remove install run build test check review merge schedule call email order pay refund ship release revert restart configure implement migrate upgrade rollback debug investigate verify confirm reserve submit approve reject escalate assign document refactor'],
];

/**
 * Bits of a lexicon entry above the 4-bit word type.
 * @example
 * Lex.TYPE_MASK // 15
 */
export const Lex = {
  TYPE_MASK: 15,
  NO_TYPE: 15,
  KEY: 1 << 4,
  CONSTRAINT: 1 << 5,
  DECISION: 1 << 6,
  GOAL: 1 << 7,
  CORRECTION: 1 << 8,
  ERROR: 1 << 9,
  /** change/moved/update…: "change X to Y" is a correction. */
  CHANGE: 1 << 10,
  TO: 1 << 11,
  NOT: 1 << 12,
  BUT: 1 << 13,
  /** status, http, returned…: makes a 4xx/5xx number in the same unit an ERROR. */
  HTTP: 1 << 14,
} as const;

/**
 * Flag lists: single words.
 * @example
 * FLAG_LISTS[1][1].split(' ').includes('must') // true
 */
export const FLAG_LISTS: ReadonlyArray<readonly [number, string]> = [
  [Lex.KEY, 'error errors success successful fix fixed todo decided decision must never always deadline budget required important critical warning failed failure note agreed constraint constraints bug blocker resolved priority requirement requirements urgent exception crash'],
  [Lex.CONSTRAINT, "must never always required mandatory cannot can't don't shouldn't mustn't won't only forbidden maximum minimum"],
  [Lex.DECISION, 'decided decide chose chosen agreed settled opted selected final decision'],
  [Lex.GOAL, 'goal goals objective objectives aim'],
  [Lex.CORRECTION, 'actually instead correction wrong mistake'],
  [Lex.ERROR, 'error errors exception exceptions failed failure failures fail fails failing traceback panic panicked crash crashed crashes fatal segfault stack'],
  [Lex.CHANGE, 'change changed changing update updated move moved reschedule rescheduled switch switched postpone postponed'],
  [Lex.TO, 'to'],
  [Lex.NOT, 'not'],
  [Lex.BUT, 'but'],
  [Lex.HTTP, 'status http https code returned returns returning response responded got received server request'],
];

/**
 * Flag lists: word pairs, "first second" separated by commas.
 * @example
 * PAIR_LISTS[0][1].split(',') // ['at most', 'at least', 'no more', 'no later']
 */
export const PAIR_LISTS: ReadonlyArray<readonly [number, string]> = [
  [Lex.CONSTRAINT, 'at most,at least,no more,no later'],
  [Lex.DECISION, "going with,we'll use,will use,settled on"],
  [Lex.GOAL, 'trying to,want to,wants to,need to,needs to,plan to,planning to,aim to'],
  [Lex.CORRECTION, 'scratch that,instead of'],
];

function hashOf(w: string): number {
  return wordHash(w, 0, w.length);
}

function build(): { words: Map<number, number>; pairs: Map<number, number> } {
  const words = new Map<number, number>();
  const get = (h: number) => words.get(h) ?? Lex.NO_TYPE;
  for (const [type, list] of TYPE_LISTS) {
    for (const w of list.split(' ')) {
      const h = hashOf(w);
      const v = get(h);
      if ((v & Lex.TYPE_MASK) === Lex.NO_TYPE) words.set(h, (v & ~Lex.TYPE_MASK) | type);
    }
  }
  for (const [flag, list] of FLAG_LISTS) for (const w of list.split(' ')) words.set(hashOf(w), get(hashOf(w)) | flag);
  const pairs = new Map<number, number>();
  for (const [flag, list] of PAIR_LISTS) {
    for (const p of list.split(',')) {
      const [a, b] = p.split(' ');
      const h = pairHash(hashOf(a), hashOf(b));
      pairs.set(h, (pairs.get(h) ?? 0) | flag);
    }
  }
  return { words, pairs };
}

const TABLES = build();

/**
 * Lexicon entry of a word hash: low 4 bits the {@link WordType} (15 = none), then {@link Lex} bits.
 * @example
 * lexWord(wordHash('never', 0, 5)) & Lex.CONSTRAINT // non-zero
 */
export function lexWord(hash: number): number {
  return TABLES.words.get(hash) ?? Lex.NO_TYPE;
}

/**
 * Lexicon flags of a word pair hash ({@link pairHash}), 0 when the pair is not listed.
 * @example
 * lexPair(pairHash(wordHash('at', 0, 2), wordHash('most', 0, 4))) // Lex.CONSTRAINT
 */
export function lexPair(hash: number): number {
  return TABLES.pairs.get(hash) ?? 0;
}

/**
 * Every listed word and pair with its entry, for the WASM parity test.
 * @example
 * lexiconEntries().words.length // ≈ 300
 */
export function lexiconEntries(): { words: Array<[number, number]>; pairs: Array<[number, number]> } {
  return { words: [...TABLES.words], pairs: [...TABLES.pairs] };
}
