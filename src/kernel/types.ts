/** @module kernel/types — the contract between the numeric kernels (WASM or plain-TS oracle) and the library. */

import type { VectorTable } from './vector-table.js';

/**
 * Offsets everywhere are UTF-16 code-unit indices into the JS string that was passed in
 * (`text.slice(start, end)` gives the span), `end` exclusive.
 */

/**
 * Token kinds produced by the scanner.
 * @example
 * TokenKind.WORD // 1
 */
export const TokenKind = {
  /** Letters (any script), may contain inner apostrophes/hyphens: don't, state-of-the-art. */
  WORD: 1,
  /** Digits with inner separators and an optional magnitude suffix: 3.14, 1,234.50, 10k, 2nd. */
  NUMBER: 2,
  /** One punctuation or symbol character (emoji included, a surrogate pair counts as one). */
  PUNCT: 3,
  /** URL, email, bare domain (example.com), file name or path (index.d.ts, src/a.ts), version (v1.2.3): one unbreakable token. */
  COMPOUND: 4,
  /** Inline code in backticks, `like this`, backticks included. */
  CODE: 5,
} as const;

/**
 * Word type classes used by token importance (weight in parentheses).
 * @example
 * WordType.QUESTION // 0
 */
export const WordType = {
  QUESTION: 0, // 1.0 — who, what, when, where, why, how, which, ? …
  ENTITY: 1, // 0.9 — Capitalized not sentence-initial, ALLCAPS ≥2 letters, IDs
  TECHNICAL: 2, // 0.85 — CamelCase, snake_case, numbers/measurements, compounds, inline code
  ACTION: 3, // 0.8 — verbs from a fixed list: fix, deploy, send, book, buy, cancel, …
  OTHER: 4, // 0.5
  CONNECTOR: 5, // 0.4 — and, or, but, because, however, therefore, …
  COMMON: 6, // 0.3 — stop words: the, a, is, of, to, …
  PUNCTUATION: 7, // 0.2
  FILLER: 8, // 0.1 — um, uh, basically, actually?, really, just, very, kind of, …
} as const;

/**
 * Sentence flag bits (a sentence may carry several).
 * @example
 * SentenceFlag.KEY_TERM // 1
 */
export const SentenceFlag = {
  KEY_TERM: 1, // error, success, fix, TODO, decided, must, never, deadline, budget, …
  CONSTRAINT: 2, // must, never, always, required, mandatory, cannot, can't, don't, at most, at least, no more than, only
  DECISION: 4, // decided, chose, chosen, agreed, settled, going with, we'll use, opted, selected, final
  GOAL: 8, // goal, objective, aim, trying to, want to, need to, plan to
  CORRECTION: 16, // actually, instead, correction, change/changed/update/moved/rescheduled … to, not … but, scratch that
  QUESTION: 32, // ends with '?' or starts with a question word
  CODE: 64, // the unit is a whole fenced code block (``` or ~~~ … closing fence or end of doc)
  NEAR_REPEAT: 128, // near-duplicate of an earlier sentence (novelty penalty applied)
  ERROR: 256, // error, exception, failed, failure, traceback, panic, stack, crash, 4xx/5xx status
  HAS_PIN: 512, // at least one pinned fact span lies inside
} as const;

/**
 * Pinned-fact kinds.
 * @example
 * PinKind.MONEY // 1
 */
export const PinKind = {
  MONEY: 1, // $1,234.50  €1.200  1.5k USD  USD 40  £3m  ¥500
  COUNT: 2, // a number with a unit or counted noun: 45 units, 3 nights, 200 mg, 12 people, 5 km, 16GB
  PHONE: 3, // +1 (555) 123-4567, 555-123-4567, +44 20 7946 0958
  ID: 4, // AB-1234, ORD_99812, INV-2026-0042, #4521, git hashes (7–40 hex with a digit and a letter), UUIDs
  PERCENT: 5, // 15%, 2.5 %, 15 percent
  DATE: 6, // May 3, 3 May 2026, 2026-05-03, 05/03, 05/03/2026, Mon 4th, next Friday? (no: words only if with a number)
  TIME: 7, // 14:30, 2:30 pm, 9am, 10:00:15
  EMAIL: 8,
  URL: 9, // scheme URLs and www.*; bare domains with a known TLD
  VERSION: 10, // v1.2.3, 1.2.3, 2.0.0-beta.1, Node 20? (no: needs dots or a leading v)
  PATH: 11, // /etc/nginx.conf, src/a/b.ts, C:\\x\\y, ./run.sh, file.txt, index.d.ts
} as const;

/** Options for {@link Kernel.analyze}. */
export interface AnalyzeOptions {
  /** Query text; when given, sentence scores add BM25 overlap with it. */
  query?: string;
  /** Extra multiplier on TECHNICAL word importance (code queries). @default 1 */
  technicalBoost?: number;
  /** Extra multiplier on ERROR sentences' key-term bonus (debug queries). @default 1 */
  errorBoost?: number;
}

/** One row per sentence-like unit, in text order. Units never cross a doc boundary. */
export interface SentenceTable {
  count: number;
  /** Start offset (leading whitespace excluded). */
  start: Int32Array;
  /** End offset, exclusive (trailing whitespace excluded, final punctuation included). */
  end: Int32Array;
  /** Index of the doc (message) the unit belongs to. */
  doc: Int32Array;
  /** Estimated o200k tokens of `text.slice(start, end)`. */
  tokens: Int32Array;
  /** Number of words (WORD/NUMBER/COMPOUND/CODE tokens). */
  words: Int32Array;
  /** {@link SentenceFlag} bits. */
  flags: Uint16Array;
  /** Sentence score (see the scoring rules in kernel docs): higher means keep. */
  score: Float32Array;
  /**
   * Boilerplate share (0–1): the part of the unit's word trigrams and skip-bigrams ("has _ stay")
   * that more than 3 units use, numbers read as one word. Near 1 for a sentence stamped from a
   * template the conversation repeats with other names and figures, near 0 for one said once; a
   * sentence repeated word for word counts once, so repetition alone is not boilerplate. 0 under 3 words.
   */
  boilerplate: Float32Array;
}

/** One row per pinned-fact span, in text order, non-overlapping. */
export interface PinTable {
  count: number;
  start: Int32Array;
  end: Int32Array;
  /** {@link PinKind}. */
  kind: Uint8Array;
  /** Index of the sentence row that contains the span. */
  sentence: Int32Array;
}

/** Result of {@link Kernel.analyze}. Arrays are owned by the caller (copies, not views). */
export interface Analysis {
  sentences: SentenceTable;
  pins: PinTable;
  /** Estimated tokens per doc (same estimator as {@link Kernel.estimateTokens}). */
  docTokens: Int32Array;
}

/** Scanner output: one row per token. */
export interface TokenTable {
  count: number;
  start: Int32Array;
  end: Int32Array;
  /** {@link TokenKind}. */
  kind: Uint8Array;
}

/** Token importance output: the scanner's tokens plus their type and importance in [0, 1]. */
export interface WordTable extends TokenTable {
  /** {@link WordType}. */
  type: Uint8Array;
  /** 0.5·type + 0.3·TF-IDF + 0.2·U-curve position, in [0, 1]. */
  importance: Float32Array;
}

/**
 * The numeric kernels. Two implementations exist and must agree: the WASM one (fast) and a
 * plain-TS oracle (the same algorithm, used in tests and in the speed benchmark).
 *
 * @example
 * const k = await loadKernel();
 * const a = k.analyze(text, Int32Array.of(0), { query: 'deadline?' });
 */
export interface Kernel {
  readonly name: 'wasm' | 'oracle';
  /** Estimated o200k token count of `text` (never undercounts whole conversations by > 3%). */
  estimateTokens(text: string): number;
  /** Estimated tokens of each span `text.slice(starts[i], ends[i])`, in one call (offsets clamped). */
  estimateSpans(text: string, starts: Int32Array, ends: Int32Array): Int32Array;
  /** Tokens of `text` with offsets (whitespace is not a token). */
  scan(text: string): TokenTable;
  /** Sentence boundaries only (start/end/doc), cheaper than analyze. */
  sentences(text: string, docStarts: Int32Array): Pick<SentenceTable, 'count' | 'start' | 'end' | 'doc'>;
  /** Fact-pinning spans over the whole text. */
  pins(text: string): Omit<PinTable, 'sentence'>;
  /**
   * Full analysis: sentence units with scores, flags and token estimates, plus pins.
   * `docStarts[i]` is where doc i starts; doc i ends where doc i+1 starts (last: text.length).
   * docStarts must be non-decreasing and start with 0.
   */
  analyze(text: string, docStarts: Int32Array, options?: AnalyzeOptions): Analysis;
  /** Per-token importance for `text` split into docs (TF-IDF across those docs). */
  importance(text: string, docStarts: Int32Array, options?: AnalyzeOptions): WordTable;
  /**
   * Budgeted selection: every unit with forced[i]=1 is chosen; the rest greedily by value/cost
   * (ties: lower index first) while the total cost stays ≤ budget. Returns a 0/1 mask.
   * Units with cost 0 and value > 0 are always chosen.
   */
  select(value: Float32Array, cost: Int32Array, forced: Uint8Array, budget: number): Uint8Array;
  /** True once a word-vector table is loaded (see `initVectors()`). */
  hasVectors(): boolean;
  /** Dimensions of the loaded word vectors, 0 when none is loaded. */
  vectorDims(): number;
  /** Makes `table` this kernel's word vectors (`initVectors()` calls this; WASM copies it into memory). */
  loadVectors(table: VectorTable): void;
  /**
   * One unit-length SIF sentence vector per span `text.slice(starts[i], ends[i])`: n × vectorDims()
   * floats, row-major; a span with no known word gives a zero row. Throws
   * `WasmError('WASM_NOT_INITIALIZED')` before vectors are loaded.
   */
  sentenceVectors(text: string, starts: Int32Array, ends: Int32Array, options?: SentenceVectorOptions): Float32Array;
  /** `query · row i` for each `dims`-long row of `vectors` (the cosine for unit-length vectors). */
  similarities(query: Float32Array, vectors: Float32Array, dims: number): Float32Array;
  /**
   * `row a · row b` for every pair a < b of the `dims`-long rows of `vectors`, in order (a = 0 with
   * b = 1 … n − 1, then a = 1 with b = 2 …): n(n − 1)/2 floats, the matrix copied in once however
   * many rows (the near-duplicate pass).
   */
  pairSimilarities(vectors: Float32Array, dims: number): Float32Array;
  /**
   * Maximal marginal relevance over the rows of `vectors`: min(k, n) indices in pick order, each
   * maximizing λ·sim(query, i) − (1 − λ)·max sim(i, picked).
   */
  mmr(query: Float32Array, vectors: Float32Array, dims: number, k: number, lambda: number): Int32Array;
}

/** Options of {@link Kernel.sentenceVectors}. */
export interface SentenceVectorOptions {
  /** Remove the table's first principal component (common to most sentences) before normalizing. @default true */
  removeComponent?: boolean;
}
