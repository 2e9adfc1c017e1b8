/** @module worker/conversation-api — what the Worker calls on a conversation's Durable Object over RPC: answers come as JSON streams. */

import type { MemoryContext, MemoryStats, Message } from '../platform/workerd.js';
import type { ErrorBody } from './errors.js';

/**
 * A JSON answer of type `T`, as text, or as a byte stream when it is long: RPC values are limited
 * to 32 MiB (a long history, or a context with a large budget, passes that); streams are not.
 * @example
 * const out = await stub.history(); if (out.ok) return new Response(out.value, { headers: { 'Content-Type': 'application/json' } });
 */
export type JsonStream<T> = (string | ReadableStream<Uint8Array>) & { readonly __json?: T };

/**
 * The result of one RPC call: a value, or the HTTP status and error body to send. Errors travel as
 * data so their code survives the RPC boundary (thrown errors lose their class and code there).
 * @example
 * const out = await stub.history(); if (!out.ok) return Response.json(out.body, { status: out.status });
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; body: ErrorBody };

/**
 * RPC methods of `ConversationObject`, one Durable Object per conversation id.
 * @example
 * const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName('chat-7'));
 * await stub.append([{ role: 'user', content: 'hi' }]);
 */
export interface ConversationApi {
  /** Append messages in order; returns the ids memory gave them. */
  append(messages: unknown[]): Promise<Outcome<JsonStream<{ ids: string[]; appended: number }>>>;
  /** Compressed context from the conversation's memory. */
  context(options: { budget: number; query?: string; refine?: boolean; pool?: number }): Promise<Outcome<JsonStream<MemoryContext>>>;
  /** Every message, verbatim, in order. */
  history(): Promise<Outcome<JsonStream<{ messages: Message[]; stats: MemoryStats }>>>;
  /** Delete the conversation and all its storage. */
  clear(): Promise<Outcome<JsonStream<{ deleted: true }>>>;
}
