/** @module memory/stored-shape — what a loaded meta record and segment must hold: a foreign or corrupt record is a StorageError, not a TypeError later. */
import { InputError, StorageError, describe } from '../errors.js';
import { parseMessages } from '../validate/messages.js';
import { segmentId } from './build-segment.js';
import type { Segment } from './types.js';
import { CONTENT_TYPES } from './weights.js';

const TIERS: readonly unknown[] = ['hot', 'warm', 'cold', 'evicted'];
/** Times: any finite number (a caller's clock may start anywhere). */
const TIMES = ['created', 'lastAccessed'] as const;
/** Counts and token figures: integers of at least 0 (a negative cost would let a context pass its budget). */
const COUNTS = ['accessCount', 'helpful', 'unhelpful', 'level', 'originalTokens', 'compressedTokens', 'length'] as const;
/** Shares: numbers from 0 to 1 (past 1, a score leaves [0, 1]). */
const SHARES = ['importance', 'uniqueness'] as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');
const isNumbers = (x: unknown): x is number[] => Array.isArray(x) && x.every(Number.isFinite);
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isShare = (x: unknown): x is number => typeof x === 'number' && x >= 0 && x <= 1;

/**
 * The stored meta record, checked: undefined when there is none (a missing or null record is
 * rebuilt from the segments, see {@link nextSeqFor}); a StorageError for anything but a version 1
 * record.
 * @example
 * checkMeta(await store.get('meta')) // { version: 1, nextSeq: 12, tokenizer: 'estimate', stamp: '…' }
 * checkMeta('garbage') // StorageError: memory store: expected a meta record (an object) at "meta", found string "garbage"
 */
export function checkMeta<M extends { version: number }>(stored: unknown, key: string): M | undefined {
  if (stored === undefined || stored === null) return undefined;
  if (!isObject(stored)) throw new StorageError(`memory store: expected a meta record (an object) at "${key}", found ${describe(stored)}`);
  if (stored.version !== 1) throw new StorageError(`memory store: expected state version 1, found ${describe(stored.version)}`);
  return stored as unknown as M;
}

/**
 * The next sequence number: the stored one, raised past every stored segment (a meta record that is
 * missing, lost its `nextSeq` or fell behind its segments would give a new segment the id of a
 * stored one, and overwrite it).
 * @example
 * nextSeqFor(2, segments) // 5 when segments s00000000–s00000004 are stored
 */
export function nextSeqFor(stored: unknown, segments: readonly Segment[]): number {
  const given = isCount(stored) ? stored : 0;
  return Math.max(given, (segments.at(-1)?.seq ?? -1) + 1);
}

/**
 * Check a stored segment before it is loaded; throws a StorageError that names the key and the
 * field. `key` is the store key (`seg:` and the id).
 * @example
 * checkSegment('seg:s00000001', { hello: 1 }) // StorageError: memory store: expected a segment at "seg:s00000001", found {"hello":1}
 */
export function checkSegment(key: string, id: string, s: unknown): asserts s is Segment {
  if (!isObject(s) || typeof s.id !== 'string' || !Array.isArray(s.messages)) {
    throw new StorageError(`memory store: expected a segment at "${key}", found ${JSON.stringify(s)?.slice(0, 60) ?? String(s)}`);
  }
  const bad = (what: string, found: unknown) => new StorageError(`memory store: expected a segment at "${key}" with ${what}, found ${found}`);
  if (s.id !== id || !isCount(s.seq) || segmentId(s.seq) !== id) throw bad(`id "${id}" and its seq`, `id ${describe(s.id)}, seq ${describe(s.seq)}`);
  if (s.messages.length === 0 || !s.messages.every((m) => isObject(m) && typeof m.role === 'string')) throw bad('messages (one or more, each with a role)', JSON.stringify(s.messages).slice(0, 60));
  // Messages add() would take: anything else (content 42, a text part without text) breaks reading them later or goes back to the caller as it is.
  try {
    parseMessages(s.messages);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    throw bad('messages add() would take', e.message);
  }
  if (!TIERS.includes(s.tier)) throw bad('a tier (hot, warm, cold or evicted)', describe(s.tier));
  if (!(CONTENT_TYPES as unknown[]).includes(s.type)) throw bad(`a content type (${CONTENT_TYPES.join(', ')})`, describe(s.type));
  for (const k of TIMES) if (!Number.isFinite(s[k])) throw bad(`${k} (a number)`, describe(s[k]));
  for (const k of COUNTS) if (!isCount(s[k])) throw bad(`${k} (an integer of at least 0)`, describe(s[k]));
  for (const k of SHARES) if (!isShare(s[k])) throw bad(`${k} (a number from 0 to 1)`, describe(s[k]));
  if (s.salience !== undefined && !isShare(s.salience)) throw bad('a salience from 0 to 1', describe(s.salience));
  if (s.kinds !== undefined && !isCount(s.kinds)) throw bad('fact kinds (an integer bit mask)', describe(s.kinds));
  if (s.task !== undefined && typeof s.task !== 'boolean') throw bad('a task flag (a boolean)', describe(s.task));
  if (!isStrings(s.terms) || !isNumbers(s.counts) || s.counts.length !== s.terms.length) throw bad('terms and counts (one count per term)', `${describe(s.terms)} and ${describe(s.counts)}`);
  if (!isStrings(s.entities)) throw bad('entities (an array of strings)', describe(s.entities));
  if ((s.tier === 'warm' || s.tier === 'cold') && !(isObject(s.compressed) && typeof s.compressed.role === 'string' && typeof s.compressed.content === 'string')) {
    throw bad(`its ${s.tier} form`, isObject(s.compressed) ? `${JSON.stringify(s.compressed).slice(0, 60)} (expected a message with text content)` : describe(s.compressed));
  }
  if (s.vector !== undefined && !isNumbers(s.vector)) throw bad('a vector of numbers', describe(s.vector));
  const split = s.split;
  if (split !== undefined && !(isObject(split) && isCount(split.index) && isCount(split.count) && split.index < split.count)) throw bad('a split of { index, count }', JSON.stringify(split)?.slice(0, 60));
}

/**
 * Check that the slices of each long message are all stored, in order, side by side: slice k + 1 of
 * `count` right after slice k (history() joins a slice to the message before it, so a stray or
 * missing slice would join text to another message, or cut one short). `segments` are sorted by seq.
 * @example
 * checkSplits(segments, 'seg:') // StorageError: memory store: expected slice 2 of 3 of a long message at "seg:s00000005", found a whole message
 */
export function checkSplits(segments: readonly Segment[], prefix: string): void {
  let want: { index: number; count: number; seq: number } | undefined;
  for (const s of segments) {
    const split = s.split;
    const fits = want ? split?.index === want.index && split.count === want.count && s.seq === want.seq : !split || split.index === 0;
    if (!fits) {
      const expected = want ? `slice ${want.index} of ${want.count} of a long message` : 'a whole message or the first slice of one';
      throw new StorageError(`memory store: expected ${expected} at "${prefix}${s.id}", found ${split ? `slice ${split.index} of ${split.count}` : 'a whole message'}`);
    }
    want = split && split.index + 1 < split.count ? { index: split.index + 1, count: split.count, seq: s.seq + 1 } : undefined;
  }
  if (want) throw new StorageError(`memory store: expected slice ${want.index} of ${want.count} of a long message at "${prefix}${segmentId(want.seq)}", found none`);
}
