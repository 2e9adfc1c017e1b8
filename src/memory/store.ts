/** @module memory/store — the key-value interface every memory store implements (in-memory, IndexedDB, Durable Object). */

/**
 * Where tiered memory keeps its state. Values are plain JSON-compatible objects. The shape matches
 * Durable Object storage (`get`/`put`/`delete`/`list({ prefix })`), so a Worker hands in
 * `ctx.storage` through a thin wrapper. Failures throw `StorageError`.
 * @example
 * const store: MemoryStore = inMemoryStore();
 * await store.put('seg:1', { text: 'hi' }); await store.get('seg:1');
 */
export interface MemoryStore {
  get<T = unknown>(key: string): Promise<T | undefined>;
  put<T = unknown>(key: string, value: T): Promise<void>;
  /** Several writes that land together (one transaction where the backend has them). */
  putMany(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** Every entry whose key starts with `prefix`, in key order. */
  list<T = unknown>(prefix: string): Promise<Map<string, T>>;
}
