/** @module memory/in-memory-store — a MemoryStore in a Map: the default, and the reference for other stores. */
import { StorageError } from '../errors.js';
import type { MemoryStore } from './store.js';

/** Values are kept as JSON text, as a real store would serialise them (and a string costs the GC nothing to trace). */
function encode(value: unknown, key: string): string {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`${typeof value} has no JSON form`);
    return text;
  } catch (cause) {
    throw new StorageError(`memory store: expected a JSON-compatible value for "${key}", found one that cannot be serialised`, { cause });
  }
}

/**
 * A store that lives as long as the object: state survives re-creating a memory from it, not a reload.
 * @example
 * const store = inMemoryStore();
 * const a = await createMemory({ store }); await a.add({ role: 'user', content: 'hi' });
 * const b = await createMemory({ store }); // sees the same message
 */
export function inMemoryStore(): MemoryStore {
  const data = new Map<string, string>();
  return {
    async get<T>(key: string) {
      const text = data.get(key);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    async put<T>(key: string, value: T) {
      data.set(key, encode(value, key));
    },
    async putMany(entries) {
      const copies = entries.map(([k, v]) => [k, encode(v, k)] as const);
      for (const [k, v] of copies) data.set(k, v);
    },
    async delete(keys) {
      for (const k of keys) data.delete(k);
    },
    async list<T>(prefix: string) {
      const keys = [...data.keys()].filter((k) => k.startsWith(prefix)).sort();
      return new Map(keys.map((k) => [k, JSON.parse(data.get(k)!) as T]));
    },
  };
}
