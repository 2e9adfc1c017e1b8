/** @module memory/stored-shape — what a loaded meta record and segment must hold: a foreign or corrupt record is a StorageError, not a TypeError later. */
import { StorageError, describe } from '../errors.js';
import { segmentId } from './build-segment.js';
import type { Segment } from './types.js';
import { CONTENT_TYPES } from './weights.js';

const TIERS: readonly unknown[] = ['hot', 'warm', 'cold', 'evicted'];
const NUMBERS = ['importance', 'created', 'lastAccessed', 'accessCount', 'helpful', 'unhelpful', 'level', 'originalTokens', 'compressedTokens', 'length', 'uniqueness'] as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');
const isNumbers = (x: unknown): x is number[] => Array.isArray(x) && x.every(Number.isFinite);
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

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
  if (!TIERS.includes(s.tier)) throw bad('a tier (hot, warm, cold or evicted)', describe(s.tier));
  if (!(CONTENT_TYPES as unknown[]).includes(s.type)) throw bad(`a content type (${CONTENT_TYPES.join(', ')})`, describe(s.type));
  for (const k of NUMBERS) if (!Number.isFinite(s[k])) throw bad(`${k} (a number)`, describe(s[k]));
  if (!isStrings(s.terms) || !isNumbers(s.counts) || s.counts.length !== s.terms.length) throw bad('terms and counts (one count per term)', `${describe(s.terms)} and ${describe(s.counts)}`);
  if (!isStrings(s.entities)) throw bad('entities (an array of strings)', describe(s.entities));
  if ((s.tier === 'warm' || s.tier === 'cold') && !(isObject(s.compressed) && typeof s.compressed.role === 'string')) throw bad(`its ${s.tier} form`, describe(s.compressed));
  if (s.vector !== undefined && !isNumbers(s.vector)) throw bad('a vector of numbers', describe(s.vector));
  const split = s.split;
  if (split !== undefined && !(isObject(split) && isCount(split.index) && isCount(split.count) && split.index < split.count)) throw bad('a split of { index, count }', JSON.stringify(split)?.slice(0, 60));
}
