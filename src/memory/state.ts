/** @module memory/state — the in-RAM state of a memory and its load from and save to a store. */
import { StorageError } from '../errors.js';
import { conversationTokens, messageTokens, type Measure } from '../text/measure.js';
import { textView } from './content-view.js';
import { SegmentIndex } from './search-index.js';
import type { MemoryStore } from './store.js';
import type { TierIndex } from './tier-index.js';
import { checkMeta, checkSegment, checkSplits, nextSeqFor } from './stored-shape.js';
import type { Segment } from './types.js';

/**
 * Store key prefix of segments (ids sort in memory order).
 * @example
 * SEGMENT_PREFIX // 'seg:'
 */
export const SEGMENT_PREFIX = 'seg:';
/**
 * Store key of the memory's own record.
 * @example
 * META_KEY // 'meta'
 */
export const META_KEY = 'meta';
/** Store key prefix of access records, `[lastAccessed, accessCount]` per segment: what every
 * `context()` changes, written without rewriting whole segments (text, vector, terms).
 * @example
 * ACCESS_PREFIX // 'acc:'
 */
export const ACCESS_PREFIX = 'acc:';

/** The memory's record in the store. */
export interface Meta {
  version: 1;
  nextSeq: number;
  /** Counter the token figures were taken with; a different one triggers a recount on load (a custom
   * counter, which has no name of its own, always does). */
  tokenizer: string;
  /** Token cost of a non-text part the figures were taken with; a different one triggers a recount on load. */
  partTokens?: number;
  /** New with every write of segments (see {@link save}): another memory on the store that finds a
   * stamp other than the one it last read or wrote reloads before it goes on. In RAM: '' for a
   * record written before stamps, undefined while the store holds no record. */
  stamp?: string;
}

/** Stamps of this process: a random run id and a counter (unique enough across tabs and isolates). */
const RUN = Math.random().toString(36).slice(2, 10);
let stamps = 0;

/** The stamp a stored meta record carries, as {@link Meta.stamp} holds it in RAM. */
const stampOf = (stored: Meta | undefined): string | undefined => (stored ? stored.stamp ?? '' : undefined);

/**
 * Whether the store's meta record is no longer the one this state last read or wrote: another
 * memory on the same store (and namespace) wrote segments, or cleared it.
 * @example
 * if (await changedElsewhere(store, state.meta)) state = await loadState(store, measure, tokenizer);
 */
export async function changedElsewhere(store: MemoryStore, meta: Meta): Promise<boolean> {
  return stampOf(await store.get<Meta>(META_KEY)) !== meta.stamp;
}

/** Segments in order, the index over the live ones, and the next sequence number. */
export interface State {
  segments: Segment[];
  byId: Map<string, Segment>;
  index: SegmentIndex;
  meta: Meta;
  /** Whether a segment holds a user message (the first one is the memory's task); undefined until asked. */
  userSeen?: boolean;
  /** The tiers as the last maintenance left them (see {@link TierIndex}); undefined until the first, or after a change it was not told of. */
  tiers?: TierIndex;
}

/**
 * Load state from a store (empty state for an empty store); recount tokens when the counter or the
 * part cost changed, or the counter is a custom one. A missing meta record is rebuilt, a next
 * sequence number behind the stored segments raised past them; any other malformed record is a
 * StorageError (see {@link checkSegment}).
 * @example
 * const state = await loadState(store, measure, 'estimate');
 */
export async function loadState(store: MemoryStore, measure: Measure, tokenizer: string): Promise<State> {
  const stored = checkMeta<Meta>(await store.get<unknown>(META_KEY), META_KEY);
  // Without a record the counter of stored figures is unknown: recounted below, as with another counter.
  const meta: Meta = stored ? { ...stored, stamp: stampOf(stored) } : { version: 1, nextSeq: 0, tokenizer: '' };
  const listed = asMap(await store.list<unknown>(SEGMENT_PREFIX));
  for (const [key, s] of listed) checkSegment(key, key.slice(SEGMENT_PREFIX.length), s);
  const segments = [...(listed as Map<string, Segment>).values()].sort((a, b) => a.seq - b.seq);
  checkSplits(segments, SEGMENT_PREFIX);
  meta.nextSeq = nextSeqFor(meta.nextSeq, segments);
  const access = asMap(await store.list<unknown>(ACCESS_PREFIX));
  for (const s of segments) {
    const a = access.get(ACCESS_PREFIX + s.id);
    if (a === undefined) continue;
    if (!Array.isArray(a) || a.length !== 2 || !a.every(Number.isFinite)) {
      throw new StorageError(`memory store: expected [lastAccessed, accessCount] at "${ACCESS_PREFIX}${s.id}", found ${JSON.stringify(a).slice(0, 60)}`);
    }
    // Both only grow: the newer of the two records wins.
    s.lastAccessed = Math.max(s.lastAccessed, a[0]);
    s.accessCount = Math.max(s.accessCount, a[1]);
  }
  const metaChanged = meta.tokenizer !== tokenizer || meta.partTokens !== measure.partTokens;
  // Every custom counter is named 'custom': another function may count otherwise.
  if (metaChanged || tokenizer === 'custom') {
    const recounted = recount(segments, measure);
    meta.tokenizer = tokenizer;
    meta.partTokens = measure.partTokens;
    if (recounted.length || (metaChanged && segments.length)) await save(store, meta, recounted);
  }
  const index = new SegmentIndex();
  for (const s of segments) if (s.tier !== 'evicted') index.add(s);
  return { segments, byId: new Map(segments.map((s) => [s.id, s])), index, meta };
}

/** Take every segment's token figures again with `measure`; returns the segments whose figures changed. */
function recount(segments: readonly Segment[], measure: Measure): Segment[] {
  const changed: Segment[] = [];
  for (const s of segments) {
    const original = conversationTokens(textView(s.messages), measure);
    const compressed = s.compressed ? messageTokens(s.compressed, measure) : s.tier === 'evicted' ? 0 : original;
    if (original === s.originalTokens && compressed === s.compressedTokens) continue;
    s.originalTokens = original;
    s.compressedTokens = compressed;
    changed.push(s);
  }
  return changed;
}

/** What list() returned, when it is the Map the interface promises. */
function asMap<T>(m: Map<string, T>): Map<string, T> {
  if (!(m instanceof Map)) throw new StorageError(`memory store: expected list() to return a Map, found ${Array.isArray(m) ? 'an array' : typeof m}`);
  return m;
}

/**
 * Write the meta record, with a new stamp, the given segments and the access records of `accessed`
 * in one `putMany`.
 * @example
 * await save(store, state.meta, changedSegments);
 */
export async function save(store: MemoryStore, meta: Meta, segments: readonly Segment[], accessed: readonly Segment[] = []): Promise<void> {
  // A failed write leaves the new stamp in RAM only: the caller reloads, or the next call finds it changed and reloads.
  meta.stamp = `${RUN}.${++stamps}`;
  await store.putMany([[META_KEY, meta], ...segments.map((s) => [SEGMENT_PREFIX + s.id, s] as const), ...accessEntries(accessed)]);
}

/** The access records of `segments`, as {@link saveAccess} writes them. */
const accessEntries = (segments: readonly Segment[]) => segments.map((s) => [ACCESS_PREFIX + s.id, [s.lastAccessed, s.accessCount]] as const);

/**
 * Write the access records of the given segments (after `context()` touched them) in one `putMany`.
 * @example
 * await saveAccess(store, touched);
 */
export async function saveAccess(store: MemoryStore, segments: readonly Segment[]): Promise<void> {
  await store.putMany(accessEntries(segments));
}

/**
 * Wrap a store so any failure surfaces as StorageError (custom stores may throw anything).
 * @example
 * const store = guardStore(durableObjectStore(ctx.storage));
 */
export function guardStore(store: MemoryStore): MemoryStore {
  const wrap =
    <A extends unknown[], R>(what: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn.apply(store, args);
      } catch (cause) {
        if (cause instanceof StorageError) throw cause;
        const why = cause instanceof Error ? cause.message : String(cause);
        throw new StorageError(`memory store: expected ${what} to succeed, found ${why}`, { cause });
      }
    };
  return {
    get: wrap('get', store.get) as MemoryStore['get'],
    put: wrap('put', store.put),
    putMany: wrap('putMany', store.putMany),
    delete: wrap('delete', store.delete),
    list: wrap('list', store.list) as MemoryStore['list'],
  };
}
