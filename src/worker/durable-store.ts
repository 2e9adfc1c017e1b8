/** @module worker/durable-store — MemoryStore over a Durable Object's storage (SQLite-backed key-value API). */

import type { MemoryStore } from '../memory/store.js';
import { StorageError } from '../platform/workerd.js';
import type { DurableStorage } from './env.js';
import { HttpError } from './errors.js';

/** Cloudflare documents at most 128 keys per `put(entries)` or `delete(keys)` call (local workerd does not enforce it). */
const BATCH = 128;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * Largest value one key may hold, in bytes of its JSON text: Cloudflare refuses values over 2 MB
 * (local workerd does not), and this leaves room for the difference of its own encoding.
 * @example
 * // a tool call whose results, appended one request at a time, pass it: 413 PAYLOAD_TOO_LARGE
 */
export const MAX_VALUE_BYTES = 2_000_000;

const encoder = new TextEncoder();

/** Refuse a value over {@link MAX_VALUE_BYTES} before anything of its write is stored: 413, the same on every retry. */
function checkSize(key: string, value: unknown): void {
  const json = JSON.stringify(value) ?? '';
  if (json.length * 3 <= MAX_VALUE_BYTES) return; // fits even if every character took 3 bytes
  const bytes = encoder.encode(json).byteLength;
  if (bytes <= MAX_VALUE_BYTES) return;
  const what = key.startsWith('seg:') ? 'segment (a message or a slice of one, or a tool call with all its results)' : 'value';
  const message = `conversation storage: expected each stored ${what} to take at most ${MAX_VALUE_BYTES} bytes, found ${bytes} bytes at ${JSON.stringify(key)}`;
  throw new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
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
 * so the runtime coalesces them into one atomic write even past the 128-key limit of one call. A
 * write with a value over {@link MAX_VALUE_BYTES} throws 413 `PAYLOAD_TOO_LARGE` and stores nothing.
 * @example
 * const memory = await createMemory({ store: durableStore(this.ctx.storage) });
 */
export function durableStore(storage: DurableStorage): MemoryStore {
  return {
    get: <T>(key: string) => guard(`get ${key}`, () => storage.get<T>(key)),
    put: async <T>(key: string, value: T) => {
      checkSize(key, value);
      return guard(`put ${key}`, () => storage.put<T>(key, value));
    },
    putMany: async (entries) => {
      for (const [key, value] of entries) checkSize(key, value);
      return guard(`put of ${entries.length} entries`, async () => {
        const writes = chunks(entries).map((batch) => storage.put(Object.fromEntries(batch)));
        await Promise.all(writes);
      });
    },
    delete: (keys) =>
      guard(`delete of ${keys.length} keys`, async () => {
        await Promise.all(chunks(keys).map((batch) => storage.delete(batch)));
      }),
    list: <T>(prefix: string) => guard(`list ${prefix}*`, () => storage.list<T>({ prefix })),
  };
}
