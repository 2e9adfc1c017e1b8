/** @module worker/env — the Worker's bindings, vars and the Durable Object types it relies on. */

import type { WorkersAiBinding } from '../llm/workers-ai-binding.js';
import type { ConversationApi } from './conversation-api.js';

/**
 * The slice of Durable Object storage (SQLite-backed, key-value API) the Worker uses.
 * @example
 * const store = durableStore(this.ctx.storage satisfies DurableStorage);
 */
export interface DurableStorage {
  get<T = unknown>(key: string): Promise<T | undefined>;
  put<T = unknown>(key: string, value: T): Promise<void>;
  put<T = unknown>(entries: Record<string, T>): Promise<void>;
  delete(keys: string[]): Promise<number>;
  list<T = unknown>(options?: { prefix?: string }): Promise<Map<string, T>>;
  deleteAll(): Promise<void>;
}

/**
 * The state a Durable Object is constructed with.
 * @example
 * constructor(ctx: DurableState, env: Env) { super(ctx, env); }
 */
export interface DurableState {
  readonly storage: DurableStorage;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

/**
 * The CONVERSATIONS namespace binding: one Durable Object per conversation id.
 * @example
 * const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName('chat-7'));
 */
export interface ConversationNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): ConversationApi;
}

/**
 * Bindings and vars (wrangler.toml `[vars]`, `[[durable_objects.bindings]]`, secret PITH_TOKEN).
 * @example
 * export default { fetch: (request: Request, env: Env) => handle(request, env) };
 */
export interface Env {
  /** One Durable Object per conversation. */
  CONVERSATIONS: ConversationNamespace;
  /** Bearer token every request must carry (`wrangler secret put PITH_TOKEN`). */
  PITH_TOKEN?: string;
  /** Origins allowed by CORS: a comma-separated list, or `*`. @default '' (no browser origin) */
  ALLOWED_ORIGINS?: string;
  /** Largest accepted request body in bytes. @default 1048576 */
  MAX_BODY_BYTES?: string;
  /** Workers AI (wrangler.toml `[ai] binding = "AI"`): the model of the LLM strategies on `/v1/compress`. */
  AI?: WorkersAiBinding;
  /** Text-generation model the LLM strategies call through `AI`. @default '@cf/meta/llama-3.1-8b-instruct' */
  PITH_LLM_MODEL?: string;
}
