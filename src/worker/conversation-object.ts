/** @module worker/conversation-object — one Durable Object per conversation: its tiered memory lives in SQLite-backed storage. */

import { DurableObject } from 'cloudflare:workers';
import { createMemory, type Memory, type Message } from '../platform/workerd.js';
import type { ConversationApi, JsonStream, Outcome } from './conversation-api.js';
import { durableStore } from './durable-store.js';
import type { Env } from './env.js';
import { errorBody, HttpError } from './errors.js';

/** The HTTP error under the StorageError memory wraps every store failure in (a value over the size limit: 413). */
const unwrap = (error: unknown): unknown => (error instanceof Error && error.cause instanceof HttpError ? error.cause : error);

/** Answers longer than this (in UTF-16 units) go back as a stream: as text they could pass the RPC limit of 32 MiB. */
const STREAM_FROM = 8 * 1024 * 1024;

/**
 * The Durable Object behind `/v1/conversations/:id`. Calls run one at a time (a promise chain),
 * so appends keep their order even when memory work awaits between storage operations.
 * @example
 * // wrangler.toml: [[durable_objects.bindings]] name = "CONVERSATIONS", class_name = "ConversationObject"
 * const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(id));
 * const out = await stub.context({ budget: 800, query: 'final quantity?' });
 */
export class ConversationObject extends DurableObject<Env> implements ConversationApi {
  #memory: Promise<Memory> | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  #open(): Promise<Memory> {
    // Tiered memory loads its state from this object's storage once, then keeps it in RAM.
    this.#memory ??= createMemory({ store: durableStore(this.ctx.storage) });
    return this.#memory;
  }

  /** Run calls one after another; a failure becomes an error outcome, never a thrown error. The
   * answer goes back as JSON text, or a stream when long: an RPC value over 32 MiB would fail. */
  #run<T>(work: (memory: Memory) => Promise<T>): Promise<Outcome<JsonStream<T>>> {
    const next = this.#queue.then(async (): Promise<Outcome<JsonStream<T>>> => {
      try {
        const json = JSON.stringify(await work(await this.#open()));
        // Text up to STREAM_FROM characters (at most 2 bytes each when serialized); a stream past it.
        return { ok: true, value: (json.length > STREAM_FROM ? new Response(json).body : json) as JsonStream<T> };
      } catch (error) {
        const out = errorBody(unwrap(error));
        // After a storage or internal failure the RAM state may be half-updated: reload it next time.
        if (out.status >= 500) this.#memory = undefined;
        return { ok: false, ...out };
      }
    });
    this.#queue = next;
    return next;
  }

  append(messages: unknown[]) {
    return this.#run(async (memory) => {
      const ids = await memory.add(messages as Message[]);
      // ids name segments (a long message makes several, a tool call and its results one).
      return { ids, appended: messages.length };
    });
  }

  context(options: { budget: number; query?: string; refine?: boolean; pool?: number }) {
    return this.#run((memory) => memory.context(options));
  }

  history() {
    return this.#run(async (memory) => ({ messages: await memory.history(), stats: await memory.stats() }));
  }

  clear() {
    return this.#run(async (memory) => {
      await memory.clear();
      await this.ctx.storage.deleteAll();
      this.#memory = undefined;
      return { deleted: true as const };
    });
  }
}
