/** @module memory/shared-store — several memories on one store: one queue per store object, a namespace each when they are to stay apart. */
import type { MemoryStore } from './store.js';

/**
 * The queue of the memories on one store object.
 * @example
 * const lane: Lane = { tail: Promise.resolve() };
 */
export interface Lane {
  tail: Promise<unknown>;
}

const LANES = new WeakMap<object, Lane>();

/**
 * The one queue of every memory on `store`: their operations run one at a time, in call order, so
 * none can read the store between another's check and its write.
 * @example
 * const lane = laneOf(store);
 * lane.tail = lane.tail.then(run);
 */
export function laneOf(store: MemoryStore): Lane {
  let lane = LANES.get(store);
  if (!lane) LANES.set(store, (lane = { tail: Promise.resolve() }));
  return lane;
}

/**
 * The keys of a memory's namespace: `ns:<name>/` before each of its own. A name holds no `/`,
 * so no namespace's keys start with another's, and none start with the keys of the memory
 * without a namespace (`meta`, `seg:…`, `acc:…`).
 * @example
 * namespacePrefix('chat-42') // 'ns:chat-42/'
 */
export const namespacePrefix = (name: string): string => `ns:${name}/`;

/**
 * The store as one namespace sees it: each key under {@link namespacePrefix}, `list()` without it.
 * @example
 * const store = namespaced(durableObjectStore(ctx.storage), 'chat-42');
 * await store.put('meta', { nextSeq: 0 }); // stored as 'ns:chat-42/meta'
 */
export function namespaced(store: MemoryStore, name: string): MemoryStore {
  const prefix = namespacePrefix(name);
  return {
    get: (key) => store.get(prefix + key),
    put: (key, value) => store.put(prefix + key, value),
    putMany: (entries) => store.putMany(entries.map(([key, value]) => [prefix + key, value] as const)),
    delete: (keys) => store.delete(keys.map((key) => prefix + key)),
    list: async <T>(p: string) => {
      const listed = await store.list<T>(prefix + p);
      // Anything but a Map goes on as it is, for the memory to report.
      return listed instanceof Map ? new Map([...listed].map(([key, value]) => [key.slice(prefix.length), value])) : listed;
    },
  };
}
