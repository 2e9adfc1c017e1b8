/** @module worker/durable-store — MemoryStore over a Durable Object's storage (SQLite-backed key-value API). */

import type { MemoryStore } from '../memory/store.js';
import { StorageError } from '../platform/workerd.js';
import type { DurableStorage } from './env.js';

/** Cloudflare documents at most 128 keys per `put(entries)` or `delete(keys)` call (local workerd does not enforce it). */
const BATCH = 128;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

async function guard<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new StorageError(`durable object storage: expected ${what} to succeed, found ${reason}`, { cause });
  }
}

/**
 * Wrap `ctx.storage` as a {@link MemoryStore}. Batches are issued without an await between them,
 * so the runtime coalesces them into one atomic write even past the 128-key limit of one call.
 * @example
 * const memory = await createMemory({ store: durableStore(this.ctx.storage) });
 */
export function durableStore(storage: DurableStorage): MemoryStore {
  return {
    get: <T>(key: string) => guard(`get ${key}`, () => storage.get<T>(key)),
    put: <T>(key: string, value: T) => guard(`put ${key}`, () => storage.put<T>(key, value)),
    putMany: (entries) =>
      guard(`put of ${entries.length} entries`, async () => {
        const writes = chunks(entries).map((batch) => storage.put(Object.fromEntries(batch)));
        await Promise.all(writes);
      }),
    delete: (keys) =>
      guard(`delete of ${keys.length} keys`, async () => {
        await Promise.all(chunks(keys).map((batch) => storage.delete(batch)));
      }),
    list: <T>(prefix: string) => guard(`list ${prefix}*`, () => storage.list<T>({ prefix })),
  };
}
