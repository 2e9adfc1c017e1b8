/** @module memory/indexeddb-store — a MemoryStore in the browser's IndexedDB (via idb), so memory survives a reload. */
import { openDB, type IDBPDatabase } from 'idb';
import { OptionsError, StorageError, describe } from '../errors.js';
import type { MemoryStore } from './store.js';

/** Options of {@link indexedDbStore}. */
export interface IndexedDbStoreOptions {
  /** Database name: one memory per name (or one per `namespace` of createMemory). @default 'pith-memory' */
  name?: string;
}

/** The store of each database name opened in this realm: memories on one name share its queue (see createMemory). */
const BY_NAME = new Map<string, MemoryStore>();

const OBJECTS = 'kv';

/** Run a store operation; any failure becomes a StorageError naming the operation. */
async function guarded<T>(what: string, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    if (cause instanceof StorageError) throw cause;
    const why = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    throw new StorageError(`indexeddb "${name}": expected ${what} to succeed, found ${why}`, { cause });
  }
}

/**
 * A store in IndexedDB: one object store of key-value pairs; `putMany` is one transaction. The
 * database opens on first use; failures (no IndexedDB, quota, blocked upgrade) throw StorageError.
 * The same name gives the same store object: memories on one database take turns, as on one store.
 * @example
 * const memory = await createMemory({ store: indexedDbStore({ name: 'chat-42' }) });
 */
export function indexedDbStore(options: IndexedDbStoreOptions = {}): MemoryStore {
  if (typeof options !== 'object' || options === null) throw new OptionsError(`indexedDbStore options: expected an object, found ${describe(options)}`);
  if (options.name !== undefined && (typeof options.name !== 'string' || options.name === '')) {
    throw new OptionsError(`name: expected a non-empty string, found ${describe(options.name)}`);
  }
  const name = options.name ?? 'pith-memory';
  let store = BY_NAME.get(name);
  if (!store) BY_NAME.set(name, (store = openStore(name)));
  return store;
}

/** The store of one database name. */
function openStore(name: string): MemoryStore {
  let db: Promise<IDBPDatabase> | undefined;
  const open = (): Promise<IDBPDatabase> => {
    if (typeof indexedDB === 'undefined') {
      return Promise.reject(new StorageError(`indexeddb "${name}": expected a global indexedDB, found none (use inMemoryStore() outside browsers)`));
    }
    db ??= openDB(name, 1, {
      upgrade(d) {
        if (!d.objectStoreNames.contains(OBJECTS)) d.createObjectStore(OBJECTS);
      },
      blocked() {
        db = undefined;
      },
      // Another connection deletes or upgrades the database (another tab, or this one clearing it):
      // close, or it waits for this connection forever; the next call opens the database again.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        db = undefined;
      },
      // The browser closed the connection (storage cleared, disk error): the next call opens it again.
      terminated() {
        db = undefined;
      },
    }).catch((e: unknown) => {
      db = undefined;
      throw e;
    });
    return db;
  };
  return {
    get: <T>(key: string) => guarded('get', name, async () => (await (await open()).get(OBJECTS, key)) as T | undefined),
    put: (key, value) => guarded('put', name, async () => void (await (await open()).put(OBJECTS, value, key))),
    putMany: (entries) =>
      guarded('putMany', name, async () => {
        const tx = (await open()).transaction(OBJECTS, 'readwrite');
        await Promise.all([...entries.map(([k, v]) => tx.store.put(v, k)), tx.done]);
      }),
    delete: (keys) =>
      guarded('delete', name, async () => {
        const tx = (await open()).transaction(OBJECTS, 'readwrite');
        await Promise.all([...keys.map((k) => tx.store.delete(k)), tx.done]);
      }),
    list: <T>(prefix: string) =>
      guarded('list', name, async () => {
        const d = await open();
        const range = IDBKeyRange.bound(prefix, prefix + '\uffff');
        const tx = d.transaction(OBJECTS, 'readonly');
        const [keys, values] = await Promise.all([tx.store.getAllKeys(range), tx.store.getAll(range), tx.done]);
        return new Map(keys.map((k, i) => [String(k), values[i] as T]));
      }),
  };
}
